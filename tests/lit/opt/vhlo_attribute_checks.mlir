// VHLO attributes whose parameters must come from VHLO (upstream's VhloAttrs.td verifiers)
// are parse errors at the attribute; well-formed ones read back unchanged.
// RUN: stablehlo-opt -verify-diagnostics --split-input-file %s
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --mlir-print-op-generic %S/Inputs/vhlo_attributes.mlir > %t.0
// RUN: stablehlo-opt --mlir-print-op-generic %t.0 > %t.1
// RUN: diff %t.0 %t.1

func.func @dict_key() -> () attributes {
  // expected-error @+1 {{expected VHLO key attribute}}
  vhlo.attr = #vhlo.dict_v1<{"attr1" = #vhlo.array_v1<[]>}>
} {
  return
}

// -----

func.func @result_accuracy_mode() -> () attributes {
  // expected-error @+1 {{expected VHLO result accuracy mode}}
  vhlo.attr = #vhlo.result_accuracy_v1<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>
} {
  return
}

// -----

func.func @float_type() -> () attributes {
  // expected-error @+1 {{expected VHLO type}}
  vhlo.attr = #vhlo.float_v1<1.000000e+00 : f32>
} {
  return
}

// -----

func.func @type_value() -> () attributes {
  // expected-error @+1 {{expected VHLO type}}
  vhlo.attr = #vhlo.type_v1<tensor<f32>>
} {
  return
}

// Saved JAX exports that are cut short or corrupted, and calls that do not fit the export,
// are located errors (exit 1), never a traceback.
// RUN: python -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d[:len(d) // 2])" %S/export/Inputs/poly_elementwise.jaxexport %t.cut.jaxexport
// RUN: not stablehlo-translate --interpret %t.cut.jaxexport --args %S/export/Inputs/poly_elementwise.args.npz 2>&1 | FileCheck %s --check-prefix=CUT
// CUT: .jaxexport: error: invalid JAX export: {{.*}}outside the file (1300 bytes) (at byte offset
// RUN: python -c "import sys; d = bytearray(open(sys.argv[1], 'rb').read()); d[0:4] = (9999).to_bytes(4, 'little'); open(sys.argv[2], 'wb').write(d)" %S/export/Inputs/poly_elementwise.jaxexport %t.root.jaxexport
// RUN: not stablehlo-translate --deserialize %t.root.jaxexport 2>&1 | FileCheck %s --check-prefix=ROOT
// ROOT: .jaxexport: error: invalid JAX export: table outside the file (2600 bytes) (at byte offset 9999)
// RUN: not stablehlo-translate --interpret %S/export/Inputs/poly_elementwise.jaxexport --args %S/export/Inputs/poly_matmul.args.npz 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: poly_elementwise.jaxexport: error: the exported function '<lambda>' takes 1 arguments ((*,), {}), --args gives 2
// RUN: not stablehlo-translate --interpret %S/export/Inputs/poly_elementwise.jaxexport --platform tpu --args %S/export/Inputs/poly_elementwise.args.npz 2>&1 | FileCheck %s --check-prefix=PLATFORM
// PLATFORM: error: Function '<lambda>' was exported for platforms '('cpu',)' but it is used on '('tpu',)'.
// RUN: stablehlo-translate --interpret %S/export/Inputs/multiplatform.jaxexport --platform cuda --args %S/export/Inputs/multiplatform.args.npz --interpreter-print-dense | FileCheck %s --check-prefix=CUDA
// RUN: stablehlo-translate --interpret %S/export/Inputs/multiplatform.jaxexport --args %S/export/Inputs/multiplatform.args.npz --interpreter-print-dense | FileCheck %s --check-prefix=CPU
// CUDA: dense<[-0.452153265, -1.92085314, -2.83610582]> : tensor<3xf32>
// CPU: dense<[1.09569347, -1.84170628, -3.67221189]> : tensor<3xf32>
// RUN: stablehlo-translate --deserialize --print-export-metadata %S/export/Inputs/pytree_kwargs.jaxexport | FileCheck %s --check-prefix=META
// META: // function: <lambda>
// META-NEXT: // platforms: cpu
// META-NEXT: // calling convention version: 10
// META-NEXT: // serialization version: 3
// META-NEXT: // devices: 1
// META-NEXT: // input tree: (({'a': *, 'b': *}, [*, *]), {'scale': *})
// META-NEXT: // input args[0]['a']: float32[2]
// META-NEXT: // input args[0]['b']: int32[3]
// META-NEXT: // input args[1][0]: float32[]
// META-NEXT: // input args[1][1]: float32[2]
// META-NEXT: // input kwargs['scale']: int32[]
// META-NEXT: // output tree: {'scaled': *, 'sum': *}
// META-NEXT: // output result['scaled']: int32[3]
// META-NEXT: // output result['sum']: float32[2]
// META-NEXT: // module kept inputs: [0, 1, 3, 4]
// META: module @jit__lambda
// RUN: stablehlo-translate --deserialize --print-export-metadata %S/export/Inputs/effect_ordered.jaxexport | FileCheck %s --check-prefix=EFFECT
// EFFECT: // ordered effects: <class '__main__._effect_primitive.<locals>.TestingOrderedEffect'>

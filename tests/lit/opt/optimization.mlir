// The optimization passes on programs that exercise the rewriter's bookkeeping: an op that
// moves (an inlined case branch) and then gets a new op before it (a zero-extent operand
// replaced by a constant), and sibling regions that reuse value names. Each output parses.
// RUN: stablehlo-opt --stablehlo-target-independent-optimization --split-input-file %s | stablehlo-opt --split-input-file | FileCheck %s
// RUN: stablehlo-opt --pass-pipeline='builtin.module(func.func(canonicalize{top-down=false max-iterations=4}))' --split-input-file %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @moved_then_inserted_before
// CHECK-NEXT:    %[[EMPTY:.*]] = stablehlo.constant dense<> : tensor<1x0xi8>
// CHECK:         "stablehlo.all_reduce"(%[[EMPTY]])
// CHECK:         return %arg1
// canonicalize's FoldConstantCaseOp leaves an out-of-range index alone (the folder takes the last branch).
// CANON-LABEL: func.func @moved_then_inserted_before
// CANON:         "stablehlo.case"
// CANON:         "stablehlo.all_reduce"(%arg0)
func.func @moved_then_inserted_before(%x: tensor<1x0xi8>, %y: tensor<f32>) -> tensor<f32> {
  %i = stablehlo.constant dense<-1> : tensor<i32>
  %r = "stablehlo.case"(%i) ({
    %0 = "stablehlo.all_reduce"(%x) ({
      ^bb0(%a: tensor<i8>, %b: tensor<i8>):
        %s = stablehlo.add %a, %b : tensor<i8>
        "stablehlo.return"(%s) : (tensor<i8>) -> ()
    }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<1x0xi8>) -> tensor<1x0xi8>
    "stablehlo.return"(%y) : (tensor<f32>) -> ()
  }) : (tensor<i32>) -> tensor<f32>
  return %r : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @sibling_names
// CHECK:         stablehlo.if
// CHECK:           stablehlo.return %arg1
// CHECK:           %[[N:.*]] = stablehlo.negate %arg1
// CHECK:           %[[S:.*]] = stablehlo.subtract %arg1, %[[N]]
// CHECK:           stablehlo.return %[[S]]
func.func @sibling_names(%p: tensor<i1>, %x: tensor<i32>) -> tensor<i32> {
  %r = "stablehlo.if"(%p) ({
    %0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.subtract %x, %0 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }, {
    %0 = stablehlo.negate %x : tensor<i32>
    %1 = stablehlo.subtract %x, %0 : tensor<i32>
    stablehlo.return %1 : tensor<i32>
  }) : (tensor<i1>) -> tensor<i32>
  return %r : tensor<i32>
}

// --args literals: malformed, too many, of the wrong type or shape, or too big for memory;
// each is an `error:` with the reason, never a traceback.
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<2xi32>" 2>&1 | FileCheck %s --check-prefix=UNTERMINATED
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<2xi32>, dense<2> : tensor<2xi32>, dense<3> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<2xi32>, dense<1> : tensor<2xui32>]" 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<2x1xi32>, dense<1> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<-1xi32>, dense<1> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not stablehlo-translate --interpret %s --args="[[dense<1> : tensor<2xi32>], dense<1> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<99999999999xi32>, dense<1> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<99999999999xi32>, dense<1> : tensor<2xi32>]" 2>&1 | FileCheck %s --check-prefix=NOTB
// RUN: not stablehlo-translate --interpret %s --args="[dense<1> : tensor<2xi32>" 2>&1 | FileCheck %s --check-prefix=NOTB

// UNTERMINATED: <args>:1:25: error: expected ',' or ']'
// COUNT: error: function @main expects 2 arguments, got 3
// TYPE: error: argument #1 of @main: expected tensor<2xi32>, got tensor<2xui32>
// RANK: error: argument #0 of @main: expected tensor<2xi32>, got tensor<2x1xi32>
// NEGATIVE: <args>:1:20: error:
// NESTED: error: expected dense elements attribute for args elements
// A huge splat argument is one element until it runs; its type is checked first.
// HUGE: error: argument #0 of @main: expected tensor<2xi32>, got tensor<99999999999xi32>
// NOTB-NOT: Traceback
// NOTB-NOT: internal error

func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %sum = stablehlo.add %a, %b : tensor<2xi32>
  func.return %sum : tensor<2xi32>
}

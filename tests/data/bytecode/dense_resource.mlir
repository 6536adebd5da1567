module {
  func.func @main() -> tensor<3xi32> {
    %0 = arith.constant dense_resource<blob1> : tensor<3xi32>
    return %0 : tensor<3xi32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000010000000200000003000000"
    }
  }
#-}

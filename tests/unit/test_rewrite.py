"""passes/rewrite.py: the greedy driver's order, constant uniquing and hoisting, dead-code
erasure, convergence, and values whose names sibling regions reuse."""
from stablehlo_translate.passes.rewrite import Config, Pattern, apply_patterns_greedily
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.printing.value_names import rename_like_mlir
from stablehlo_translate.text.parser import parse_module


def run(text: str, patterns: list, config: Config | None = None) -> tuple[bool, str]:
    module = parse_module(text)
    func = next(op for op in module.op.walk() if op.name == "func.func")
    converged = apply_patterns_greedily(func, patterns, config)
    rename_like_mlir(module)
    return converged, print_module(module)


def body(printed: str) -> list[str]:
    return [line.strip() for line in printed.splitlines()[2:-2]]


def test_constants_are_uniqued_and_moved_to_the_front_last_first():
    _, out = run("""func.func @f(%x: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
      %a = stablehlo.constant dense<1> : tensor<i32>
      %0 = stablehlo.add %x, %a : tensor<i32>
      %b = stablehlo.constant dense<2> : tensor<i32>
      %1 = stablehlo.add %0, %b : tensor<i32>
      %c = stablehlo.constant dense<1> : tensor<i32>
      %2 = stablehlo.add %1, %c : tensor<i32>
      return %2, %a : tensor<i32>, tensor<i32>
    }""", [])
    lines = body(out)
    assert lines[0] == "%c = stablehlo.constant dense<2> : tensor<i32>"
    assert lines[1] == "%c_0 = stablehlo.constant dense<1> : tensor<i32>"
    assert sum("constant" in line for line in lines) == 2
    assert lines[-2] == "%2 = stablehlo.add %1, %c_0 : tensor<i32>"


def test_dead_ops_go_unless_they_have_effects():
    _, out = run("""func.func @f(%x: tensor<i32>) -> tensor<i32> {
      %0 = stablehlo.add %x, %x : tensor<i32>
      %1 = stablehlo.multiply %0, %0 : tensor<i32>
      %2 = stablehlo.custom_call @g(%x) {has_side_effect = true} : (tensor<i32>) -> tensor<i32>
      %3 = stablehlo.custom_call @h(%x) : (tensor<i32>) -> tensor<i32>
      return %x : tensor<i32>
    }""", [])
    lines = body(out)
    assert len(lines) == 2 and "@g" in lines[0]


def test_bottom_up_order_and_one_rewrite_per_pop():
    seen = []
    mark = Pattern("mark", "stablehlo.negate", lambda op, rw: None if op.attributes.get("seen") else True,
                   lambda op, rw, _: (seen.append(op.operands[0]), rw.modify(op, attributes={"seen": True})))
    text = """func.func @f(%x: tensor<i32>) -> tensor<i32> {
      %0 = stablehlo.negate %x : tensor<i32>
      %1 = stablehlo.negate %0 : tensor<i32>
      return %1 : tensor<i32>
    }"""
    run(text, [mark])
    assert seen == ["%0", "%x"]
    seen.clear()
    run(text, [mark], Config(top_down=True))
    assert seen == ["%x", "%0"]


def test_a_pattern_that_never_settles_does_not_converge():
    flip = Pattern("flip", "stablehlo.add", lambda op, rw: True,
                   lambda op, rw, _: rw.modify(op, operands=op.operands[::-1]))
    converged, _ = run("""func.func @f(%x: tensor<i32>, %y: tensor<i32>) -> tensor<i32> {
      %0 = stablehlo.add %x, %y : tensor<i32>
      return %0 : tensor<i32>
    }""", [flip], Config(max_iterations=3))
    assert not converged


def test_names_reused_by_sibling_regions_stay_apart():
    swap = Pattern("swap", "stablehlo.subtract", lambda op, rw: rw.constant(op.operands[1]) is not None or None,
                   lambda op, rw, _: rw.replace_op(op, op.operands[:1]))
    _, out = run("""func.func @f(%p: tensor<i1>, %x: tensor<i32>) -> tensor<i32> {
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
    }""", [swap])
    assert out.count("stablehlo.subtract") == 1 and "stablehlo.negate" in out


def test_a_fold_hook_materializes_constants_before_the_op():
    from stablehlo_translate.ir.attributes import DenseElementsAttr

    def fold(op, rw):
        attr = rw.constant(op.operands[0]) if op.name == "stablehlo.negate" else None
        return None if attr is None else [DenseElementsAttr(attr.type, -attr.array)]

    _, out = run("""func.func @f(%x: tensor<i32>) -> tensor<i32> {
      %c = stablehlo.constant dense<3> : tensor<i32>
      %0 = stablehlo.negate %c : tensor<i32>
      %1 = stablehlo.add %x, %0 : tensor<i32>
      return %1 : tensor<i32>
    }""", [], Config(fold=fold))
    assert body(out) == ["%c = stablehlo.constant dense<-3> : tensor<i32>",
                         "%0 = stablehlo.add %arg0, %c : tensor<i32>", "return %0 : tensor<i32>"]

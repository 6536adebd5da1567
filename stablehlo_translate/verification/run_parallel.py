"""``interpreter.run_parallel``'s verifier (upstream's RunParallelOp::verify in
stablehlo/reference/InterpreterOps.cpp): ``programs`` a non-empty list of equally long lists of
functions of the module, inputs and results as many as those functions take and return together,
and an ``infeed``, when given, a non-empty list of functions returning one tensor each."""
from __future__ import annotations

from typing import Any

from ..ir.module import Operation, function_type
from ..ir.types import TensorType


def run_parallel_error(op: Operation, functions: dict[str, Operation]) -> str | None:
    """The first complaint about ``op``, or None."""
    programs = op.attributes.get("programs")
    if not isinstance(programs, tuple) or not programs or not isinstance(programs[0], tuple) or not programs[0]:
        return "`programs` attribute cannot be empty"
    partitions = len(programs[0])
    inputs = results = 0
    for replica in programs:
        replica = replica if isinstance(replica, tuple) else (replica,)
        if len(replica) != partitions:
            return f"Sizes of second dimension of `programs` should all match {partitions} but got {len(replica)}"
        for program in replica:
            func, problem = _function(program, functions)
            if problem:
                return problem
            inputs += len(function_type(func).inputs)
            results += len(function_type(func).results)
    if len(op.operands) != inputs:
        return (f"Number of inputs ({len(op.operands)}) should match the sum of the number of inputs of all "
                f"programs ({inputs})")
    if len(op.results) != results:
        return (f"Number of results ({len(op.results)}) should match the sum of the number of results of all "
                f"programs ({results})")
    infeed = op.attributes.get("infeed")
    if infeed is not None:
        if not infeed:
            return "infeed attribute is optional or should not be empty"
        for symbol in infeed if isinstance(infeed, tuple) else (infeed,):
            func, problem = _function(symbol, functions)
            if problem:
                return problem
            returned = function_type(func).results
            name = _name(symbol)
            if len(returned) != 1:
                return f'Function "{name}" should return 1 tensor but returns {len(returned)}'
            if not isinstance(returned[0], TensorType):
                return f"Function \"{name}\" should return a tensor type, but instead returns '{returned[0]}'"
    return None


def _name(symbol: Any) -> str:
    return getattr(symbol, "name", str(symbol))


def _function(symbol: Any, functions: dict[str, Operation]) -> tuple[Any, str | None]:
    func = functions.get(_name(symbol))
    return (func, None) if func is not None else (None, f'Function "{_name(symbol)}" not found')

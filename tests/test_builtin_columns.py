"""Call series: the argument of one call that reads less than its siblings at the same
position (columns.py) ranks, and `column-argument` writes it as the siblings are built."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.columns import odd_arguments
from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.records import Failure, Frame

STEP = """\
def _axpy(a, x, y):
    return [yi + a * xi for xi, yi in zip(x, y)]


def step(f, t, y, h):
    k1 = f(t, y)
    k2 = f(h / 2, _axpy(h / 2, k1, y))
    k3 = f(t + h / 2, _axpy(h / 2, k2, y))
    k4 = f(t + h, _axpy(h, k3, y))
    return [yi + h / 6 * (a + 2 * b + 2 * c + d)
            for yi, a, b, c, d in zip(y, k1, k2, k3, k4)]
"""
STEP_TESTS = """\
from mod import step


def test_time_dependent():
    y = step(lambda t, y: [t], 0.0, [0.0], 1.0)
    assert abs(y[0] - 0.5) < 1e-9
"""


def _odd(src: str) -> list[tuple[int, str, bool, list[str]]]:
    func = next(n for n in ast.walk(ast.parse(src))
                if isinstance(n, ast.FunctionDef) and n.name == "step")
    return [(o.call.lineno, ast.unparse(o.arg), o.first, sorted(o.missing))
            for o in odd_arguments(func)]


def test_the_argument_missing_a_name_every_sibling_reads_is_odd() -> None:
    odd = _odd(STEP)
    assert (7, "h / 2", False, ["t"]) in odd
    # the series' first call is its seed: flagged as such, and never ranked
    assert all(first for line, _, first, _ in odd if line == 6)
    assert not [o for o in odd if o[0] in (8, 9)]


def test_a_series_of_one_copied_text_or_with_no_shape_to_follow_is_not_odd() -> None:
    copied = STEP.replace("f(t + h / 2,", "f(t + h,")
    assert (7, "h / 2", False, ["t"]) in _odd(copied)  # `t + h` still gives the shape
    plain = STEP.replace("f(t + h / 2,", "f(t,").replace("f(t + h,", "f(t,")
    assert not [o for o in _odd(plain) if o[0] == 7]  # siblings `t`, `t`, `t`: one text
    two = STEP.replace("    k4 = f(t + h, _axpy(h, k3, y))\n", "    k4 = k3\n") \
        .replace("    k1 = f(t, y)\n", "    k1 = y\n")
    assert not _odd(two)  # two calls: either could be the odd one


def test_column_argument_writes_the_sibling_that_holds_the_argument(tmp_path: Path) -> None:
    line = STEP.splitlines().index("    k2 = f(h / 2, _axpy(h / 2, k1, y))") + 1
    cands = sources(run(tmp_path, STEP, line, "column-argument"))
    fixed = STEP.replace("k2 = f(h / 2,", "k2 = f(t + h / 2,")
    assert cands[0] == fixed
    assert STEP.replace("k2 = f(h / 2,", "k2 = f(t + h,") not in cands


def test_column_argument_follows_a_siblings_shape_with_parentheses_only_where_needed(
        tmp_path: Path) -> None:
    src = STEP.replace("f(h / 2,", "f(h - 1,").replace("f(t + h / 2,", "f(t - h,")
    line = src.splitlines().index("    k2 = f(h - 1, _axpy(h / 2, k1, y))") + 1
    cands = sources(run(tmp_path, src, line, "column-argument"))
    assert src.replace("f(h - 1,", "f(t - (h - 1),") in cands
    assert src.replace("f(h - 1,", "f(t + h - 1,") in cands


def test_the_odd_call_ranks_above_the_other_calls_of_its_series(tmp_path: Path) -> None:
    (tmp_path / "mod.py").write_text(STEP)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_mod.py").write_text(STEP_TESTS)
    failure = Failure(nodeid="tests/test_mod.py::test_time_dependent",
                      exc_type="AssertionError", message="assert 0.25 < 1e-09",
                      test_path="tests/test_mod.py",
                      frames=[Frame(path="tests/test_mod.py", lineno=6,
                                    function="test_time_dependent")])
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert ranked[7].score > ranked[8].score
    assert ranked[7].score > ranked[6].score
    assert any("without t" in r for r in ranked[7].reasons)

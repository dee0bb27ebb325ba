"""A hung loop's update that assigns the same value on every pass, and the edits that move it."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from opcands import KMP_STUCK

from pytest_selfheal.engines.builtin.hangloop import (
    MOVES_LOOP,
    STAYS_STUCK,
    progress_factor,
    stuck_update,
)
from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.engines.builtin.model import Candidate
from pytest_selfheal.engines.builtin.operators import (
    generate,
    preferred_over,
    worse_for_review,
)
from pytest_selfheal.engines.builtin.srctext import parents
from pytest_selfheal.records import Failure, Frame

KMP = KMP_STUCK


def _stmt(src: str, line: int) -> tuple[ast.stmt, dict[ast.AST, ast.AST]]:
    tree = ast.parse(src)
    stmt = next(n for n in ast.walk(tree) if isinstance(n, ast.stmt) and n.lineno == line
                and not isinstance(n, (ast.For, ast.While, ast.FunctionDef)))
    return stmt, parents(tree)


def test_an_update_reading_only_what_the_loop_never_changes_is_stuck() -> None:
    stmt, parent_of = _stmt(KMP, 6)
    assert stuck_update(stmt, parent_of) == {"k"}
    moving = KMP.replace("k = pi[i - 1]", "k = pi[k - 1]")
    assert stuck_update(*_stmt(moving, 6)) is None  # reads k, which the loop changes
    # a flag set to a literal, a statement outside any while, a name the test does not read
    flag = "def f(xs):\n    done = False\n    while not done:\n        done = True\n"
    assert stuck_update(*_stmt(flag, 4)) is None
    assert stuck_update(*_stmt(KMP, 2)) is None
    other = "def f(n, a):\n    while n:\n        m = a[0]\n        n -= 1\n"
    assert stuck_update(*_stmt(other, 3)) is None
    # a receiver mutated in the loop counts as changing: `stack[-1]` moves with `pop()`
    popping = ("def f(stack):\n    top = stack[-1]\n    while top:\n"
               "        stack.pop()\n        top = stack[-1]\n")
    assert stuck_update(*_stmt(popping, 5)) is None


def test_edits_that_bring_in_a_changing_name_move_the_loop() -> None:
    stmt, parent_of = _stmt(KMP, 6)
    changing = stuck_update(stmt, parent_of)
    assert changing is not None
    assert progress_factor(stmt, changing, "replace-name", {"k"}, {"i"}) == MOVES_LOOP
    assert progress_factor(stmt, changing, "aug-assign", set(), set()) == MOVES_LOOP
    assert progress_factor(stmt, changing, "off-by-one", set(), set()) == STAYS_STUCK
    assert progress_factor(stmt, changing, "swap-operands", set(), set()) == STAYS_STUCK
    assert progress_factor(stmt, changing, "replace-name", {"j"}, {"i"}) == STAYS_STUCK


def _hung_failure() -> Failure:
    return Failure(nodeid="tests/test_kmp.py::test_pi", exc_type="Failed",
                   message="Timeout (>10.0s) from pytest-timeout.",
                   test_path="tests/test_kmp.py",
                   frames=[Frame(path="tests/test_kmp.py", lineno=4, function="test_pi"),
                           Frame(path="kmp.py", lineno=5, function="prefix_function")])


def test_a_stuck_update_ranks_first_and_its_moving_edits_before_the_others(
        tmp_path: Path) -> None:
    (tmp_path / "kmp.py").write_text(KMP)
    failure = _hung_failure()
    suspects = rank_suspects(tmp_path, [failure])
    assert (suspects[0].line, suspects[0].signal) == (6, "hang")
    cands = [c for c in generate(tmp_path, suspects, [failure]) if c.line == 6]
    fix = next(i for i, c in enumerate(cands) if "pi[k - 1]" in c.new_source
               and c.operator == "replace-name")
    lucky = next(i for i, c in enumerate(cands) if "pi[i - 2]" in c.new_source)
    assert fix < lucky
    assert cands[lucky].stuck and not cands[fix].stuck


def test_an_edit_that_leaves_the_loop_stuck_is_never_preferred() -> None:
    src = KMP
    winner = Candidate("kmp.py", src.replace("pi[i - 1]", "pi[k - 1]"), "replace-name", 6,
                       "", 0.6, 1, "a")
    swap = Candidate("kmp.py", src.replace("pi[i - 1]", "pi[1 - i]"), "swap-operands", 6,
                     "", 0.45, 5, "b")
    assert preferred_over(winner, [swap], src) == [swap]  # outside a hang: the swap first
    stuck_swap = replace(swap, stuck=True)
    assert preferred_over(winner, [stuck_swap], src) == []
    assert worse_for_review(stuck_swap, winner, src)
    assert not worse_for_review(stuck_swap, replace(winner, stuck=True), src)


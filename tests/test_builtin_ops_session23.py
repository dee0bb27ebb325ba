"""Session 23's templates and rankings, found on corpus 12 (a development set in the
blind corpus 7's shape): a repeated statement not adapted to its partner name, ..."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run

from pytest_selfheal.engines.builtin.twins import stale_copy_names

BALANCED = '''\
def height(node):
    if node is None:
        return 0
    left = height(node.left)
    if left < 0:
        return -1
    right = height(node.right)
    if left < 0:
        return -1
    return 1 + max(left, right)
'''


def test_a_repeated_statement_after_a_partners_binding_reads_the_partner(
        tmp_path: Path) -> None:
    """The second `if left < 0:` follows `right = height(node.right)`, a copy of
    `left = ...` in one token: the copy was meant for `right`, and that rename comes
    first; the first `if left < 0:` is no stale copy."""
    func = ast.parse(BALANCED).body[0]
    first, second = func.body[2], func.body[4]
    assert stale_copy_names(func, second) and not stale_copy_names(func, first)
    cands = run(tmp_path, BALANCED, 8, "replace-name")
    assert cands[0].description.endswith("`left` -> `right`")
    assert "    right = height(node.right)\n    if right < 0:\n" in cands[0].new_source
    # a repeat with no partner bound between is no stale copy (a retry, a second check)
    again = BALANCED.replace("    right = height(node.right)\n", "    log(node)\n")
    func = ast.parse(again).body[0]
    assert not stale_copy_names(func, func.body[4])

"""ops_kinds: the coarse kinds of a function's names keep type-nonsense edits out."""

from __future__ import annotations

import ast
from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.ops_kinds import conflict, kind_clash, name_kinds

SORT = '''\
def index_of_min(values, start):
    smallest = start
    for j in range(start + 1, len(values)):
        if values[j] < values[start]:
            smallest = j
    return smallest
'''

PREFIX = '''\
def prefix_function(s):
    pi = [0] * len(s)
    k = 0
    for i in range(1, len(s)):
        while k > 0 and s[i] != s[k]:
            k = pi[i - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    return pi
'''


def _func(src: str) -> ast.FunctionDef:
    node = ast.parse(src).body[0]
    assert isinstance(node, ast.FunctionDef)
    return node


def test_kinds_come_from_binding_use_and_annotations() -> None:
    kinds = name_kinds(_func(SORT))
    assert kinds == {"values": "seq", "start": "num", "smallest": "num", "j": "num"}
    kinds = name_kinds(_func(PREFIX))
    assert kinds["pi"] == "seq" and kinds["pi[]"] == "num" and kinds["k"] == "num"
    annotated = name_kinds(_func(
        "def f(n: int, names: list[str], table: 'dict[str, int]', label: str | None = None,\n"
        "      limit: Optional[float] = None, flag=False):\n"
        "    return n\n"))
    assert annotated == {"n": "num", "names": "seq", "table": "map", "label": "str",
                         "limit": "num", "flag": "bool"}


def test_contradicting_evidence_leaves_a_name_without_kind() -> None:
    kinds = name_kinds(_func("def f(x):\n    n = len(x)\n    n = [n]\n    return n\n"))
    assert "n" not in kinds and kinds["x"] == "seq"


def test_conflict_is_between_numbers_and_containers_only() -> None:
    assert conflict("num", "seq") and conflict("map", "num") and conflict("num", "str")
    assert not conflict("seq", "map") and not conflict("num", "bool")
    assert not conflict(None, "num") and not conflict("num", "num")


def test_kind_clash_flags_code_that_uses_a_name_against_its_kind() -> None:
    kinds = name_kinds(_func(PREFIX))
    for bad in ("k = i[i - 1]", "len(pi[i - 1])", "sorted(k)", "pi - 1", "s = pi[i - 1]",
                "k < pi", "s -= 1", "abs(pi)"):
        assert kind_clash(kinds, bad), bad
    for fine in ("k = pi[k - 1]", "pi[i - 1] + k", "k = 0", "max(k, pi[i - 1])", "<=",
                 "s * 2", "    if k > 0:\n        k -= 1\n", ""):
        assert not kind_clash(kinds, fine), fine


def test_replace_name_offers_only_names_of_a_fitting_kind(tmp_path: Path) -> None:
    got = [c.description for c in run(tmp_path, SORT, 4, "replace-name")]
    assert "line 4: `start` -> `smallest`" in got
    assert not any("`values` -> `smallest`" in d or "`start` -> `values`" in d for d in got)


def test_swap_and_index_edits_keep_kinds(tmp_path: Path) -> None:
    swaps = sources(run(tmp_path, SORT, 4, "swap-names"))
    assert not any("j[values]" in s for s in swaps)
    indexes = sources(run(tmp_path, SORT, 4, "index-variable"))
    assert SORT.replace("values[start]:", "values[smallest]:") in indexes
    assert not any("values[values]" in s for s in indexes)


def test_generate_drops_edits_of_any_operator_that_clash(tmp_path: Path) -> None:
    got = sources(run(tmp_path, PREFIX, 6, "sibling-variant"))
    assert any("k = pi[k - 1]" in s for s in got)
    assert not any("k = i[i - 1]" in s or "pi = pi[i - 1]" in s for s in got)


def test_a_function_whose_own_code_clashes_keeps_every_edit(tmp_path: Path) -> None:
    # rows holds numbers ([0] * n), yet the code takes len() of one: the inference erred
    odd = "def f(n):\n    rows = [0] * n\n    size = len(rows[0])\n    return rows\n"
    assert kind_clash(name_kinds(_func(odd)), odd)
    got = [c.description for c in run(tmp_path, odd, 4, "replace-name")]
    assert "line 4: `rows` -> `size`" in got
    fine = odd.replace("len(rows[0])", "rows[0]")
    got = [c.description for c in run(tmp_path, fine, 4, "replace-name")]
    assert "line 4: `rows` -> `size`" not in got

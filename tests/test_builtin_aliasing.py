"""Shallow copies changed in place rank as suspects (aliasing.py)."""

from __future__ import annotations

import ast

from pytest_selfheal.engines.builtin.aliasing import shared_copies


def _lines(src: str) -> list[int]:
    func = ast.parse(src).body[0]
    assert isinstance(func, ast.FunctionDef)
    return [line for line, _ in shared_copies(func)]


def test_a_row_copy_whose_rows_change_is_found() -> None:
    src = ("def echelon(self, rhs):\n    rows = [row for row in self.rows]\n"
           "    for row, b in zip(rows, rhs):\n        row.append(b)\n    return rows\n")
    assert _lines(src) == [2]
    # the same through a subscript store, and for list(), [:] and .copy()
    store = ("def scale(self):\n    rows = {}\n    rows[0][0] *= 2\n    return rows\n")
    for copy in ("list(self.rows)", "self.rows[:]", "self.rows.copy()", "[r for r in self.rows]"):
        assert _lines(store.replace("{}", copy)) == [2], copy
    # a deep copy is no alias; a change of the copy itself is no change of what it shares
    deep = src.replace("[row for row in self.rows]", "[list(row) for row in self.rows]")
    assert _lines(deep) == []
    outer = ("def grow(self, x):\n    items = list(self.items)\n    items.append(x)\n"
             "    return items\n")
    assert _lines(outer) == []


def test_a_bare_alias_changed_at_the_top_is_found() -> None:
    src = "def push(self, x):\n    items = self.items\n    items.append(x)\n    return items\n"
    assert _lines(src) == [2]
    # a local of the function's own making shares nothing with the caller
    own = "def push(x):\n    items = []\n    other = items\n    other.append(x)\n    return other\n"
    assert _lines(own) == []


def test_a_fresh_default_that_is_changed_and_dropped_is_found() -> None:
    from pytest_selfheal.engines.builtin.aliasing import lost_defaults

    src = ("def add(self, word):\n    node = self.root\n    for ch in word:\n"
           "        node = node.children.get(ch, Node())\n    node.end = True\n")
    func = ast.parse(src).body[0]
    assert isinstance(func, ast.FunctionDef)
    assert [line for line, _ in lost_defaults(func)] == [4]
    # a default that is only read, or a shared default, loses nothing
    read_only = src.replace("    node.end = True\n", "    return node.end\n")
    shared = src.replace("Node())", "EMPTY)")
    for text in (read_only, shared):
        func = ast.parse(text).body[0]
        assert isinstance(func, ast.FunctionDef)
        assert lost_defaults(func) == []

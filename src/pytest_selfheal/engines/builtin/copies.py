"""Deviations in copied code: where a line of a copied block differs from its original.

Code is copied, and a copy that goes wrong usually goes wrong in one line: `king_moves`
repeats `_jumps` line for line, except `yield origin + r * 8 + f` where `_jumps` says
`yield r * 8 + f`. Echoes (echo.py) rank the edit that undoes such a slip; this ranks the
line itself, which spectrum and data flow see as just another covered statement.

A statement with evidence gets the "copy" part when its first line differs from a line
of another function of its module by one token replaced, or by one or two adjacent
tokens more or fewer, and the statement before or after it in its block is, verbatim,
a line of that same function (the block was copied). Lines of fewer than MIN_TOKENS
tokens are too common to count.
"""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING

from pytest_selfheal.engines.builtin.srctext import parents

if TYPE_CHECKING:
    from pytest_selfheal.engines.builtin.localize import _Ranker
    from pytest_selfheal.engines.builtin.project import FileInfo

W_COPY = 0.5  # between a neighbour of a frame (0.35) and a returned value's flow (0.7)
MIN_TOKENS = 5
TOP = 60  # best-ranked statements whose files are indexed
_TOKEN = re.compile(r"\w+|[^\w\s]")
Tokens = tuple[str, ...]


def rank_copies(ranker: _Ranker) -> None:
    """The copy part for the statements of the files that hold the best-ranked TOP
    statements (a spectrum over a library gives evidence to thousands of statements in
    hundreds of files; indexing all of them cost seconds of every localization)."""
    best = sorted(ranker.evidence.items(), key=lambda item: -item[1].score)[:TOP]
    for path in sorted({p for (p, _), _ in best}):
        info = ranker.project.get(path)
        if info is None:
            continue
        index = _Index(info)
        for p, line in list(ranker.evidence):
            if p != path:
                continue
            donor = index.deviation(line)
            if donor is not None:
                ranker.add(path, line, "copy", W_COPY,
                           f"differs by a token from a copied line of {donor}")


class _Index:
    """The first lines of a module's statements, by function, as token tuples."""

    def __init__(self, info: FileInfo) -> None:
        self.info = info
        self.parent_of = parents(info.tree)
        self.func_of: dict[int, ast.AST] = {}  # statement line -> its innermost function
        self.tokens: dict[int, Tokens] = {}
        self.full: dict[Tokens, set[ast.AST]] = {}
        self.swapped: dict[tuple[int, Tokens], set[ast.AST]] = {}  # one token out, at i
        self.shorter: dict[Tokens, set[ast.AST]] = {}  # one or two adjacent tokens out
        for stmt in ast.walk(info.tree):
            func = self._owner(stmt) if isinstance(stmt, ast.stmt) else None
            if func is not None:
                self._add(stmt, func)  # type: ignore[arg-type]

    def _owner(self, stmt: ast.AST) -> ast.AST | None:
        cur = self.parent_of.get(stmt)
        while cur is not None and not isinstance(cur, (ast.FunctionDef, ast.AsyncFunctionDef)):
            cur = self.parent_of.get(cur)
        return cur

    def _add(self, stmt: ast.stmt, func: ast.AST) -> None:
        toks = tuple(_TOKEN.findall(_code(self.info.source.line(stmt.lineno))))
        self.func_of[stmt.lineno] = func
        self.tokens[stmt.lineno] = toks
        if len(toks) < MIN_TOKENS:
            return
        self.full.setdefault(toks, set()).add(func)
        for i in range(len(toks)):
            self.swapped.setdefault((i, toks[:i] + toks[i + 1:]), set()).add(func)
            for n in (1, 2):
                if i + n <= len(toks):
                    self.shorter.setdefault(toks[:i] + toks[i + n:], set()).add(func)

    def deviation(self, line: int) -> str | None:
        """The name of the function whose copied block this line deviates from, if any."""
        toks = self.tokens.get(line)
        func = self.func_of.get(line)
        if toks is None or func is None or len(toks) < MIN_TOKENS:
            return None
        if self.full.get(toks, set()) - {func}:
            return None  # a verbatim copy: nothing deviates here
        near: set[ast.AST] = set()
        for i in range(len(toks)):
            near |= self.swapped.get((i, toks[:i] + toks[i + 1:]), set())
            for n in (1, 2):
                if i + n <= len(toks):
                    near |= self.full.get(toks[:i] + toks[i + n:], set())
        near |= self.shorter.get(toks, set())
        near.discard(func)
        for donor in sorted(near, key=lambda f: getattr(f, "lineno", 0)):
            if self._context_copied(line, donor):
                return getattr(donor, "name", "another function")
        return None

    def _context_copied(self, line: int, donor: ast.AST) -> bool:
        """The statement before or after `line` in its block is a line of `donor`."""
        stmt = self.info.owner.get(line)
        parent = self.parent_of.get(stmt) if stmt is not None else None
        for field in ("body", "orelse", "finalbody"):
            block = getattr(parent, field, None)
            if not isinstance(block, list) or stmt not in block:
                continue
            i = block.index(stmt)
            for other in block[max(0, i - 1):i] + block[i + 1:i + 2]:
                toks = self.tokens.get(other.lineno)
                if toks is not None and donor in self.full.get(toks, set()):
                    return True
        # the first statement of a block: its header (`if ...:` copied) counts too
        if parent is not None and isinstance(parent, ast.stmt) and not isinstance(
                parent, (ast.FunctionDef, ast.AsyncFunctionDef)):
            toks = self.tokens.get(parent.lineno)
            return toks is not None and donor in self.full.get(toks, set())
        return False


def _code(line: str) -> str:
    """A line without its comment (a `#` inside a string is rare enough on such lines)."""
    return line.split("#", 1)[0].strip()

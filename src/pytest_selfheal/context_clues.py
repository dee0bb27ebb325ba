"""Context sections for the model: what changed, where localization points, file heads.

``add_changes`` shows the lines changed against HEAD (uncommitted and untracked edits)
and since ``--selfheal-since`` (``changes.ChangeSet``), each with its enclosing
function: a short list of every changed line per file, then the changed functions,
most suspicious first. ``add_suspects`` shows the built-in engine's localization
(``localize.rank_suspects``): the top suspicious statements with their evidence, then
the functions that hold them. Both reuse the context builder's snippets, so a function
already shown is not shown again, secret and ``.selfhealignore`` files are never read,
and everything passes the redactor and the token budget like the other sections.
``add_heads`` shows the head of the source files shown: docstring, imports and the
module-level assignments before the first definition (a missing import or a wrong
constant is fixed there).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pytest_selfheal.diffs.guard import is_test_file

if TYPE_CHECKING:
    from pytest_selfheal.changes import ChangeSet
    from pytest_selfheal.context import _Builder, _Def
    from pytest_selfheal.engines.builtin.model import Suspect

MAX_CHANGED_FUNCTIONS = 10  # changed functions shown, most suspicious first
MAX_LISTED_FILES = 20  # files in the list of changed lines
MAX_MODULE_LINES = 40  # module-level changed lines shown in one window at most
MAX_SUSPECTS_LISTED = 15  # statements in the list of suspects
MAX_SUSPECT_FUNCTIONS = 8  # functions of the top suspects shown
MAX_STATEMENT_CHARS = 120
MAX_HEAD_FILES = 4  # source files whose imports are shown
MAX_HEAD_LINES = 40


def _ranges(lines: Sequence[int]) -> str:
    """[3, 4, 5, 9] -> '3-5, 9'."""
    out: list[str] = []
    nums = sorted(set(lines))
    start = prev = nums[0] if nums else 0
    for n in [*nums[1:], None]:
        if n is not None and n == prev + 1:
            prev = n
            continue
        out.append(f"{start}-{prev}" if prev != start else f"{start}")
        if n is not None:
            start = prev = n
    return ", ".join(out)


def _visible(b: _Builder, path: str) -> str | None:
    """The repo path when it may be shown (a source file, not secret or ignored)."""
    if not path.endswith(".py") or is_test_file(path):
        return None
    return b.src.rel(path)


def add_changes(b: _Builder, changes: ChangeSet | None,
                suspects: Sequence[Suspect] = ()) -> None:  # fmt: skip
    """The "what changed" section: a list of changed lines, then the changed functions."""
    if not changes:
        return
    since_only = {p: ls - changes.head.get(p, set()) for p, ls in changes.since.items()}
    tiers = [("changed against HEAD (uncommitted)", changes.head),
             (f"changed since {changes.since_label or 'the reference'}", since_only)]
    listed: list[str] = []
    per_line: dict[tuple[str, int], str] = {}
    for label, table in tiers:
        rows = []
        for path in sorted(table):
            rel = _visible(b, path)
            nums = sorted(table[path])
            if rel is None or not nums:
                continue
            rows.append(f"- {rel}: lines {_ranges(nums)}")
            for n in nums:
                per_line.setdefault((rel, n), "HEAD" if table is changes.head else "since")
        if rows:
            more = len(rows) - MAX_LISTED_FILES
            rows = rows[:MAX_LISTED_FILES] + ([f"- ... and {more} more file(s)"] if more > 0
                                              else [])
            listed.append(f"Lines {label}:\n" + "\n".join(rows))
    if not listed:
        return
    from pytest_selfheal.context import _Item

    b.items.append(_Item("changes", "list of changed lines", ["\n\n".join(listed)]))
    rank = {(s.path, s.line): i for i, s in enumerate(suspects)}
    found: dict[tuple[str, int], tuple[int, _Def, tuple, list[int]]] = {}
    module_lines: dict[str, list[int]] = {}
    for (rel, n), _ in sorted(per_line.items()):
        hit = _outer(b, rel, n)
        if hit is None:
            module_lines.setdefault(rel, []).append(n)
            continue
        node, parents = hit
        key = (rel, node.lineno)
        if key not in found:
            found[key] = (10**6, node, parents, [])
        best, node_, parents_, nums = found[key]
        nums.append(n)
        end = getattr(node, "end_lineno", None) or node.lineno
        hits = [r for (p, line), r in rank.items() if p == rel and node.lineno <= line <= end]
        found[key] = (min([best, *hits]), node_, parents_, nums)
    order = sorted(found.items(), key=lambda kv: (
        kv[1][0], min(0 if per_line[(kv[0][0], n)] == "HEAD" else 1 for n in kv[1][3]), kv[0]))
    for (rel, _), (_, node, parents, nums) in order[:MAX_CHANGED_FUNCTIONS]:
        title = f"`{node.name}`, changed lines {_ranges(nums)}"
        b.add_def("changes", rel, node, parents, min(nums), title)
    for rel, nums in sorted(module_lines.items())[:MAX_CHANGED_FUNCTIONS]:
        first = min(nums)  # a long run of module-level lines (a new file): its start
        last = min(max(nums), first + MAX_MODULE_LINES)
        b.add_window("changes", rel, first, last,
                     f"module level, changed lines {_ranges([n for n in nums if n <= last])}")


def _outer(b: _Builder, rel: str, line: int) -> tuple[_Def, tuple] | None:
    from pytest_selfheal.context_defs import enclosing_def

    return enclosing_def(b.src.tree(rel), line)


def add_suspects(b: _Builder, suspects: Sequence[Suspect]) -> None:
    """The localization section: the top statements with their evidence, then functions."""
    if not suspects:
        return
    from pytest_selfheal.context import _Item

    rows: list[str] = []
    shown: list[Suspect] = []
    for s in suspects:
        rel = _visible(b, s.path)
        lines = b.src.lines(rel) if rel else None
        if rel is None or not lines or not 0 < s.line <= len(lines):
            continue
        text = lines[s.line - 1].strip()
        if len(text) > MAX_STATEMENT_CHARS:
            text = text[:MAX_STATEMENT_CHARS] + " ..."
        reasons = [r for r in s.reasons  # HEAD's lines are in the since set too
                   if not (r.startswith("changed since") and "changed against HEAD" in s.reasons)]
        why = "; ".join(reasons[:3])
        rows.append(f"{len(rows) + 1}. {rel}:{s.line} `{text}`" + (f" ({why})" if why else ""))
        shown.append(s)
        if len(rows) >= MAX_SUSPECTS_LISTED:
            break
    if not rows:
        return
    head = "Most suspicious statements first (evidence in parentheses):\n"
    b.items.append(_Item("suspects", "list of suspicious statements", [head + "\n".join(rows)]))
    functions = 0
    for s in shown:
        hit = _outer(b, s.path, s.line)
        if hit is None:
            b.add_window("suspects", s.path, s.line, s.line, f"module level, line {s.line}")
            continue
        node, parents = hit
        before = len(b.items)
        title = f"`{node.name}`, suspicious line {s.line}"
        b.add_def("suspects", s.path, node, parents, s.line, title)
        functions += len(b.items) > before
        if functions >= MAX_SUSPECT_FUNCTIONS:
            break


def add_heads(b: _Builder) -> None:
    """The module head (docstring, imports) of the first source files already shown."""
    import ast

    from pytest_selfheal.context import _Item

    files = list(dict.fromkeys(f for it in b.items if it.section != "tests" for f in it.files
                               if _visible(b, f)))
    for rel in files[:MAX_HEAD_FILES]:
        tree, lines = b.src.tree(rel), b.src.lines(rel)
        if tree is None or not lines:
            continue
        end = 0
        for node in tree.body:
            head = isinstance(node, ast.Import | ast.ImportFrom | ast.Assign | ast.AnnAssign) or (
                isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str))
            if not head and not _guarded_import(node):
                break
            end = node.end_lineno or node.lineno
        last = min(max(end, 1) + 1, len(lines), MAX_HEAD_LINES)
        if any(r == rel and lo <= 1 and hi >= last for r, lo, hi in b.shown):
            continue
        b.shown.add((rel, 1, last))
        text = b.src.show(rel, 1, last, (), "module head: docstring, imports, constants")
        b.items.append(_Item("heads", f"imports of {rel}", [text], (rel,)))


def _guarded_import(node: object) -> bool:
    """``try: import x`` / ``if TYPE_CHECKING: import x`` at the top of a module."""
    import ast

    if not isinstance(node, ast.Try | ast.If):
        return False
    return all(isinstance(n, ast.Import | ast.ImportFrom | ast.Pass) for n in node.body)

"""Build the token-budgeted repair context a model sees for one failure group.

Sections, most important first and always in this order: (a) the failures with
trimmed tracebacks, (b) what changed against HEAD and since ``--selfheal-since``, with
the changed functions, (c) the enclosing functions of the project traceback frames,
(d) the built-in engine's localization: top suspicious statements and their
functions (``context_clues``), (e) the imports of the source files shown, (f) the
failing tests and their same-file/conftest fixtures, (g) definitions of identifiers
named in the failure, (h) fix memories.
Source is shown as exact text with line numbers so a model can copy diff context.
Secret files are never shown, everything passes through the ``Redactor``, and when
the budget is short the lowest-priority material is dropped first and listed as
dropped. The same inputs always give the same bytes (provider prompt caching).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_selfheal.context_defs import (  # noqa: F401 - _Def and _walk_defs re-exported
    Def as _Def,
)
from pytest_selfheal.context_defs import (
    arg_names,
    class_header,
    def_start,
    enclosing_def,
    find_test,
    fixtures,
)
from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.ignorefile import load_ignore, withhold
from pytest_selfheal.records import Failure
from pytest_selfheal.redact import Redactor, is_secret_path

if TYPE_CHECKING:
    from pytest_selfheal.changes import ChangeSet
    from pytest_selfheal.engines.builtin.model import Suspect

SECTION_TITLES = {
    "failures": "Failing tests",
    "changes": "What changed (lines edited against HEAD or since the reference, with their "
               "functions)",
    "frames": "Source of the functions in the traceback",
    "suspects": "Fault localization (statements ranked by the built-in engine)",
    "heads": "Imports of the files shown",
    "tests": "Test code",
    "related": "Related definitions",
    "memories": "Fix memories (fixes of similar failures that worked before, and attempts "
                "at this failure that already failed)",
}
DROPPED_RESERVE = 80  # tokens kept free for the "dropped" note
WINDOW = 12  # lines either side of a focus line when a whole function does not fit
MAX_TEST_LINES = 40  # a longer test function is shown as an excerpt around its failing line
MAX_TRACEBACKS = 3  # failures shown with their traceback (those that differ, first)
MAX_LISTED_FAILURES = 20  # other failures listed by id and message
_WHERE_RE = re.compile(r"^E\s+(?:\+|and)\s+(?:where|and)\b")
@dataclass
class _Item:
    section: str
    label: str
    variants: list[str]
    files: tuple[str, ...] = ()
    force: bool = False  # keep the smallest variant even when over budget


@dataclass
class Context:
    """The chosen material, ready to render into a prompt."""

    sections: dict[str, list[str]] = field(default_factory=dict)
    dropped: list[str] = field(default_factory=list)
    files: list[str] = field(default_factory=list)
    tokens: int = 0
    budget_tokens: int = 0

    def render(self) -> str:
        parts: list[str] = []
        for key, title in SECTION_TITLES.items():
            chunks = self.sections.get(key)
            if chunks:
                parts.append(f"## {title}\n\n" + "\n\n".join(chunks))
        if self.dropped:
            listed = "\n".join(f"- {d}" for d in self.dropped)
            parts.append(f"## Left out to fit the context budget\n\n{listed}")
        return "\n\n".join(parts) + "\n"


def trim_traceback(text: str, max_lines: int = 80) -> str:
    """Keep the head and the tail of a traceback; drop pytest's long "where" chains."""
    out: list[str] = []
    where_run = 0
    for line in text.rstrip().splitlines():
        if _WHERE_RE.match(line):
            where_run += 1
            if where_run > 2:
                continue
        else:
            where_run = 0
        if out and line == out[-1] and line.strip():
            continue  # collapse identical repeated lines (recursion, loops)
        out.append(line)
    if len(out) > max_lines:
        head = max(3, max_lines // 3)
        tail = max_lines - head
        out = out[:head] + [f"... [{len(out) - head - tail} lines trimmed] ..."] + out[-tail:]
    return "\n".join(out)


def _fence(body: str, lang: str = "") -> str:
    ticks = "```"
    while ticks in body:
        ticks += "`"
    return f"{ticks}{lang}\n{body}\n{ticks}"


class _Sources:
    """Reads and parses project files once; refuses secret and outside files."""

    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        self.ignored = load_ignore(self.root)  # .selfhealignore: never shown to a model
        self._lines: dict[str, list[str] | None] = {}
        self._trees: dict[str, ast.Module | None] = {}

    def rel(self, path: str | Path) -> str | None:
        p = Path(path)
        full = (p if p.is_absolute() else self.root / p).resolve()
        try:
            rel = full.relative_to(self.root).as_posix()
        except ValueError:
            return None
        if is_secret_path(rel) or not full.is_file() or self.ignored.matches(rel, self.root):
            return None
        return rel

    def lines(self, rel: str) -> list[str] | None:
        if rel not in self._lines:
            try:
                data = (self.root / rel).read_text(encoding="utf-8", errors="replace")
                self._lines[rel] = data.splitlines()
            except OSError:
                self._lines[rel] = None
        return self._lines[rel]

    def tree(self, rel: str) -> ast.Module | None:
        if rel not in self._trees:
            lines = self.lines(rel)
            try:
                self._trees[rel] = ast.parse("\n".join(lines)) if lines is not None else None
            except (SyntaxError, ValueError):
                self._trees[rel] = None
        return self._trees[rel]

    def show(
        self, rel: str, start: int, end: int, header: Sequence[int] = (), title: str = ""
    ) -> str:
        lines = self.lines(rel) or []
        end = min(end, len(lines))
        width = len(str(end))
        body: list[str] = [f"{n:>{width}} | {lines[n - 1]}" for n in header]
        if header and header[-1] + 1 < start:
            body.append(" " * width + " | ...")
        body += [f"{n:>{width}} | {lines[n - 1]}" for n in range(start, end + 1)]
        caption = f"### {rel} (lines {start}-{end}){' - ' + title if title else ''}"
        return caption + "\n" + _fence("\n".join(body), "python")


def _snippet_variants(src: _Sources, rel: str, node: _Def, parents: tuple, focus: int,
                      title: str) -> tuple[tuple[int, int], list[str]]:  # fmt: skip
    """Whole definition (with its class header), then a window around the focus line."""
    outer = next((p for p in parents if not isinstance(p, ast.ClassDef)), node)
    classes = [p for p in parents
               if isinstance(p, ast.ClassDef) and def_start(p) < def_start(outer)]
    header = class_header(classes[-1]) if classes else []
    start, end = def_start(outer), outer.end_lineno or outer.lineno
    variants = [src.show(rel, start, end, header, title)]
    if end - start > 2 * WINDOW:
        lo, hi = max(start, focus - WINDOW), min(end, focus + WINDOW)
        variants.append(src.show(rel, lo, hi, header, title + " (excerpt)"))
    return (start, end), variants


def _conftests(src: _Sources, test_rel: str) -> list[str]:
    out: list[str] = []
    parent = Path(test_rel).parent
    while True:
        rel = src.rel(parent / "conftest.py")
        if rel is not None:
            out.append(rel)
        if parent == Path("."):
            return out
        parent = parent.parent


class _Builder:
    def __init__(self, root: Path, failures: list[Failure]) -> None:
        self.src = _Sources(root)
        self.failures = failures
        self.items: list[_Item] = []
        self.shown: set[tuple[str, int, int]] = set()

    def add_def(self, section: str, rel: str, node: _Def, parents: tuple, focus: int,
                title: str) -> None:  # fmt: skip
        (start, end), variants = _snippet_variants(self.src, rel, node, parents, focus, title)
        if (rel, start, end) in self.shown:
            return
        self.shown.add((rel, start, end))
        if len(variants) > 1 and end - start >= MAX_TEST_LINES and is_test_file(rel):
            variants = variants[1:]  # a long test: the lines around the failing one
        label = f"{SECTION_TITLES[section].split(' (')[0].lower()}: {rel}:{start}-{end}"
        self.items.append(_Item(section, label, variants, (rel,)))

    def add_window(self, section: str, rel: str, first: int, last: int, title: str) -> None:
        """Lines around [first, last] of a file (module-level code has no function)."""
        lines = self.src.lines(rel) or []
        lo, hi = max(1, first - WINDOW), min(len(lines), last + WINDOW)
        if (rel, lo, hi) in self.shown or not lines:
            return
        self.shown.add((rel, lo, hi))
        text = self.src.show(rel, lo, hi, (), title)
        self.items.append(_Item(section, f"{rel}:{lo}-{hi}", [text], (rel,)))

    def failures_section(self) -> None:
        """Tracebacks of the first failures that differ; the rest as one short list."""
        picked: list[Failure] = []
        seen: set[tuple[str, str, str]] = set()
        for f in self.failures:
            deepest = f.frames[-1] if f.frames else None
            key = (f.exc_type, f.message[:300],
                   f"{deepest.path}:{deepest.lineno}" if deepest else "")
            if key not in seen and len(picked) < MAX_TRACEBACKS:
                seen.add(key)
                picked.append(f)
        for i, f in enumerate(picked):
            head = f"### FAILED {f.nodeid} ({f.when})"
            if f.exc_type or f.message:
                head += f"\n{f.exc_type}: {f.message}".rstrip(": ")
            variants = []
            longrepr = withhold(f.longrepr or "(no traceback)", self.src.ignored, self.src.root)
            for limit in (80, 30, 10):
                body = head + "\n" + _fence(trim_traceback(longrepr, limit))
                if f.captured.strip() and limit > 10:
                    cap = trim_traceback(f.captured, limit // 4)
                    body += "\nCaptured output:\n" + _fence(cap)
                variants.append(body)
            self.items.append(_Item("failures", f"traceback of {f.nodeid}", variants, (), i == 0))
        rest = [f for f in self.failures if f not in picked]
        if rest:
            rows = [f"- {f.nodeid}: {f.exc_type}: {' '.join(f.message.split())[:120]}"
                    .rstrip(": ") for f in rest[:MAX_LISTED_FAILURES]]
            if len(rest) > MAX_LISTED_FAILURES:
                rows.append(f"- ... and {len(rest) - MAX_LISTED_FAILURES} more")
            text = f"Also failing ({len(rest)} more, tracebacks left out):\n" + "\n".join(rows)
            self.items.append(_Item("failures", "list of the other failures", [text]))

    def tests_and_frames(self) -> None:
        tests: list[tuple[str, _Def, tuple, int]] = []
        for f in self.failures:
            rel = self.src.rel(f.test_path or f.nodeid.split("::")[0])
            found = find_test(self.src.tree(rel), f.nodeid) if rel else None
            if rel and found:
                focus = next((fr.lineno for fr in f.frames if self.src.rel(fr.path) == rel), 0)
                tests.append((rel, found[0], found[1], focus or found[0].lineno))
        test_ranges = {(rel, def_start(n)) for rel, n, _, _ in tests}
        for f in self.failures:
            for fr in f.project_frames():
                rel = self.src.rel(fr.path)
                hit = enclosing_def(self.src.tree(rel), fr.lineno) if rel else None
                if rel is None:
                    continue
                if hit is None:  # module-level line: show a window around it
                    self.add_window("frames", rel, fr.lineno, fr.lineno,
                                    f"module level, line {fr.lineno}")
                elif (rel, def_start(hit[0])) not in test_ranges:
                    title = f"`{hit[0].name}`, traceback line {fr.lineno}"
                    self.add_def("frames", rel, hit[0], hit[1], fr.lineno, title)
        for rel, node, parents, focus in tests:
            self.add_def("tests", rel, node, parents, focus, f"failing test `{node.name}`")
        for rel, node, _, _ in tests:
            for fix_rel in [rel, *_conftests(self.src, rel)]:
                for fnode, fparents in fixtures(self.src.tree(fix_rel), arg_names(node)):
                    title = f"fixture `{fnode.name}`"
                    self.add_def("tests", fix_rel, fnode, fparents, fnode.lineno, title)

def build_context(
    root: Path,
    failures: list[Failure],
    *,
    budget_tokens: int,
    count_tokens: Callable[[str], int],
    memories: Sequence[str] = (),
    redactor: Redactor | None = None,
    changes: ChangeSet | None = None,
    suspects: Sequence[Suspect] = (),
) -> Context:
    """Pick the most useful material for ``failures`` that fits in ``budget_tokens``.

    ``changes`` (lines changed against HEAD / since the reference) and ``suspects``
    (ranked statements, most suspicious first) add the change and localization sections.
    """
    from pytest_selfheal.context_clues import add_changes, add_heads, add_suspects
    from pytest_selfheal.context_related import add_related

    red = redactor if redactor is not None else Redactor.from_environment(root)
    b = _Builder(root, failures)
    b.failures_section()
    add_changes(b, changes, suspects)
    b.tests_and_frames()
    add_suspects(b, suspects)
    add_heads(b)
    # Frames before tests: the code under repair matters more than the test body.
    b.items.sort(key=lambda it: list(SECTION_TITLES).index(it.section))
    add_related(b)
    for i, memory in enumerate(memories, 1):
        b.items.append(_Item("memories", f"fix memory {i}", [memory.strip()]))

    ctx = Context(budget_tokens=budget_tokens)
    limit = budget_tokens - DROPPED_RESERVE
    for item in b.items:
        chosen: str | None = None
        for variant in item.variants:
            text = red.redact(variant)
            cost = count_tokens(text) + 2
            if ctx.tokens + cost <= limit or (item.force and variant is item.variants[-1]):
                chosen = text
                break
        if chosen is None:
            ctx.dropped.append(item.label)
            continue
        ctx.tokens += cost
        ctx.sections.setdefault(item.section, []).append(chosen)
        ctx.files.extend(f for f in item.files if f not in ctx.files)
    return ctx

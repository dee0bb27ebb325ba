"""String-literal templates driven by the failure: a fill character, separator, prefix or
case that the failing test's expected text shows was meant.

pytest prints a failed string comparison as a diff of the two texts (`- expected`,
`+ got`; short ones also as `assert 'got' == 'want'`). Where the two differ by a segment
(`' '` where `'0'` was wanted, `', '` for `'; '`), a string constant of the suspect
statement, or of a module constant it reads, that holds the wrong segment is edited to
the wanted one: ``expected-text``. The number-valued twin is ops_literals'
``expected-literal``.
"""

from __future__ import annotations

import ast
import difflib
import re
from collections.abc import Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    block_of,
    module_constants,
)

MAX_PAIRS = 3  # (got, want) texts read from the failures
MAX_CHANGES = 4  # segments changed between got and want, per pair, taken as clues
MAX_SEGMENT = 12  # longer changed segments are content, not a slip of a constant

_DIFF_LINE = re.compile(r"^\s*([-+]) (.*)$")
_SUMMARY = re.compile(r"""^(?:AssertionError: )?assert ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")"""
                      r""" == ('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")\s*$""")


def compared_texts(messages: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(got, want) strings of the failures' string comparisons: from the summary line when
    pytest printed both texts whole, else from its `- want` / `+ got` diff lines."""
    out: list[tuple[str, str]] = []
    for _, message in messages:
        lines = message.splitlines()
        for line in lines:
            m = _SUMMARY.match(line.strip())
            if m is None:
                continue
            try:
                got, want = ast.literal_eval(m.group(1)), ast.literal_eval(m.group(2))
            except (ValueError, SyntaxError):
                continue
            if "..." not in got + want and (got, want) not in out:
                out.append((got, want))
        want_line: str | None = None
        for line in lines:
            m = _DIFF_LINE.match(line)
            if m is None:
                continue
            if m.group(1) == "-":
                want_line = m.group(2)
            elif want_line is not None:
                pair = (m.group(2), want_line)
                if pair[0] != pair[1] and pair not in out:
                    out.append(pair)
                want_line = None
    return out[:MAX_PAIRS]


def text_changes(got: str, want: str) -> list[tuple[str, str]]:
    """The segments that turn `got` into `want` (`(' ', '0')`), commonest first."""
    counts: dict[tuple[str, str], int] = {}
    matcher = difflib.SequenceMatcher(None, got, want, autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            continue
        old, new = got[i1:i2], want[j1:j2]
        if old and len(old) <= MAX_SEGMENT and len(new) <= MAX_SEGMENT:
            counts[(old, new)] = counts.get((old, new), 0) + 1
        if tag == "replace" and len(old) == len(new) and len(set(zip(old, new, strict=True))) == 1:
            key = (old[0], new[0])  # `'   '` for `'000'`: one character, each time
            counts[key] = counts.get(key, 0) + len(old)
    ranked = sorted(counts, key=lambda k: -counts[k])
    return ranked[:MAX_CHANGES]


def expected_text(ctx: EditContext) -> Iterator[Edit]:
    """A string constant holding the segment the failure shows wrong, given the wanted one."""
    pairs = compared_texts(ctx.messages)
    if not pairs:
        return
    # pytest's `-` line is the right operand: the expected value, unless the test wrote
    # `assert want == got`; the other way round is the weaker reading
    changes = list(dict.fromkeys(c for got, want in pairs for c in text_changes(got, want)))
    backwards = [c for got, want in pairs for c in text_changes(want, got) if c not in changes]
    for where, weight in [(ctx, 1.0), *((c, 0.9) for c in module_constants(ctx))]:
        yield from _edits(where, changes, weight)
        yield from _edits(where, list(dict.fromkeys(backwards)), weight * 0.5)


REDUNDANT = 0.2  # of the weight, for an edit that makes a branch return what falls through


def _edits(ctx: EditContext, changes: list[tuple[str, str]], weight: float) -> Iterator[Edit]:
    for node in ctx.nodes:
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or \
                isinstance(ctx.parent_of.get(node), (ast.JoinedStr, ast.FormattedValue)) or \
                _docstring(ctx, node):
            continue
        value = node.value
        done: set[str] = set()
        for old, new in changes:
            if value == old:
                text = new
            elif old in value and len(old) < len(value):
                text = value.replace(old, new)
            else:
                continue
            if text in done or text == value:
                continue
            done.add(text)
            w = weight * REDUNDANT if _returns_as_fallthrough(ctx, node, text) else weight
            yield ctx.replace(node, quoted(ctx.text(node), text), "expected-text", w)


def _returns_as_fallthrough(ctx: EditContext, node: ast.Constant, text: str) -> bool:
    """`if points < 4: return "medium"` then `return "strong"`: writing "strong" in the
    branch makes its test dead (both ways return the same), which hides a wrong test
    rather than fixing a value. True when the edited constant is what a branch returns
    and the statement after the `if` returns `text` too."""
    ret = ctx.parent_of.get(node)
    branch = ctx.parent_of.get(ret) if isinstance(ret, ast.Return) else None
    if not isinstance(branch, ast.If) or ret not in branch.body:
        return False
    block = block_of(ctx, branch) or []
    at = next((i for i, s in enumerate(block) if s is branch), len(block))
    after = block[at + 1:at + 2] or branch.orelse[:1]
    return bool(after) and isinstance(after[0], ast.Return) and isinstance(
        after[0].value, ast.Constant) and after[0].value.value == text


def quoted(original: str, text: str) -> str:
    """`text` as a literal in the original's quotes (`"0"` where the author wrote `" "`)."""
    literal = repr(text)
    if original[:1] == '"' and literal[:1] == "'":
        literal = '"' + literal[1:-1].replace("\\'", "'").replace('"', '\\"') + '"'
    return literal


def _docstring(ctx: EditContext, node: ast.Constant) -> bool:
    parent = ctx.parent_of.get(node)
    return isinstance(parent, ast.Expr)

"""Unified diff output for sequences of lines."""

from __future__ import annotations

from typing import Iterator, List, Sequence

from .opcodes import Opcode, opcodes


def grouped(codes: List[Opcode], context: int = 3) -> Iterator[List[Opcode]]:
    """Split opcodes into hunks with at most ``context`` equal items around changes."""
    if not codes or all(op.tag == "equal" for op in codes):
        return
    codes = list(codes)
    if codes[0].tag == "equal":
        op = codes[0]
        codes[0] = Opcode("equal", max(op.i1, op.i2 - context), op.i2, max(op.j1, op.j2 - context), op.j2)
    if codes[-1].tag == "equal":
        op = codes[-1]
        codes[-1] = Opcode("equal", op.i1, min(op.i2, op.i1 + context), op.j1, min(op.j2, op.j1 + context))
    group: List[Opcode] = []
    for op in codes:
        if op.tag == "equal" and op.a_len > 2 * context and group:
            group.append(Opcode("equal", op.i1, op.i1 + context, op.j1, op.j1 + context))
            yield group
            group = [Opcode("equal", op.i2 - context, op.i2, op.j2 - context, op.j2)]
        else:
            group.append(op)
    if group and not (len(group) == 1 and group[0].tag == "equal"):
        yield group


def _range(start: int, stop: int) -> str:
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start + 1 if length else start},{length}"


def unified_diff(
    a: Sequence[str], b: Sequence[str], fromfile: str = "a", tofile: str = "b", context: int = 3
) -> List[str]:
    lines: List[str] = []
    for group in grouped(opcodes(a, b), context):
        if not lines:
            lines += [f"--- {fromfile}", f"+++ {tofile}"]
        first, last = group[0], group[-1]
        lines.append(f"@@ -{_range(first.i1, last.i2)} +{_range(first.j1, last.j2)} @@")
        for op in group:
            if op.tag == "equal":
                lines += [" " + line for line in a[op.i1:op.i2]]
                continue
            lines += ["-" + line for line in a[op.i1:op.i2]]
            lines += ["+" + line for line in b[op.j1:op.j2]]
    return lines

"""Formatting and parsing whole records."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping

from .convert import from_text, to_text
from .layout import Layout, LayoutError


def format_record(layout: Layout, values: Mapping[str, object], strict: bool = True) -> str:
    parts = []
    for field in layout.fields:
        text = to_text(field, values.get(field.name))
        if len(text) > field.width:
            if strict or field.numeric:
                raise LayoutError(f"{field.name}: {text!r} is wider than {field.width}")
            text = text[: field.width]
        if field.numeric:
            parts.append(text.rjust(field.width, field.fill))
        else:
            parts.append(text.ljust(field.width, field.fill))
    return "".join(parts)


def parse_record(layout: Layout, line: str) -> dict[str, object]:
    line = line.rstrip("\r\n")
    if len(line) != layout.length:
        raise LayoutError(f"record of {len(line)} characters, layout needs {layout.length}")
    return {
        name: from_text(field, line[start:end])
        for field, (name, (start, end)) in zip(layout.fields, layout.offsets().items(),
                                                strict=True)
    }


def write(layout: Layout, rows: Iterable[Mapping[str, object]], strict: bool = True) -> str:
    return "".join(format_record(layout, row, strict) + "\n" for row in rows)


def read(layout: Layout, text: str) -> Iterator[dict[str, object]]:
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            yield parse_record(layout, line)
        except (LayoutError, ValueError) as exc:
            raise LayoutError(f"line {number}: {exc}") from None

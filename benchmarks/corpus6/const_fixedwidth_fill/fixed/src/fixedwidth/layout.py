"""Field and layout declarations."""

from __future__ import annotations

from dataclasses import dataclass

KINDS = ("text", "int", "amount", "date")
NUMERIC_FILL = "0"
TEXT_FILL = " "


class LayoutError(ValueError):
    pass


@dataclass(frozen=True)
class Field:
    name: str
    width: int
    kind: str = "text"
    places: int = 2  # implied decimal places of an amount

    def __post_init__(self) -> None:
        if self.width < 1:
            raise LayoutError(f"{self.name}: width must be positive")
        if self.kind not in KINDS:
            raise LayoutError(f"{self.name}: unknown kind {self.kind!r}")

    @property
    def numeric(self) -> bool:
        return self.kind in ("int", "amount")

    @property
    def fill(self) -> str:
        return NUMERIC_FILL if self.numeric else TEXT_FILL


class Layout:
    def __init__(self, *fields: Field) -> None:
        names = [f.name for f in fields]
        if len(set(names)) != len(names):
            raise LayoutError("duplicate field names")
        self.fields = fields

    @property
    def length(self) -> int:
        return sum(f.width for f in self.fields)

    def offsets(self) -> dict[str, tuple[int, int]]:
        result, pos = {}, 0
        for f in self.fields:
            result[f.name] = (pos, pos + f.width)
            pos += f.width
        return result

    def describe(self) -> list[str]:
        return [
            f"{name:<12}{start + 1:>4}-{end:<4}{field.kind}"
            for field, (name, (start, end)) in zip(self.fields, self.offsets().items(), strict=True)
        ]

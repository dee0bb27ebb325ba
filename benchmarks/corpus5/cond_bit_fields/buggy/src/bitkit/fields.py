"""Named bit fields packed into one integer (like a hardware register)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Dict, List, Mapping


@dataclass(frozen=True)
class Field:
    name: str
    width: int
    offset: int = 0

    @property
    def mask(self) -> int:
        return ((1 << self.width) - 1) << self.offset


class BitLayout:
    """Fields listed from the least significant bit up: BitLayout(('flag', 1), ('mode', 3))."""

    def __init__(self, *fields: tuple, total_width: int = 0) -> None:
        self.fields: Dict[str, Field] = {}
        offset = 0
        for name, width in fields:
            if width < 1:
                raise ValueError(f"field {name!r} must be at least one bit wide")
            if name in self.fields:
                raise ValueError(f"duplicate field {name!r}")
            self.fields[name] = Field(name, width, offset)
            offset += width
        if total_width and offset > total_width:
            raise ValueError(f"fields need {offset} bits but the layout has {total_width}")
        self.width = total_width or offset

    def pack(self, values: Mapping[str, int]) -> int:
        """An integer with each field set; missing fields are zero."""
        word = 0
        for name, value in values.items():
            word = self.set(word, name, value)
        return word

    def set(self, word: int, name: str, value: int) -> int:
        field = self._field(name)
        if value >= 1 << field.width:
            raise OverflowError(f"{value} does not fit in the {field.width}-bit field {name!r}")
        return (word & ~field.mask) | (value << field.offset)

    def get(self, word: int, name: str) -> int:
        field = self._field(name)
        return (word & field.mask) >> field.offset

    def unpack(self, word: int) -> Dict[str, int]:
        if word < 0 or word >> self.width:
            raise OverflowError(f"{word} is wider than {self.width} bits")
        return {name: self.get(word, name) for name in self.fields}

    def _field(self, name: str) -> Field:
        try:
            return self.fields[name]
        except KeyError:
            raise KeyError(f"no field {name!r}; fields are {', '.join(self.fields)}") from None

    def describe(self, word: int) -> List[str]:
        """One 'name=value' line per field, most significant first."""
        return [f"{name}={value}" for name, value in reversed(list(self.unpack(word).items()))]

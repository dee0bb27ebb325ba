"""Items with a size and bins with a capacity."""

from __future__ import annotations

from dataclasses import dataclass, field


class PackingError(ValueError):
    pass


@dataclass(frozen=True)
class Item:
    name: str
    size: int

    def __post_init__(self) -> None:
        if self.size <= 0:
            raise PackingError(f"{self.name}: size must be positive")


@dataclass
class Bin:
    capacity: int
    items: list[Item] = field(default_factory=list)

    @property
    def used(self) -> int:
        return sum(item.size for item in self.items)

    @property
    def free(self) -> int:
        return self.capacity - self.used

    def fits(self, item: Item) -> bool:
        return item.size <= self.free

    def add(self, item: Item) -> None:
        if not self.fits(item):
            raise PackingError(f"{item.name} does not fit")
        self.items.append(item)

    def names(self) -> list[str]:
        return [item.name for item in self.items]

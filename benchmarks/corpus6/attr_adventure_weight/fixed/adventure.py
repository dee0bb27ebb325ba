"""A tiny text adventure: rooms, exits, items and a command parser."""

from __future__ import annotations

from dataclasses import dataclass, field

DIRECTIONS = {"n": "north", "s": "south", "e": "east", "w": "west"}
MAX_WEIGHT = 10


@dataclass
class Item:
    name: str
    weight: int
    value: int = 0


@dataclass
class Room:
    name: str
    exits: dict[str, str] = field(default_factory=dict)
    items: dict[str, Item] = field(default_factory=dict)
    locked: str | None = None  # name of the key that opens it


@dataclass
class Player:
    world: dict[str, Room]
    room: str
    inventory: dict[str, Item] = field(default_factory=dict)
    moves: int = 0

    @property
    def here(self) -> Room:
        return self.world[self.room]

    def go(self, direction: str) -> str:
        direction = DIRECTIONS.get(direction, direction)
        target = self.here.exits.get(direction)
        if target is None:
            return "You can't go that way."
        key = self.world[target].locked
        if key is not None and key not in self.inventory:
            return f"The {target} is locked."
        self.room = target
        self.moves += 1
        return self.look()

    def take(self, name: str) -> str:
        item = self.here.items.get(name)
        if item is None:
            return f"There is no {name} here."
        carried = sum(i.weight for i in self.inventory.values())
        if carried + item.weight > MAX_WEIGHT:
            return f"The {name} is too heavy."
        self.inventory[name] = self.here.items.pop(name)
        return f"Taken: {name}."

    def drop(self, name: str) -> str:
        if name not in self.inventory:
            return f"You have no {name}."
        self.here.items[name] = self.inventory.pop(name)
        return f"Dropped: {name}."

    def look(self) -> str:
        exits = ", ".join(sorted(self.here.exits)) or "none"
        items = ", ".join(sorted(self.here.items)) or "nothing"
        return f"{self.here.name}. Exits: {exits}. You see: {items}."

    @property
    def score(self) -> int:
        return sum(i.value for i in self.inventory.values())

    def command(self, line: str) -> str:
        words = line.lower().split()
        if not words:
            return "Say something."
        verb, *rest = words
        if verb in DIRECTIONS or verb in DIRECTIONS.values():
            return self.go(verb)
        if verb == "go" and rest:
            return self.go(rest[0])
        if verb in ("take", "get") and rest:
            return self.take(" ".join(rest))
        if verb == "drop" and rest:
            return self.drop(" ".join(rest))
        if verb in ("look", "l"):
            return self.look()
        if verb in ("inventory", "i"):
            return ", ".join(sorted(self.inventory)) or "You carry nothing."
        return f"I don't know how to {verb}."

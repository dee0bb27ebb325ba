"""Hit points and healing for the dungeon crawler's player character."""


def clamp(value: int, low: int, high: int) -> int:
    """value limited to the closed range [low, high]."""
    return max(low, min(value, high))


class Player:
    """A player with hit points between 0 and max_hp."""

    def __init__(self, name: str, max_hp: int = 100) -> None:
        self.name = name
        self.max_hp = max_hp
        self.hp = max_hp

    @property
    def alive(self) -> bool:
        return self.hp > 0

    def damage(self, amount: int) -> None:
        """Lose amount hit points, never below zero."""
        self.hp = clamp(self.hp - amount, 0, self.max_hp)

    def heal(self, amount: int) -> None:
        """Gain amount hit points, never above max_hp."""
        self.hp = clamp(self.hp + amount, 0, self.max_hp)

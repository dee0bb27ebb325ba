"""Move generation for knights on a chess board."""

FILES = "abcdefgh"
OFFSETS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (2, -1), (-1, 2)]


class Square:
    """A board square such as 'e4'."""

    def __init__(self, name: str) -> None:
        if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
            raise ValueError(f"bad square {name!r}")
        self.file = FILES.index(name[0])
        self.rank = int(name[1]) - 1

    @property
    def name(self) -> str:
        return f"{FILES[self.file]}{self.rank + 1}"


class Knight:
    """A knight standing on a square."""

    def __init__(self, square: str) -> None:
        self.square = Square(square)

    def moves(self) -> list[str]:
        """Squares the knight can jump to, sorted."""
        result = set()
        for df, dr in OFFSETS:
            f, r = self.square.file + df, self.square.rank + dr
            if 0 <= f < 8 and 0 <= r < 8:
                result.add(f"{FILES[f]}{r + 1}")
        return sorted(result)

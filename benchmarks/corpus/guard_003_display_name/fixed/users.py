"""User profiles for the forum."""

from dataclasses import dataclass


@dataclass
class User:
    """A forum member; nickname is optional."""

    first_name: str
    last_name: str
    nickname: str | None = None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.last_name}".strip()

    @property
    def display_name(self) -> str:
        """The nickname if set and not blank, else the full name."""
        nick = (self.nickname or "").strip()
        return nick or self.full_name

    def mention(self) -> str:
        return "@" + self.display_name.replace(" ", "_").lower()


def roster(users: list[User]) -> list[str]:
    """Display names, sorted case-insensitively."""
    return sorted((u.display_name for u in users), key=str.lower)

"""Validation errors, collected with the path to each bad value."""

from __future__ import annotations

from typing import List, Tuple, Union

PathPart = Union[str, int]


def format_path(path: Tuple[PathPart, ...]) -> str:
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text or "<root>"


class ValidationError(ValueError):
    def __init__(self, errors: List[Tuple[Tuple[PathPart, ...], str]]) -> None:
        self.errors = list(errors)
        super().__init__("; ".join(f"{format_path(p)}: {m}" for p, m in self.errors))

    @property
    def messages(self) -> dict:
        """{'path.to[0].field': [messages]}"""
        result: dict = {}
        for path, message in self.errors:
            result.setdefault(format_path(path), []).append(message)
        return result

"""SRT timestamps (HH:MM:SS,mmm) as integer milliseconds."""

from __future__ import annotations

import re
from dataclasses import dataclass

PATTERN = re.compile(r"^(\d{2,}):([0-5]\d):([0-5]\d)[,.](\d{3})$")


@dataclass(frozen=True, order=True)
class Timestamp:
    ms: int

    @classmethod
    def parse(cls, text: str) -> Timestamp:
        match = PATTERN.match(text.strip())
        if not match:
            raise ValueError(f"bad timestamp {text!r}")
        h, m, s, ms = match.groups()
        return cls(((int(h) * 60 + int(m)) * 60 + int(s)) * 1000)

    def __str__(self) -> str:
        total = max(self.ms, 0)
        seconds, ms = divmod(total, 1000)
        minutes, s = divmod(seconds, 60)
        h, m = divmod(minutes, 60)
        return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"

    def shifted(self, delta_ms: int) -> Timestamp:
        return Timestamp(max(self.ms + delta_ms, 0))

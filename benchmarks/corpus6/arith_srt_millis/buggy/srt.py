"""Read, shift, stretch and write SubRip subtitle files."""

from __future__ import annotations

from dataclasses import dataclass

from timecode import Timestamp


@dataclass
class Cue:
    index: int
    start: Timestamp
    end: Timestamp
    text: str

    @property
    def duration(self) -> int:
        return self.end.ms - self.start.ms


def parse(source: str) -> list[Cue]:
    cues = []
    for block in source.replace("\r\n", "\n").strip().split("\n\n"):
        lines = block.strip().split("\n")
        if len(lines) < 2:
            raise ValueError(f"incomplete cue: {block!r}")
        start, _, end = lines[1].partition(" --> ")
        cues.append(Cue(int(lines[0]), Timestamp.parse(start), Timestamp.parse(end),
                        "\n".join(lines[2:])))
    return cues


def render(cues: list[Cue]) -> str:
    blocks = [f"{i}\n{c.start} --> {c.end}\n{c.text}" for i, c in enumerate(cues, 1)]
    return "\n\n".join(blocks) + "\n"


def shift(cues: list[Cue], delta_ms: int) -> list[Cue]:
    moved = [Cue(c.index, c.start.shifted(delta_ms), c.end.shifted(delta_ms), c.text)
             for c in cues]
    return [c for c in moved if c.end.ms > 0]


def stretch(cues: list[Cue], factor: float) -> list[Cue]:
    """Scale every time by factor (e.g. 25/23.976 to convert frame rates)."""
    return [Cue(c.index, Timestamp(round(c.start.ms * factor)),
                Timestamp(round(c.end.ms * factor)), c.text) for c in cues]


def overlaps(cues: list[Cue]) -> list[tuple[int, int]]:
    """Index pairs of consecutive cues where the next starts before the previous ends."""
    ordered = sorted(cues, key=lambda c: c.start)
    return [(a.index, b.index) for a, b in zip(ordered, ordered[1:], strict=False)
            if b.start < a.end]

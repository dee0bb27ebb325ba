"""Notes as pitch classes with a preferred spelling."""

from __future__ import annotations

from dataclasses import dataclass

SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
# Keys whose scales are written with flats.
FLAT_KEYS = {"F", "Bb", "Eb", "Ab", "Db", "Gb"}


@dataclass(frozen=True)
class Note:
    pitch: int  # 0 = C ... 11 = B
    flat: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "pitch", self.pitch % 12)

    @classmethod
    def parse(cls, text: str) -> Note:
        name = text.strip().capitalize()
        if name in SHARPS:
            return cls(SHARPS.index(name), flat=False)
        if name in FLATS:
            return cls(FLATS.index(name), flat=True)
        raise ValueError(f"unknown note {text!r}")

    @property
    def name(self) -> str:
        return (FLATS if self.flat else SHARPS)[self.pitch]

    def transpose(self, semitones: int, flat: bool | None = None) -> Note:
        return Note(self.pitch + semitones, self.flat if flat is None else flat)

    def interval_to(self, other: Note) -> int:
        """Semitones up from self to other (0-11)."""
        return (other.pitch - self.pitch) % 12

    def frequency(self, octave: int = 4) -> float:
        """Equal temperament, A4 = 440 Hz."""
        semitones_from_a4 = self.pitch - 9 + 12 * (octave - 4)
        return round(440 * 2 ** (semitones_from_a4 / 12), 2)

    def __str__(self) -> str:
        return self.name

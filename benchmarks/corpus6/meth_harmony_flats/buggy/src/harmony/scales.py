"""Scales built from interval patterns."""

from __future__ import annotations

from .notes import FLAT_KEYS, Note

MAJOR = (2, 2, 1, 2, 2, 2, 1)
MODES = {
    "ionian": 0, "dorian": 1, "phrygian": 2, "lydian": 3,
    "mixolydian": 4, "aeolian": 5, "locrian": 6,
}
OTHER = {
    "major pentatonic": (2, 2, 3, 2, 3),
    "minor pentatonic": (3, 2, 2, 3, 2),
    "harmonic minor": (2, 1, 2, 2, 1, 3, 1),
    "blues": (3, 2, 1, 1, 3, 2),
}


def pattern(kind: str) -> tuple[int, ...]:
    kind = {"major": "ionian", "minor": "aeolian"}.get(kind, kind)
    if kind in MODES:
        shift = MODES[kind]
        return MAJOR[shift:] + MAJOR[:shift]
    if kind in OTHER:
        return OTHER[kind]
    raise ValueError(f"unknown scale {kind!r}")


def scale(root: str, kind: str = "major") -> list[str]:
    """Note names of the scale, spelled with flats for flat keys."""
    tonic = Note.parse(root)
    steps = pattern(kind)
    flat = tonic.flat or tonic.name in FLAT_KEYS or (kind in ("minor", "aeolian") and
                                                     tonic.name in ("D", "G", "C", "F"))
    notes, current = [], tonic.transpose(0, flat)
    for step in steps[:-1]:
        notes.append(current.name)
        current = current.transpose(step)
    notes.append(current.name)
    return notes


def relative_minor(root: str) -> str:
    return Note.parse(root).transpose(9).name


def degree(root: str, kind: str, n: int) -> str:
    """The n-th degree (1-based, wrapping) of a scale."""
    notes = scale(root, kind)
    return notes[(n - 1) % len(notes)]

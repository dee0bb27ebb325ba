"""Chords: building them from a root and naming a set of notes."""

from __future__ import annotations

from .notes import Note

QUALITIES = {
    "": (0, 4, 7),
    "m": (0, 3, 7),
    "dim": (0, 3, 6),
    "aug": (0, 4, 8),
    "7": (0, 4, 7, 10),
    "maj7": (0, 4, 7, 11),
    "m7": (0, 3, 7, 10),
    "sus2": (0, 2, 7),
    "sus4": (0, 5, 7),
}


def split_symbol(symbol: str) -> tuple[str, str]:
    """'F#m7' -> ('F#', 'm7')."""
    size = 2 if len(symbol) > 1 and symbol[1] in "#b" else 1
    return symbol[:size], symbol[size:]


def chord(symbol: str) -> list[str]:
    root_text, quality = split_symbol(symbol)
    if quality not in QUALITIES:
        raise ValueError(f"unknown chord quality {quality!r}")
    root = Note.parse(root_text)
    return [root.transpose(i).name for i in QUALITIES[quality]]


def identify(names: list[str]) -> list[str]:
    """Chord symbols matching the notes (any inversion), root position first."""
    notes = [Note.parse(n) for n in names]
    pitches = {n.pitch for n in notes}
    found = []
    for candidate in notes:
        intervals = tuple(sorted(candidate.interval_to(n) for n in notes))
        for quality, shape in QUALITIES.items():
            if tuple(sorted(set(intervals))) == shape and len(pitches) == len(shape):
                found.append(candidate.name + quality)
    return found


def transpose_progression(symbols: list[str], semitones: int) -> list[str]:
    out = []
    for symbol in symbols:
        root_text, quality = split_symbol(symbol)
        root = Note.parse(root_text)
        out.append(root.transpose(semitones).name + quality)
    return out

"""Behaviour probe: scales and chords over all roots, spelled both ways."""

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path.cwd() / "src"))

ROOTS = ["C", "c#", "Db", "d", "eb", "E", "F", "F#", "gb", "G", "Ab", "a", "bb", "B"]


def probe(import_module):
    mod = import_module("harmony")
    rng = random.Random(618)
    out = []
    for root in ROOTS:
        for kind in rng.sample(["major", "minor", "lydian", "blues", "harmonic minor"], 2):
            try:
                out.append(mod.scale(root, kind))
            except ValueError as exc:
                out.append(str(exc))
        try:
            out.append(mod.chord(root[0].upper() + root[1:] + rng.choice(["", "m7", "dim"])))
        except ValueError as exc:
            out.append(str(exc))
        try:
            out.append([mod.Note.parse(root).transpose(k).name for k in (1, 5, 7)])
        except ValueError as exc:
            out.append(str(exc))
    return out

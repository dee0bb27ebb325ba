"""Behaviour probe: random mixed ASCII / wide / accented strings truncated to random widths."""

import random

ALPHABET = "abcdef xyz日本語テキストéüñ"


def probe(import_module):
    mod = import_module("truncate")
    rng = random.Random(405)
    out = []
    for _ in range(60):
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, 14)))
        width = rng.randint(0, 12)
        try:
            out.append((mod.truncate(text, width), mod.truncate_middle(text, width + 2)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

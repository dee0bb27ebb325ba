"""Behaviour probe: random records with awkward strings written, read back and re-read."""

import random

PIECES = ["a", "b c", ",", '"', "x,y", " pad ", "1", "2.5", "yes", ""]


def probe(import_module):
    mod = import_module("records")
    lexer = import_module("lexer")
    rng = random.Random(418)
    out = []
    for _ in range(40):
        records = [{"k": rng.randint(0, 9), "v": "".join(rng.choice(PIECES) for _ in range(3))}
                   for _ in range(rng.randint(1, 3))]
        try:
            text = mod.write_records(records)
            out.append((text, mod.read_records(text, typed=False)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for _ in range(20):
        line = ",".join(rng.choice(['"q"', '"a,b"', "p", '""', '"x""y"', ""]) for _ in range(3))
        try:
            out.append(lexer.split_line(line))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

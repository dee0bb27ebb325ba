"""Behaviour probe: encode random byte strings, decode valid and damaged Base64 text."""

import base64
import random


def probe(import_module):
    mod = import_module("base64_codec")
    rng = random.Random(8106)
    out = []
    for _ in range(60):
        data = bytes(rng.randrange(256) for _ in range(rng.randint(0, 10)))
        text = base64.b64encode(data).decode("ascii")
        if text and rng.random() < 0.3:
            k = rng.randrange(len(text))
            text = text[:k] + rng.choice("A=!") + text[k + 1:]
        row = []
        for call in (lambda: mod.encode(data), lambda: mod.decode(text),
                     lambda: mod.encode_urlsafe(data)):
            try:
                row.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    return out

"""Behaviour probe: encryptions and decryptions with random mixed-case keys."""

import random
import string


def probe(import_module):
    mod = import_module("vigenere_cipher")
    rng = random.Random(8101)
    alphabet = string.ascii_letters + " ,.!-19"
    out = []
    for _ in range(60):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20)))
        key = "".join(rng.choice(string.ascii_letters + "-") for _ in range(rng.randint(0, 6)))
        row = []
        for fn in (mod.encrypt, mod.decrypt):
            try:
                row.append(fn(text, key))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                row.append(repr(type(exc).__name__))
        try:
            row.append(mod.inverse_key(key))
        except Exception as exc:  # noqa: BLE001
            row.append(repr(type(exc).__name__))
        out.append(tuple(row))
    return out

"""Behaviour probe: random nested layers merged; flattened results and lookups."""

import random


def probe(import_module):
    mod = import_module("layered")
    rng = random.Random(428)

    def layer(depth):
        out = {}
        for key in rng.sample("abc", rng.randint(0, 3)):
            roll = rng.random()
            if depth and roll < 0.4:
                out[key] = layer(depth - 1)
            elif roll < 0.5:
                out[key] = mod.DELETE
            else:
                out[key] = rng.choice([0, 1, "s", [1], None, False])
        return out

    out = []
    for _ in range(60):
        try:
            merged = mod.merge_all(layer(3), layer(3), layer(2))
            out.append((mod.flatten(merged), mod.get_path(merged, rng.choice(["a", "a.b", "b.c.a"]))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

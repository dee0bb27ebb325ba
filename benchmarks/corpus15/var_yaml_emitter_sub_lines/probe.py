import random

SCALARS = [None, True, False, 0, 7, -2.5, "", "text", "yes", "12", "a: b", "- x", "tab\there"]


def _value(rng, depth):
    roll = rng.random()
    if depth == 0 or roll < 0.35:
        return rng.choice(SCALARS)
    if roll < 0.65:
        return [_value(rng, depth - 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(["a", "b", "key", "on", 3]): _value(rng, depth - 1)
            for _ in range(rng.randint(0, 3))}


def probe(import_module):
    mod = import_module("yaml_emit")
    rng = random.Random(9090)
    out = []
    for _ in range(70):
        value = _value(rng, 3)
        try:
            out.append(mod.dump(value, sort_keys=rng.random() < 0.5))
        except Exception as e:
            out.append(type(e).__name__)
    return out

import random


def _value(rng, depth):
    kind = rng.randint(0, 6 if depth < 3 else 3)
    if kind == 0:
        return rng.randint(-50, 50)
    if kind == 1:
        return rng.choice([True, False, None, 1.5])
    if kind in (2, 3):
        return "".join(rng.choice('ab "\\\n') for _ in range(rng.randint(0, 4)))
    if kind == 4:
        return [_value(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice("kxyz") + str(i): _value(rng, depth + 1) for i in range(rng.randint(0, 3))}


def _spaced(text, rng):
    out = []
    for ch in text:
        out.append(ch)
        if ch in ",:[{" and rng.random() < 0.5:
            out.append(rng.choice([" ", "\n  ", "\t"]))
    return "".join(out)


def probe(import_module):
    mod = import_module("json_lite")
    rng = random.Random(1234)
    out = []
    for _ in range(50):
        value = _value(rng, 0)
        try:
            text = mod.dumps(value)
            out.append(text)
            out.append(mod.loads(_spaced(text, rng)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(15):
        text = "".join(rng.choice('{}[]:, "a1') for _ in range(rng.randint(1, 8)))
        try:
            out.append(mod.loads(text))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

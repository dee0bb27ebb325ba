import random


def probe(import_module):
    mod = import_module("bencode")
    rng = random.Random(20261128)
    out = []

    def gen(depth):
        kind = rng.choice("isld" if depth < 3 else "is")
        if kind == "i":
            return rng.randint(-50, 50)
        if kind == "s":
            return "".join(rng.choice("abe:0") for _ in range(rng.randint(0, 3)))
        if kind == "l":
            return [gen(depth + 1) for _ in range(rng.randint(0, 3))]
        return {rng.choice("abcd"): gen(depth + 1) for _ in range(rng.randint(0, 3))}

    def shuffled_dict(depth):
        # Hand-built dictionaries whose keys may be unsorted or repeated.
        pairs = []
        for _ in range(rng.randint(1, 4)):
            key = rng.choice("abc")
            value = mod.encode(gen(depth + 1))
            pairs.append(f"{len(key)}:{key}{value}")
        return "d" + "".join(pairs) + "e"

    for _ in range(25):
        obj = gen(0)
        for fn, arg in ((mod.encode, obj), (lambda o: mod.decode(mod.encode(o)), obj)):
            try:
                out.append(repr(fn(arg)))
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(40):
        text = shuffled_dict(0)
        if rng.random() < 0.4:
            text = "l" + text + mod.encode(gen(1)) + "e"
        for fn in (mod.decode, mod.is_valid, mod.canonical, mod.decode_prefix):
            try:
                out.append(repr(fn(text)))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

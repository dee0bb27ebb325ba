import random


def probe(import_module):
    mod = import_module("front_coding")
    rng = random.Random(3131)
    out = []
    for _ in range(60):
        words = ["".join(rng.choice("abc") for _ in range(rng.randint(0, 5)))
                 for _ in range(rng.randint(0, 8))]
        block = rng.choice([0, 1, 2, 3])
        try:
            entries = mod.encode(words, block_size=block)
            out.append(entries)
            out.append(mod.decode(entries))
            out.append(mod.deserialize(mod.serialize(entries)) == entries)
            out.append(mod.saved_characters(words))
            if block:
                out.append(mod.contains(entries, rng.choice(words + ["ab", "zz"]), block))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

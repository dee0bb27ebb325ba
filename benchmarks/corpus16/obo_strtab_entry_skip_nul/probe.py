import random


def probe(import_module):
    mod = import_module("strtab")
    rng = random.Random(3131)
    syllables = ["_", "init", "fini", "main", "start", "t", "x", "text", ".", "data"]
    out = []
    for case in range(60):
        words = ["".join(rng.choice(syllables) for _ in range(rng.randint(0, 3)))
                 for _ in range(rng.randint(0, 5))]
        try:
            blob, offsets = mod.build(words)
            out.append((blob, sorted(offsets.items())))
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        raw = bytes(rng.choice(b"ab\0") for _ in range(rng.randint(0, 8)))
        for table in (blob, raw):
            try:
                out.append((mod.entries(table), mod.stats(table)))
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(mod.merge(blob, mod.build(words[:2])[0]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

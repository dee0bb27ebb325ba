import random

RANGES = [(97, 122), (0xC0, 0x17F), (0x400, 0x44F), (0x3040, 0x30FF), (0x4E00, 0x9FFF)]


def probe(import_module):
    mod = import_module("punycode")
    rng = random.Random(3492)
    out = []
    for _ in range(60):
        picks = [rng.choice(RANGES) for _ in range(rng.randint(0, 9))]
        word = "".join(chr(rng.randint(lo, hi)) for lo, hi in picks)
        try:
            code = mod.encode(word)
            out.append(code)
            out.append(mod.decode(code) == word)
        except Exception as e:
            out.append(type(e).__name__)
        junk = "".join(rng.choice("abz09-") for _ in range(rng.randint(1, 8)))
        try:
            out.append(mod.decode(junk))
        except Exception as e:
            out.append(type(e).__name__)
    for delta in range(0, 60000, 1500):
        out.append(mod.adapt(delta, rng.randint(1, 9), rng.random() < 0.3))
    return out

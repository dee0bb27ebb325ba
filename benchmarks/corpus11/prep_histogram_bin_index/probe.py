import random


def probe(import_module):
    mod = import_module("histogram")
    rng = random.Random(4109)
    out = []
    for _ in range(40):
        lo = rng.choice([0, 0, rng.randint(-50, 50)])
        hi = lo + rng.randint(1, 40)
        bins = rng.randint(1, 8)
        x = round(rng.uniform(lo - 5, hi + 5), 2)
        try:
            out.append(mod.bin_index(x, lo, hi, bins))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(12):
        data = [round(rng.gauss(30, 10), 1) for _ in range(25)]
        bins = rng.randint(2, 7)
        try:
            out.append(mod.histogram(data, bins))
            out.append(mod.modal_bin(data, bins, 0, 60))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

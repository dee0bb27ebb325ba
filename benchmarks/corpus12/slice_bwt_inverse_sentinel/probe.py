import random


def probe(import_module):
    mod = import_module("bwt")
    rng = random.Random(1994)
    out = []

    def record(fn, *args):
        try:
            out.append(fn(*args))
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(25):
        text = "".join(rng.choice("abn s") for _ in range(rng.randint(0, 12)))
        record(mod.bwt, text, "$")
        record(lambda t: mod.inverse_bwt(mod.bwt(t, "$"), "$"), text)
        record(mod.compress, text)
        record(lambda t: mod.decompress(*mod.compress(t)), text)
        alphabet = "".join(sorted(set(text))) or "x"
        record(lambda t: mod.zero_runs(mod.mtf_encode(t, alphabet)), text)
    return out

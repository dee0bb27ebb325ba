import random


def probe(import_module):
    mod = import_module("rail_fence_cipher")
    rng = random.Random(4242)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("abcdefghij XYZ") for _ in range(rng.randint(0, 15)))
        rails = rng.randint(0, 6)
        for call in (lambda: mod.encrypt(text, rails),
                     lambda: mod.decrypt(text, rails),
                     lambda: mod.fence_diagram(text, rails)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

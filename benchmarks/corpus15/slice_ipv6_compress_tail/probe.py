import random


def probe(import_module):
    mod = import_module("ipv6_text")
    rng = random.Random(5952)
    out = []
    for _ in range(70):
        groups = [rng.choice([0, 0, 0, 1, 0xDB8, 0xFFFF, rng.randint(0, 65535)]) for _ in range(8)]
        text = ":".join(format(g, rng.choice(["x", "04x", "X"])) for g in groups)
        if rng.random() < 0.15:
            text = text.replace(":", "::", 1) if rng.random() < 0.5 else text[:-2]
        try:
            out.append(mod.normalize(text))
            out.append(mod.compress(groups))
            out.append(mod.longest_zero_run(groups))
        except Exception as e:
            out.append(type(e).__name__)
        out.append(mod.is_valid(text))
    return out

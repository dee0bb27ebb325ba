import random


def probe(import_module):
    mod = import_module("durations")
    rng = random.Random(4110)
    out = []
    units = "wdhms"
    for _ in range(40):
        k = rng.randint(1, 4)
        chosen = sorted(rng.sample(range(5), k))
        text = " ".join(f"{rng.randint(1, 59)}{units[i]}" for i in chosen)
        try:
            out.append(mod.parse_duration(text))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(15):
        s = rng.randint(0, 2_000_000)
        try:
            out.append(mod.format_duration(s))
            out.append(mod.format_clock(s))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(5):
        try:
            out.append(mod.pace(rng.randint(1, 42), f"{rng.randint(0, 4)}h {rng.randint(1, 59)}m"))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

import random


def probe(import_module):
    mod = import_module("posix_path")
    rng = random.Random(4242)
    segments = ["a", "b", "src", "..", ".", "", "x.py", ".git"]
    out = []
    for _ in range(40):
        parts = [rng.choice(segments) for _ in range(rng.randint(0, 6))]
        path = ("/" if rng.random() < 0.5 else "") + "/".join(parts)
        try:
            out.append(mod.normpath(path))
            out.append(mod.split(path))
            out.append(mod.splitext(path))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(25):
        a = "/" + "/".join(rng.choice(segments) for _ in range(rng.randint(0, 5)))
        b = "/" + "/".join(rng.choice(segments) for _ in range(rng.randint(0, 5)))
        try:
            out.append(mod.relpath(a, b))
            out.append(mod.join(a, rng.choice(segments), b[1:]))
            out.append(mod.basename(a) + "|" + mod.dirname(b))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

import random


def probe(import_module):
    mod = import_module("hexdump")
    rng = random.Random(1616)
    out = []
    for _ in range(60):
        size = rng.choice([0, 1, 5, 15, 16, 17, 33, 64, 90])
        data = bytes(rng.choice([0, 0, 65, 66, 255, rng.randrange(256)]) for _ in range(size))
        width = rng.choice([4, 8, 16])
        try:
            text = mod.dump(data, width=width, squeeze=rng.random() < 0.7)
            out.append(text)
            if width == 16:
                out.append(mod.parse_dump(text) == data)
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(mod.printable(data[:8]))
    return out

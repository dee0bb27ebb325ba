import random


def probe(import_module):
    mod = import_module("leb128")
    rng = random.Random(128)
    out = []
    for _ in range(60):
        value = rng.choice([rng.randint(0, 200), rng.randint(0, 2**20), rng.randint(0, 2**40)])
        for fn in (mod.encode_signed, mod.encode_unsigned):
            try:
                out.append(fn(value).hex())
            except Exception as e:
                out.append(type(e).__name__)
        data = bytes(rng.randint(0, 255) for _ in range(rng.randint(0, 4))) + bytes([rng.randint(0, 127)])
        for fn in (mod.decode_signed, mod.decode_unsigned):
            try:
                out.append(fn(data))
            except Exception as e:
                out.append(type(e).__name__)
        values = [rng.randint(-1000, 1000) for _ in range(3)]
        out.append(mod.decode_all(mod.encode_all(values)) == values)
    return out

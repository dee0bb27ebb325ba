import random


def probe(import_module):
    mod = import_module("quoted_printable")
    rng = random.Random(2045)
    alphabet = b"abcXYZ 019=\t\n\xe9\xff."
    out = []
    for _ in range(60):
        size = rng.choice([0, 3, 20, 70, 80, 160, 240])
        data = bytes(rng.choice(alphabet) for _ in range(size))
        try:
            encoded = mod.encode(data)
            out.append(encoded)
            out.append(mod.longest_line(encoded))
            out.append(mod.decode_bytes(encoded) == data)
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.decode_bytes("".join(rng.choice("ab=3D\nF") for _ in range(8))))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

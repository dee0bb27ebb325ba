import random


def probe(import_module):
    mod = import_module("morse_code")
    rng = random.Random(7070)
    chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,?  +"
    out = []
    for _ in range(60):
        text = "".join(rng.choice(chars) for _ in range(rng.randint(0, 12)))
        unit = rng.choice([1, 2, 3])
        try:
            signal = mod.encode(text)
            bits = "".join(b * unit for b in mod.to_timing(signal))
            out.append(signal)
            out.append(mod.from_timing(bits, unit))
            out.append(mod.decode_timing(bits, unit, strict=rng.random() < 0.5))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

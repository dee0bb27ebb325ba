import random


def probe(import_module):
    mod = import_module("utf8_codec")
    rng = random.Random(8086)
    ranges = [(0, 0x7F), (0x80, 0x7FF), (0x800, 0xFFFF), (0x10000, 0x10FFFF), (0xD800, 0xDFFF)]
    out = []

    def record(fn, *args):
        try:
            out.append(fn(*args))
        except Exception as e:
            out.append(repr(type(e).__name__))

    for _ in range(30):
        lo, hi = rng.choice(ranges)
        cp = rng.randint(lo, hi)
        record(mod.encode_codepoint, cp)
        record(mod.to_utf16_units, cp)
        data = bytes(rng.randint(0, 255) for _ in range(rng.randint(1, 4)))
        record(mod.decode, data)
        cps = [rng.randint(*rng.choice(ranges[:4])) for _ in range(rng.randint(0, 5))]
        cps = [c for c in cps if not 0xD800 <= c <= 0xDFFF]
        text = "".join(chr(c) for c in cps)
        record(lambda t: mod.decode(mod.encode(t)), text)
        record(mod.sequence_length, rng.randint(0, 255))
    return out

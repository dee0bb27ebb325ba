import random


def probe(import_module):
    mod = import_module("base58_codec")
    rng = random.Random(5858)
    out = []
    for _ in range(60):
        data = bytes(rng.choice([0, 0, 1, 7, 200, 255, rng.randrange(256)])
                     for _ in range(rng.randint(0, 10)))
        text = mod.b58encode_check(data, version=bytes([rng.randrange(3)]))
        if rng.random() < 0.5 and text:
            i = rng.randrange(len(text))
            text = text[:i] + rng.choice(mod.ALPHABET) + text[i + 1:]
        out.append(mod.b58encode(data))
        for call in (lambda: mod.b58decode_check(text, version_size=1),
                     lambda: mod.is_valid_check(text),
                     lambda: mod.b58decode(text)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

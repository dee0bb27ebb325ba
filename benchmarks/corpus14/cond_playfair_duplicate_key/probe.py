import random


def probe(import_module):
    mod = import_module("playfair")
    rng = random.Random(1414)
    words = ["attack", "dawn", "balloon", "jazz", "keyword", "cipher", "hello", "xx",
             "Meet", "me", "at", "noon", "quiz", "jump", "!", "42", "apple"]
    out = []
    for _ in range(60):
        key = " ".join(rng.choice(words) for _ in range(rng.randint(0, 3)))
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 5)))
        try:
            cipher = mod.PlayfairCipher(key, filler=rng.choice("XQZJ"))
            secret = cipher.encrypt(text)
            out.append((cipher.square, secret))
            out.append(mod.strip_padding(cipher.decrypt(secret), cipher.filler))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append(mod.split_digraphs(text))
    return out

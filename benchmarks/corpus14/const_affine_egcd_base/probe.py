import random


def probe(import_module):
    mod = import_module("affine_cipher")
    rng = random.Random(2626)
    words = ["attack", "at", "Dawn", "the", "QUICK", "fox", "42", "!", "zebra", "x"]
    out = []
    for _ in range(60):
        a, b = rng.randint(-30, 60), rng.randint(-30, 60)
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 5)))
        out.append(mod.egcd(rng.randint(0, 300), rng.randint(0, 300)))
        try:
            out.append(mod.mod_inverse(a))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            secret = mod.encrypt(text, a, b)
            out.append(secret)
            out.append(mod.decrypt(secret, a, b))
        except Exception as e:
            out.append(repr(type(e).__name__))
    out.append(mod.crack(mod.encrypt("we meet at the old mill at seven tonight", 9, 4)))
    return out

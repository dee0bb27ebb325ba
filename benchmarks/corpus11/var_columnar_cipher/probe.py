import random
import string


def probe(import_module):
    mod = import_module("columnar")
    rng = random.Random(97)
    out = []
    for _ in range(40):
        key = "".join(rng.choice("ABCDE") for _ in range(rng.randint(1, 6)))
        text = "".join(rng.choice(string.ascii_uppercase) for _ in range(rng.randint(0, 20)))
        try:
            secret = mod.encrypt(text, key)
            out.append(secret)
            out.append(mod.decrypt(secret, key))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.key_order(key))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(15):
        k1 = "".join(rng.choice("KEYZ") for _ in range(rng.randint(2, 4)))
        k2 = "".join(rng.choice("ABRA") for _ in range(rng.randint(2, 5)))
        text = "".join(rng.choice("abc de!") for _ in range(rng.randint(1, 15)))
        try:
            plain = mod.normalize(text)
            secret = mod.double_encrypt(plain, k1, k2)
            out.append(secret)
            out.append(mod.strip_padding(mod.double_decrypt(secret, k1, k2)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

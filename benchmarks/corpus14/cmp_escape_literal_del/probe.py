import random


def probe(import_module):
    mod = import_module("string_escape")
    rng = random.Random(777)
    chars = ["a", "Z", " ", "~", "\x7f", "\x7e", "\x1f", "\n", "\t", '"', "'", "\\", "\u00e9",
             "\u20ac", "\U0001f600", "\x00", "7"]
    out = []
    for _ in range(60):
        text = "".join(rng.choice(chars) for _ in range(rng.randint(0, 8)))
        q = rng.choice("\"'")
        try:
            lit = mod.quote(text, q)
            out.append(lit)
            out.append(mod.unquote(lit) == text)
            out.append(mod.find_literals("x = " + mod.quote(text) + ";"))
        except Exception as e:
            out.append(repr(type(e).__name__))
        body = "".join(rng.choice(["a", "\\n", "\\x7f", "\\17", "\\u00e9", "\\", "\\z"])
                       for _ in range(3))
        try:
            out.append(mod.unescape(body))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

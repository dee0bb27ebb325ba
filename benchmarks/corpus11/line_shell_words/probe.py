import random


def probe(import_module):
    mod = import_module("shell_words")
    rng = random.Random(4711)
    alphabet = "abcxyz019-_./ '\"$\\#"
    out = []
    for _ in range(30):
        word = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 8)))
        for fn in (mod.needs_quoting, mod.quote_word):
            try:
                out.append(fn(word))
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(25):
        words = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 6)))
                 for _ in range(rng.randint(1, 4))]
        try:
            line = mod.join_words(words)
            out.append(line)
            out.append(mod.split_words(line))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(15):
        line = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        try:
            out.append(mod.count_words(line))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

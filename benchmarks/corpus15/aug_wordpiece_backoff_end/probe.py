import random

WORDS = ["un", "aff", "able", "play", "ing", "ed", "run", "ning", "the", "x", "a", "b", "c"]


def probe(import_module):
    mod = import_module("wordpiece")
    vocab = mod.load_vocab(["[UNK]", "the", "un", "##aff", "##able", "play", "##ing", "##ed",
                            "run", "##ning", ",", "!", "a", "##b", "##c", "##a", "b"])
    rng = random.Random(31)
    out = []
    for _ in range(60):
        words = ["".join(rng.choice(WORDS) for _ in range(rng.randint(1, 3)))
                 for _ in range(rng.randint(1, 3))]
        text = rng.choice([" ", ", ", "! "]).join(words)
        try:
            out.append(mod.tokenize(text, vocab))
            out.append(mod.decode(mod.encode(text, vocab), vocab))
        except Exception as e:
            out.append(type(e).__name__)
    return out

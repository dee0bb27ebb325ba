import random


def probe(import_module):
    mod = import_module("distinct_subsequences")
    rng = random.Random(8080)
    out = []
    for _ in range(60):
        text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 9)))
        pattern = "".join(rng.choice("abc") for _ in range(rng.randint(0, 3)))
        try:
            out.append(mod.count_table(text, pattern))
            out.append(mod.count_memo(text, pattern))
            out.append(mod.is_subsequence(pattern, text))
            found = mod.embeddings(text, pattern, limit=rng.choice([None, 1, 3]))
            out.append(found)
            first = mod.first_embedding(text, pattern)
            out.append(first)
            if first is not None:
                out.append(mod.highlight(text, first))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

import random


def probe(import_module):
    mod = import_module("bktree")
    rng = random.Random(2024)
    out = []
    for _ in range(25):
        words = ["".join(rng.choice("abcd") for _ in range(rng.randint(1, 6)))
                 for _ in range(rng.randint(0, 40))]
        tree = mod.BKTree(words)
        out.append(len(tree))
        for _ in range(3):
            query = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 6)))
            try:
                out.append(tree.search(query, rng.randint(-1, 3)))
            except Exception as e:
                out.append(repr(type(e).__name__))
            try:
                out.append((tree.closest(query), tree.suggest(query, limit=rng.randint(1, 4))))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

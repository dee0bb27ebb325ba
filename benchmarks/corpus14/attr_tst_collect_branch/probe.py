import random


def probe(import_module):
    mod = import_module("ternary_search_tree")
    rng = random.Random(8080)
    out = []
    t = mod.TernarySearchTree()
    for step in range(80):
        word = "".join(rng.choice("abcd") for _ in range(rng.randint(1, 4)))
        op = rng.random()
        try:
            if op < 0.5:
                t.put(word, step)
                out.append(len(t))
            elif op < 0.6:
                out.append(t.delete(word))
            elif op < 0.75:
                out.append(t.items_with_prefix(word[:rng.randint(0, 2)]))
            elif op < 0.85:
                out.append(t.longest_prefix_of(word + "abcd"))
            else:
                out.append((t.get(word), t.keys()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

import random


def probe(import_module):
    mod = import_module("outline")
    rng = random.Random(808)
    out = []
    for _ in range(60):
        level, lines = 0, []
        for k in range(rng.randint(0, 7)):
            level = max(0, min(level + rng.choice([-2, -1, 0, 0, 1]), 3))
            lines.append("  " * level + rng.choice(["- ", "* ", ""]) + "t%d" % k)
        text = "\n".join(lines)
        try:
            out.append(mod.numbered(mod.parse(text)))
        except Exception as e:
            out.append(type(e).__name__)
        try:
            out.append(mod.table_of_contents(text))
        except Exception as e:
            out.append(type(e).__name__)
        out.append(mod.count(mod.parse(text)))
    return out

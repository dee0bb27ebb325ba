import random


def probe(import_module):
    mod = import_module("brace_expand")
    rng = random.Random(555)
    atoms = ["a", "b", "x", "-", ".", "{a,b}", "{1..3}", "{p,q,r}", "{x}", "{c..a}", "{,z}"]
    out = []
    for _ in range(50):
        pattern = "".join(rng.choice(atoms) for _ in range(rng.randint(0, 4)))
        if rng.random() < 0.3:
            pattern = "{" + pattern + "," + rng.choice(atoms) + "}" + rng.choice(atoms)
        try:
            out.append(mod.expand(pattern))
            out.append(mod.count_expansions(pattern))
            out.append(mod.has_braces(pattern))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(10):
        patterns = [rng.choice(atoms) + rng.choice(atoms) for _ in range(3)]
        try:
            out.append(mod.expand_all(patterns))
            out.append(mod.find_group(patterns[0]))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

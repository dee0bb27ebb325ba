import random


def probe(import_module):
    mod = import_module("boolexpr")
    rng = random.Random(9021)
    names = ["a", "b", "c", "flag", "true", "false"]

    def gen(depth):
        if depth == 0 or rng.random() < 0.3:
            return rng.choice(names)
        choice = rng.randint(0, 4)
        if choice == 0:
            return "!" + rng.choice(["", " "]) + gen(depth - 1)
        if choice == 1:
            return "(" + gen(depth - 1) + ")"
        op = rng.choice(["&", "|", "^"])
        space = rng.choice(["", " ", "  "])
        return gen(depth - 1) + space + op + space + gen(depth - 1)

    out = []
    for _ in range(60):
        text = gen(rng.randint(1, 4))
        if rng.random() < 0.1:
            text += rng.choice(["&", ")", " #"])
        env = {n: rng.random() < 0.5 for n in ("a", "b", "c", "flag")}
        try:
            tree = mod.parse(text)
            out.append((tree, mod.evaluate(tree, env), mod.variables(tree)))
            out.append(mod.truth_table(text)[-1])
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.tokenize(text))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

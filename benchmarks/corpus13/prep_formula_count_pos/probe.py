import random


def probe(import_module):
    mod = import_module("chem_formula")
    rng = random.Random(6022)
    atoms = ["H", "C", "N", "O", "Na", "Cl", "Fe", "S", "Ca"]

    def formula(depth):
        parts = []
        for _ in range(rng.randint(1, 3)):
            if depth < 2 and rng.random() < 0.25:
                parts.append("(" + formula(depth + 1) + ")")
            else:
                parts.append(rng.choice(atoms))
            if rng.random() < 0.5:
                parts.append(str(rng.randint(1, 12)))
        return "".join(parts)

    out = []
    for _ in range(60):
        text = formula(0)
        if rng.random() < 0.1:
            text += rng.choice(["(", ")", "x", "]"])
        for call in (lambda: mod.parse_formula(text), lambda: mod.hill_notation(text),
                     lambda: mod.molar_mass(text)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

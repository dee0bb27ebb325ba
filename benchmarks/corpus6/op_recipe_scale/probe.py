"""Behaviour probe: recipes scaled to random servings, printed in friendly units."""

import random


def probe(import_module):
    mod = import_module("recipe")
    rng = random.Random(627)
    out = []
    for _ in range(50):
        recipe = mod.Recipe("r", rng.randint(1, 6))
        for name in ("a", "b"):
            recipe.add(name, rng.randint(1, 12), rng.choice(["tsp", "tbsp", "cup", "g", ""]))
        out.append(recipe.scaled(rng.randint(1, 12)).lines())
    return out

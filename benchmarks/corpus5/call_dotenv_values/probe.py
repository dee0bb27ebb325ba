"""Behaviour probe: parse random .env snippets."""

import random

VALUES = ["plain", "two words", "v # note", "v#x", '"q ${A}"', "'lit $A'", "${A:-d}", "$B", "x  \t# c", "", '"open']


def probe(import_module):
    ef = import_module("envfile")
    rng = random.Random(12)
    out = []
    for _ in range(70):
        lines = [f"{rng.choice(['', 'export '])}K{i}={rng.choice(VALUES)}" for i in range(rng.randrange(1, 5))]
        try:
            out.append(sorted(ef.dotenv_values("\n".join(lines) + "\n", environ={"A": "a", "B": "b"}).items()))
        except ef.EnvSyntaxError as exc:
            out.append(str(exc))
    return out

import random


def probe(import_module):
    mod = import_module("occurrences")
    rng = random.Random(9001)
    out = []
    for _ in range(40):
        text = "".join(rng.choice("abAB \n") for _ in range(rng.randint(0, 20)))
        sub = "".join(rng.choice("abA") for _ in range(rng.randint(0, 2)))
        calls = [
            lambda: mod.find_all(text, sub, overlapping=rng.random() < 0.5,
                                 ignore_case=rng.random() < 0.5),
            lambda: mod.count(text, sub),
            lambda: mod.nth_index(text, sub, rng.randint(0, 3)),
            lambda: mod.replace_nth(text, sub, "#", rng.randint(0, 2)),
            lambda: mod.highlight(text, sub),
            lambda: mod.locate_all(text, sub),
            lambda: mod.line_col(text, rng.randint(0, len(text) + 1)),
        ]
        for call in calls:
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

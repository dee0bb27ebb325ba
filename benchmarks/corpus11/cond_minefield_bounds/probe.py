import random


def probe(import_module):
    mod = import_module("minefield")
    rng = random.Random(6061)
    out = []
    for _ in range(12):
        h, w = rng.randint(1, 6), rng.randint(1, 6)
        layout = ["".join("*" if rng.random() < 0.2 else "." for _ in range(w)) for _ in range(h)]
        try:
            field = mod.Minefield(layout)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        r, c = rng.randrange(h), rng.randrange(w)
        for call in (
            field.mine_count,
            lambda: sorted(field.neighbours(r, c)),
            lambda: field.count_at(r, c),
            field.hints,
            lambda: field.reveal(r, c),
            field.is_cleared,
        ):
            try:
                res = call()
                out.append(sorted(res) if isinstance(res, set) else res)
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

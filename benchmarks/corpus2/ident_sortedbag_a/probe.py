"""Behaviour probe: random operations on a bag, and raw bound queries."""

import random


def probe(mod_loader):
    search, bag_mod = mod_loader("search"), mod_loader("sortedbag")
    rng = random.Random(47)
    out = []
    for _ in range(60):
        values = [rng.randint(0, 9) for _ in range(rng.randint(0, 8))]
        bag = bag_mod.SortedBag(values)
        row = []
        for _ in range(5):
            v = rng.randint(-1, 10)
            op = rng.choice(["add", "remove", "rank", "between", "count"])
            try:
                if op == "add":
                    bag.add(v)
                    row.append(list(bag))
                elif op == "remove":
                    bag.remove(v)
                    row.append(list(bag))
                elif op == "rank":
                    row.append(bag.rank(v))
                elif op == "between":
                    row.append(bag.count_between(v, rng.randint(-1, 10)))
                else:
                    row.append(bag.count(v))
            except KeyError:
                row.append("KeyError")
        ordered = sorted(values)
        t = rng.randint(-1, 10)
        out.append((row, search.lower_bound(ordered, t), search.upper_bound(ordered, t),
                    bag.top(3), bag.median() if len(bag) else None))
    return out

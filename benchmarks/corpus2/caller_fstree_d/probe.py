"""Behaviour probe: random trees, lookups, searches and renderings."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def _build(nodes, rng, depth):
    d = nodes.Directory(f"d{depth}{rng.randint(0, 99)}")
    for i in range(rng.randint(0, 3)):
        if depth < 3 and rng.random() < 0.4:
            sub = _build(nodes, rng, depth + 1)
            if sub.name not in d.children:
                d.add(sub)
        else:
            d.add(nodes.File(f"f{i}.{rng.choice(['py', 'md'])}", rng.randint(0, 50)))
    return d


def probe(mod_loader):
    nodes, walk = mod_loader("nodes"), mod_loader("walk")
    rng = random.Random(67)
    out = []
    for _ in range(60):
        root = _build(nodes, rng, 0)
        files = walk.find(root, lambda f: True)
        path = rng.choice(files + ["nope", ""]) if files else "nope"
        got = _call(walk.lookup, root, path)
        out.append((_call(root.total_size), files, repr(got), _call(walk.largest, root, 2),
                    walk.render(root), walk.find(root, lambda f: f.name.endswith(".py"))))
    return out

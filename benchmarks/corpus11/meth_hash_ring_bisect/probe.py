import random


def probe(import_module):
    mod = import_module("hash_ring")
    rng = random.Random(1110)
    out = []
    for _ in range(8):
        try:
            ring = mod.HashRing(replicas=rng.randint(1, 4))
            points = rng.sample(range(0, 1000, 10), rng.randint(1, 6))
            for i, pos in enumerate(points):
                ring.add_node(f"n{i}", position=pos)
            ring.add_node("h", position=None)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for _ in range(4):
            # half of the queries hit a node point exactly
            pos = rng.choice(points) if rng.random() < 0.5 else rng.randint(0, 1000)
            for call in (
                lambda: ring.node_at(pos),
                lambda: ring.nodes_from(pos, rng.randint(1, 3)),
            ):
                try:
                    out.append(call())
                except Exception as e:
                    out.append(repr(type(e).__name__))
        try:
            out.append(ring.node_for(f"key{rng.randint(0, 99)}"))
            out.append(sorted(ring.distribution(f"k{i}" for i in range(20)).items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

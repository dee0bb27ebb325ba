import random


def probe(import_module):
    mod = import_module("merkle")
    rng = random.Random(8888)
    out = []
    for _ in range(30):
        size = rng.randint(0, 10)
        leaves = [bytes(rng.randrange(256) for _ in range(rng.randint(0, 4))) for _ in range(size)]
        try:
            tree = mod.MerkleTree(leaves)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        other = mod.MerkleTree(leaves)
        for _ in range(2):
            i = rng.randrange(size + 1)
            data = bytes([rng.randrange(256)])
            try:
                tree.update(i, data)
                out.append(tree.root.hex())
                out.append(mod.verify(data, tree.proof(i), tree.root))
                out.append(tree.changed_leaves(other))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

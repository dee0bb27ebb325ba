"""Behaviour probe: Bloom filter unions and membership, ring placement."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    br = import_module("bloomring")
    rng = random.Random(1618)
    out = []
    for _ in range(25):
        capacity = rng.randrange(20, 200)
        a = [f"k{rng.randrange(10000)}" for _ in range(rng.randrange(1, capacity))]
        b = [f"k{rng.randrange(10000)}" for _ in range(rng.randrange(1, capacity))]
        fa = br.BloomFilter.from_items(a, capacity)
        fb = br.BloomFilter.from_items(b, capacity)
        merged = fa | fb
        out.append((fa.size, fa.hash_count, fa.bits_set, merged.bits_set, len(merged)))
        out.append(sum(k in merged for k in a + b))
        out.append(round(fa.estimated_count(), 3))
    ring = br.HashRing([f"n{i}" for i in range(5)], replicas=16)
    for _ in range(40):
        key = rng.randrange(100000)
        out.append((ring.node_for(key), ring.nodes_for(key, 3)))
    return out

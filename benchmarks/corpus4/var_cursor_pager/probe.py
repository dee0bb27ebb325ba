"""Behaviour probe: collections of random size walked with random page sizes."""

import random


def probe(import_module):
    transport = import_module("transport")
    mod = import_module("client")
    rng = random.Random(408)
    out = []
    for _ in range(60):
        size = rng.randint(0, 40)
        api = transport.InMemoryApi({"/x": [{"id": i, "k": i % 3} for i in range(size)]})
        client = mod.Client(api, page_size=rng.randint(1, 12))
        try:
            found = client.find("/x", k=2)
            out.append((client.count("/x"), found and found["id"], api.requests))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

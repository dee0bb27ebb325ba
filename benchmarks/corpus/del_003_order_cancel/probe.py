"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    stockroom, orders = mod_loader("stockroom"), mod_loader("orders")
    rng = random.Random(123)
    out = []
    for _ in range(60):
        room = stockroom.Stockroom({"a": 5, "b": 5})
        order = orders.Order(room, {"a": rng.randint(0, 5), "b": rng.randint(0, 5)})
        _call(order.cancel)
        out.append((room.free["a"], room.free["b"], _call(orders.Order, room, {"a": rng.randint(0, 5)}) is None))
    return out

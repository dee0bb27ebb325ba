"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    from datetime import datetime

    models, rooms = mod_loader("models"), mod_loader("rooms")
    rng = random.Random(44)
    out = []
    for _ in range(60):
        bookings = []
        for _ in range(rng.randint(0, 3)):
            s = rng.randint(8, 16)
            bookings.append(models.Booking(rng.choice("ab"), datetime(2024, 1, 1, s), datetime(2024, 1, 1, s + rng.randint(1, 3))))
        out.append(_call(rooms.hours_booked, bookings, "a"))
    return out

"""Behaviour probe: random stays of random vehicles, with the fee charged on leaving."""

import random
from datetime import datetime, timedelta


def probe(import_module):
    mod = import_module("lot")
    rng = random.Random(420)
    out = []
    t0 = datetime(2024, 1, 1)
    for _ in range(60):
        lot = mod.ParkingLot([{"motorcycle": 1, "car": 1, "van": 1}])
        kind = rng.choice(["motorcycle", "car", "van"])
        try:
            ticket = lot.enter("P", kind, t0)
            stay = timedelta(minutes=rng.choice([5, 15, 16, 59, 61, 300, 1439, 1441, 3000]))
            out.append((kind, ticket.spot, str(lot.leave(ticket.number, t0 + stay))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    ini = mod_loader("ini")
    rng = random.Random(43)
    out = []
    for _ in range(60):
        data = {f"s{i}": {f"k{j}": str(rng.randint(0, 9)) for j in range(rng.randint(0, 2))}
                for i in range(rng.randint(0, 3))}
        out.append(_call(ini.dump_ini, data))
    return out

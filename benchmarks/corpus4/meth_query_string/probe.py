"""Behaviour probe: random query strings with repeats, blanks and equals signs."""

import random

PIECES = ["a=1", "a=2", "b=x=y", "c=", "d", "e=%3D%3D", "f=p+q", "g=1==", "h=%26"]


def probe(import_module):
    mod = import_module("querystring")
    rng = random.Random(423)
    out = []
    for _ in range(60):
        query = "&".join(rng.choice(PIECES) for _ in range(rng.randint(0, 5)))
        try:
            q = mod.QueryDict.parse(query, keep_blank=rng.random() < 0.5)
            out.append((q.to_dict(), q.encode(),
                        mod.with_query("http://h/p?" + query, a=rng.choice([None, 5]))))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

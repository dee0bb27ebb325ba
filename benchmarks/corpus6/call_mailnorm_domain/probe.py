"""Behaviour probe: normalization of addresses with random case, dots and tags."""

import random


def probe(import_module):
    mod = import_module("mailnorm")
    rng = random.Random(634)
    out = []
    for _ in range(60):
        local = "".join(rng.choice("abAB.+x") for _ in range(rng.randint(1, 6)))
        domain = rng.choice(["gmail.com", "Outlook.com", "example.ORG", "x.io", "GoogleMail.com"])
        try:
            out.append(mod.normalize(f"{local}@{domain}"))
        except mod.InvalidAddress as exc:
            out.append(str(exc))
    return out

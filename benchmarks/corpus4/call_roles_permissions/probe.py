"""Behaviour probe: random role hierarchies (some with cycles) and permission checks."""

import random

PERMS = ["a:read", "a:write", "a:*", "b:read", "*", "c:x"]


def probe(import_module):
    mod = import_module("rbac")
    rng = random.Random(435)
    out = []
    for _ in range(60):
        lines = []
        for i in range(4):
            parents = [f"r{j}" for j in range(4) if j != i and rng.random() < 0.25]
            head = f"role r{i}" + (" < " + ", ".join(parents) if parents else "")
            lines.append(head + ": " + ",  ".join(rng.sample(PERMS, rng.randint(0, 2))))
        lines.append("user u: " + ", ".join(f"r{j}" for j in rng.sample(range(4), 2)))
        try:
            policy = mod.Policy.parse("\n".join(lines))
            checks = ["a:read", "a:write", "b:read", "b:write", "c:x"]
            out.append(([policy.allowed("u", c) for c in checks], policy.explain("u", "a:read")))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

"""Behaviour probe: random edit sessions with undo, redo and replace."""

import random


def probe(import_module):
    mod = import_module("editor")
    rng = random.Random(424)
    out = []
    for _ in range(60):
        ed = mod.Editor("ab ab", history=rng.randint(2, 6))
        log = []
        try:
            for _ in range(8):
                op = rng.choice(["type", "insert", "delete", "undo", "redo", "replace"])
                n = len(ed.text)
                if op == "type":
                    ed.type(n, rng.choice("ab "))
                elif op == "insert":
                    ed.insert(rng.randint(0, n), rng.choice(["x", "ab"]))
                elif op == "delete":
                    start = rng.randint(0, n)
                    ed.delete(start, min(n, start + 2))
                elif op == "replace":
                    log.append(ed.replace_all(rng.choice(["ab", "zz"]), "Q"))
                else:
                    log.append(getattr(ed, op)())
            out.append((ed.text, log))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((type(exc).__name__, log))
    return out

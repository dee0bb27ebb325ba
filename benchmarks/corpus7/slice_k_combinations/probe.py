"""Behaviour probe: combinations of generated item lists for every k."""


def probe(import_module):
    mod = import_module("combinations")
    out = []
    for n in range(7):
        items = [chr(97 + i) for i in range(n)]
        for k in range(-1, n + 2):
            try:
                out.append(mod.combinations(items, k))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    out.append(mod.combinations_with_sum(list(range(1, 9)), 3, 12))
    out.append(mod.team_pairings(["p", "q", "r", "s"]))
    for index in range(10):
        out.append(mod.combination_at("abcde", 3, index))
    return out

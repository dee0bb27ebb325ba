"""Behaviour probe: random mini-leagues with frequent ties."""

import random


def probe(import_module):
    mod = import_module("leaderboard")
    results = import_module("results")
    rng = random.Random(437)
    out = []
    for _ in range(60):
        teams = rng.sample(["A", "B", "C", "D", "E"], rng.randint(2, 5))
        lines = []
        for _ in range(rng.randint(1, 5)):
            home, away = rng.sample(teams, 2)
            lines.append(f"{home} {rng.randint(0, 2)}-{rng.randint(0, 2)} {away}")
        try:
            matches = results.parse_results("\n".join(lines))
            out.append(([(rank, r.team) for rank, r in mod.standings(matches)],
                        mod.leaders(matches)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out

"""Behaviour probe: jump counts and routes on random step arrays, reachable or not."""

import random


def probe(import_module):
    mod = import_module("jump_game_steps")
    rng = random.Random(9808)
    out = []
    for _ in range(60):
        steps = [rng.randint(1, 4) for _ in range(rng.randint(1, 10))]
        out.append((mod.min_jumps(steps), mod.jump_plan(steps), mod.can_reach_end(steps)))
    for _ in range(15):
        steps = [rng.randint(0, 2) for _ in range(rng.randint(1, 8))]
        out.append((mod.can_reach_end(steps), mod.jump_plan(steps), mod.min_jumps(steps)))
    return out

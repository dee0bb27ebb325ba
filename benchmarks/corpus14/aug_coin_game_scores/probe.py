import random


def probe(import_module):
    mod = import_module("coin_game")
    rng = random.Random(4242)
    out = []
    for _ in range(20):
        coins = [rng.randint(1, 20) for _ in range(rng.randint(0, 9))]
        for call in (
            lambda: mod.best_score(coins),
            lambda: mod.optimal_play(coins),
            lambda: mod.greedy_play(coins),
            lambda: mod.even_count_strategy(coins),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

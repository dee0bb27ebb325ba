"""Behaviour probe: fewest-coin counts and changes for generated coin systems."""


def probe(import_module):
    mod = import_module("min_coins")
    systems = [[1, 2, 5], [3, 7], [1, 3, 4], [4, 6, 9], [2]]
    out = []
    for coins in systems:
        for amount in (0, 1, 6, 11, 17, 23):
            out.append(mod.min_coins(coins, amount))
            out.append(mod.change(coins, amount))
        out.append(mod.greedy_is_optimal(coins, 30))
    return out

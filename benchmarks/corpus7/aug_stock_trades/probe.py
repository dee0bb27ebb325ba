"""Behaviour probe: profits of generated price series under every rule."""


def probe(import_module):
    mod = import_module("stock_trades")
    out = []
    for seed in range(12):
        prices = [(seed * 13 + i * 7) % 11 + (i % 3) for i in range(3 + seed)]
        out.append(mod.best_single_trade(prices))
        out.append(mod.max_profit_unlimited(prices))
        out.append([mod.max_profit_k(prices, k) for k in range(4)])
        out.append(mod.max_profit_with_fee(prices, 1))
        out.append(mod.max_profit_with_cooldown(prices))
    return out

import random


def probe(import_module):
    mod = import_module("sum_windows")
    rng = random.Random(2024)
    out = []
    for _ in range(12):
        xs = [rng.randint(1, 6) for _ in range(rng.randint(0, 14))]
        target = rng.randint(0, 12)
        for call in (
            lambda: mod.prefix_sums(xs),
            lambda: mod.window_with_sum(xs, target, rng.randint(0, 3)),
            lambda: mod.all_windows_with_sum(xs, target),
            lambda: mod.count_windows_at_most(xs, target),
            lambda: mod.longest_window_at_most(xs, target),
            lambda: mod.max_window_sum(xs, rng.randint(0, 5)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(20):
        xs = [rng.randint(1, 4) for _ in range(rng.randint(4, 16))]
        try:
            out.append(mod.all_windows_with_sum(xs, rng.randint(1, 6)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

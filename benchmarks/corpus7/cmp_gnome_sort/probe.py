"""Behaviour probe: sorts, swap counts and medians of generated lists."""


def probe(import_module):
    mod = import_module("gnome_sort")
    out = []
    for seed in range(30):
        items = [(seed * 37 + i * 11) % 13 - 4 for i in range(seed % 9)]
        for fn in (mod.gnome_sort, mod.count_swaps, mod.median):
            try:
                out.append(fn(items))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    words = ["kiwi", "fig", "banana", "apple", "plum", "date", "cherry"]
    out.append(mod.gnome_sort(words, key=len))
    out.append(mod.gnome_sort(words))
    return out

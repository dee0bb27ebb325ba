"""Behaviour probe: distances, scripts and their results for generated string pairs."""


def probe(import_module):
    mod = import_module("edit_script")
    words = ["", "a", "ab", "abc", "kitten", "sitting", "flaw", "lawn", "banana", "bandana",
             "distance", "instance"]
    out = []
    for k, source in enumerate(words):
        target = words[(k * 5 + 3) % len(words)]
        out.append(mod.edit_distance(source, target))
        ops = mod.edit_script(source, target)
        out.append(ops)
        try:
            out.append(mod.apply_script(source, ops))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
        out.append(round(mod.similarity(source, target), 6))
        out.append(mod.edit_script(target, source))
    return out

"""Behaviour probe: tables, searches and replacements over generated texts and patterns."""


def probe(import_module):
    mod = import_module("horspool")
    out = []
    alphabet = "abcab"
    for seed in range(24):
        text = "".join(alphabet[(seed * 7 + i * i) % 5] for i in range(10 + seed % 7))
        pattern = text[seed % 5:seed % 5 + 1 + seed % 3] if seed % 4 else "cba"
        out.append(sorted(mod.shift_table(pattern).items()))
        for call in (
            lambda: mod.find_first(text, pattern),
            lambda: mod.find_all(text, pattern),
            lambda: mod.replace_all(text, pattern, "#"),
        ):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out

"""Behaviour probe: wrapping, justification and help layout of generated text."""

import random

WORDS = ["a", "to", "the", "file", "output", "report", "directory", "configuration", "x"]


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    wrapping, helpformat = mod_loader("wrapping"), mod_loader("helpformat")
    rng = random.Random(23)
    out = []
    for _ in range(60):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(0, 14)))
        width = rng.randint(3, 30)
        line = " ".join(rng.choice(WORDS[:6]) for _ in range(rng.randint(1, 4)))
        option = helpformat.Option(["-" + rng.choice("abc"), "--" + rng.choice(WORDS)], text,
                                   rng.choice([None, "N", "PATH"]))
        fmt = _call(helpformat.HelpFormatter, width=rng.randint(40, 70), column=rng.randint(10, 26),
                    justified=rng.random() < 0.5)
        out.append((_call(wrapping.wrap, text, width), _call(wrapping.justify, line, 26),
                    fmt if isinstance(fmt, str) else _call(fmt.format_option, option)))
    return out

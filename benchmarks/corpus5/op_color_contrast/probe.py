"""Behaviour probe: luminance, contrast and conversions of random colors."""

import random


def _safe(call):
    try:
        value = call()
    except Exception as exc:  # noqa: BLE001
        return type(exc).__name__
    return round(value, 6) if isinstance(value, float) else repr(value)


def probe(import_module):
    ch = import_module("chroma")
    rng = random.Random(255)
    out = []
    for _ in range(60):
        a = tuple(rng.randrange(256) for _ in range(3))
        b = tuple(rng.randrange(256) for _ in range(3))
        out.append(_safe(lambda: ch.relative_luminance(a)))
        out.append(_safe(lambda: ch.contrast_ratio(a, b)))
        out.append(_safe(lambda: ch.wcag_level(a, b, large_text=rng.random() < 0.5)))
        out.append(ch.hsl_to_rgb(ch.rgb_to_hsl(a)) == a)
        out.append(ch.rgb_to_hex(ch.mix(a, b, rng.random())))
    return out

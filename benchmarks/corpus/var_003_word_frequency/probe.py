"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    wf = mod_loader("wordfreq")
    rng = random.Random(33)
    words = ["cat", "Cat.", "dog,", "the", "DOG", "!", "bird"]
    out = []
    for _ in range(60):
        text = " ".join(rng.choice(words) for _ in range(rng.randint(0, 8)))
        out.append(_call(wf.top_words, text, 2))
    return out

"""Behaviour probe: calls the public API on deterministic generated inputs."""

import random


def _call(fn, *args, **kwargs):
    try:
        return fn(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    tags = mod_loader("tags")
    rng = random.Random(303)
    words = ["Python", "python ", "#rust", "Go", "web_dev", "web dev", "", "DATA", "data", "ml"]
    out = []
    for _ in range(60):
        posts = [rng.sample(words, rng.randint(0, 4)) for _ in range(rng.randint(0, 6))]
        limit = rng.randint(1, 6)
        out.append(_call(tags.top_tags, posts, limit))
        out.append(_call(tags.cloud_sizes, posts, limit))
    return out

"""Behaviour probe: random paths and methods resolved against a fixed route table."""

import random


def probe(import_module):
    mod = import_module("router")
    router = mod.Router()
    router.add("/items/<int:id>", lambda id: ("item", id), name="item")
    router.add("/items/<int:id>", lambda id: ("edit", id), methods=["POST"], name="edit")
    router.add("/u/<name>/posts/<int:n>", lambda name, n: (name, n), name="posts")
    router.add("/s/<slug:s>", lambda s: s, name="slug")
    router.add("/raw/<path:p>", lambda p: p, name="raw")
    rng = random.Random(415)
    out = []
    for _ in range(60):
        path = rng.choice(["/items/", "/u/bob/posts/", "/s/", "/raw/a/", "/x/"])
        path += rng.choice(["12", "ab", "a-b", "7/8", "", "0"])
        try:
            handler, params = router.resolve(rng.choice(["GET", "POST", "PUT"]), path)
            out.append((path, handler(**params)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((path, type(exc).__name__, sorted(getattr(exc, "allowed", []))))
    out.append(router.url_for("posts", name="a b", n=3))
    return out

"""Behaviour probe: validate random records against a small schema."""

import os
import random
import sys

VALUES = [None, True, False, 0, 1, -3, 2.5, "", "x", "12345", [], ["a"], ["a", "a"], {}, {"street": "s"}]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    sl = import_module("schemalite")

    class Point(sl.Schema):
        x = sl.Integer(minimum=-5)
        y = sl.Number(default=0)
        flag = sl.Boolean(required=False)
        label = sl.String(max_length=3, required=False, nullable=True)
        items = sl.ListOf(sl.Integer(), required=False)

    rng = random.Random(2024)
    out = []
    for _ in range(80):
        record = {k: rng.choice(VALUES) for k in rng.sample(["x", "y", "flag", "label", "items", "z"], rng.randrange(0, 5))}
        if rng.random() < 0.3:
            record["items"] = [rng.choice([1, True, "a", 2.0]) for _ in range(3)]
        try:
            out.append(Point.validate(record))
        except sl.ValidationError as exc:
            out.append(exc.messages)
    return out

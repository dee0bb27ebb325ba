"""Behaviour probe: plurals, singulars and casing of generated words."""

import os
import random
import sys

STEMS = ["cat", "box", "city", "knife", "gold", "sea", "star", "bus", "data", "meta", "cow", "fish", "deer",
         "news", "person", "mouse", "quiz", "hero", "ax", "sheep", "rice", "series"]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    inf = import_module("inflector")
    rng = random.Random(1)
    out = []
    for _ in range(70):
        word = rng.choice(STEMS)
        if rng.random() < 0.5:
            word = rng.choice(STEMS) + word
        if rng.random() < 0.2:
            word = word.capitalize()
        plural = inf.pluralize(word)
        out.append((word, plural, inf.singularize(plural), inf.count_noun(rng.randrange(3), word)))
        out.append(inf.underscore(inf.camelize(word + "_" + rng.choice(STEMS))))
    return out

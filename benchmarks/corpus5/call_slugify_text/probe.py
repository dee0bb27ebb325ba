"""Behaviour probe: slugs and ASCII forms of random accented phrases."""

import random

ALPHABET = "abcdeéèêëàâäîïôöùûüçñåøæœßłđ ABCÉÀÇ&%@'-,.!?…–ﬁ"


def probe(import_module):
    slugkit = import_module("slugkit")
    rng = random.Random(777)
    out = []
    for _ in range(60):
        text = "".join(rng.choice(ALPHABET) for _ in range(rng.randrange(1, 25)))
        out.append(slugkit.slugify(text))
        out.append(slugkit.slugify(text, max_length=rng.randrange(3, 15), separator="_"))
        out.append(slugkit.to_ascii(text))
        out.append(slugkit.same_text(text, slugkit.strip_accents(text).upper()))
    return out

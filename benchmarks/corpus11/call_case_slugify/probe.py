import random


def probe(import_module):
    mod = import_module("text_case")
    rng = random.Random(6060)
    pieces = ["foo", "Bar", "HTTP", "id", "x2", "é", "_", "-", " ", "!", "the", "of", "Zoë", "."]
    out = []
    for _ in range(40):
        text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 6)))
        for fn in (mod.slugify, mod.camel_to_snake, mod.kebab_case, mod.title_case):
            try:
                out.append(fn(text))
            except Exception as e:
                out.append(repr(type(e).__name__))
        try:
            out.append(mod.slugify(text, max_length=rng.randint(0, 10)))
            out.append(mod.snake_to_camel(text, upper_first=rng.random() < 0.5))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

import random


def probe(import_module):
    mod = import_module("css_specificity")
    rng = random.Random(1616)
    simple = ["div", "p", "*", "#main", ".item", ".a.b", "[type=text]", ":hover", "::before",
              ":not(#x, .y)", ":is(p, .q)", ":where(#z)", "li", "a:first-child", "h1"]
    joins = [" ", " > ", " + ", " ~ ", ">", "", "  "]
    out = []
    for _ in range(60):
        parts = [rng.choice(simple) for _ in range(rng.randint(1, 4))]
        selector = parts[0]
        for part in parts[1:]:
            selector += rng.choice(joins) + part
        if rng.random() < 0.1:
            selector += "["
        try:
            out.append(mod.specificity(selector))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.most_specific(selector + ", " + rng.choice(simple)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

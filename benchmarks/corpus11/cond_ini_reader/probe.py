import random


def probe(import_module):
    mod = import_module("ini_reader")
    rng = random.Random(808)
    kinds = ["pair", "pair", "colon", "section", "blank", "comment", "semi", "bad"]
    out = []
    for _ in range(60):
        lines = []
        for _ in range(rng.randint(1, 6)):
            kind = rng.choice(kinds)
            key = rng.choice(["a", "B", "port", "flag"])
            val = rng.choice(["1", "yes", "off", "x y", "42"])
            if kind == "pair":
                lines.append(f"{key} = {val}")
            elif kind == "colon":
                lines.append(f"{key}:{val}")
            elif kind == "section":
                lines.append(f"[{rng.choice(['s1', 's2'])}]")
            elif kind == "blank":
                lines.append("   ")
            elif kind == "comment":
                lines.append("# note")
            elif kind == "semi":
                lines.append("; note")
            else:
                lines.append("oops")
        text = "\n".join(lines)
        try:
            config = mod.parse_ini(text)
            out.append(config)
            out.append(mod.sections(config))
            out.append(mod.get(config, "s1", "a", "none"))
            out.append(mod.dump_ini(config))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.get_bool(mod.parse_ini(text), "s2", "flag"))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

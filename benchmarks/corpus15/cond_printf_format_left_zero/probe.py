import random


def probe(import_module):
    mod = import_module("printf_format")
    rng = random.Random(1515)
    out = []
    for _ in range(120):
        flags = "".join(rng.sample("-+ 0#", rng.randint(0, 3)))
        width = str(rng.randint(0, 9)) if rng.random() < 0.8 else ""
        precision = "." + str(rng.randint(0, 4)) if rng.random() < 0.4 else ""
        conv = rng.choice("dixXofsc%q")
        if conv in "sc":
            arg = rng.choice(["abc", "hello", "", "Zz", 65, 97])
        elif conv == "f":
            arg = rng.uniform(-1000, 1000)
        else:
            arg = rng.randint(-5000, 5000)
        fmt = "<%" + flags + width + precision + conv + ">"
        try:
            out.append(mod.sprintf(fmt, arg) if conv != "%" else mod.sprintf(fmt))
        except Exception as e:
            out.append(type(e).__name__)
    return out

import random


def probe(import_module):
    mod = import_module("csv_record")
    rng = random.Random(2024)
    alphabet = 'ab1 ,;"\n'
    out = []
    for _ in range(30):
        values = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 5)))
                  for _ in range(rng.randint(1, 5))]
        try:
            line = mod.format_record(values)
            out.append(line)
            out.append(mod.parse_record(line))
        except Exception as e:
            out.append(repr(type(e).__name__))
    for _ in range(20):
        line = "".join(rng.choice('xy,;"') for _ in range(rng.randint(0, 10)))
        for delim in (",", ";"):
            try:
                out.append(mod.parse_record(line, delim))
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(10):
        cols = rng.randint(1, 3)
        lines = [",".join("h%d" % c for c in range(cols))]
        for _ in range(rng.randint(0, 3)):
            lines.append(",".join(str(rng.randint(0, 99)) for _ in range(cols)))
        text = "\n".join(lines)
        try:
            out.append(mod.to_dicts(text))
            out.append(mod.column(text, "h0"))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

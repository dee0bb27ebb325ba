import random


def probe(import_module):
    mod = import_module("gap_buffer")
    rng = random.Random(5353)
    buf = mod.GapBuffer("the cat sat on the mat", capacity=4)
    out = []
    words = ["at", "the", "x", " ", "on", "\n"]
    for _ in range(70):
        op = rng.choice(["insert", "move", "search", "search", "backspace", "delete"])
        try:
            if op == "insert":
                buf.insert(rng.choice(words))
                out.append(None)
            elif op == "move":
                out.append(buf.move_cursor(rng.randint(0, len(buf))))
            elif op == "search":
                start = rng.choice([None, rng.randint(0, len(buf))])
                out.append(buf.search(rng.choice(words), start))
            elif op == "backspace":
                out.append(buf.backspace(rng.randint(0, 3)))
            else:
                out.append(buf.delete(rng.randint(0, 3)))
        except Exception as e:
            out.append(repr(type(e).__name__))
        out.append((buf.cursor, buf.line_and_column()))
    out.append(buf.text())
    return out

import random


def probe(import_module):
    mod = import_module("piece_table")
    rng = random.Random(3141)
    out = []
    for _ in range(20):
        start = "".join(rng.choice("abcdefg") for _ in range(rng.randint(0, 10)))
        doc = mod.PieceTable(start)
        shadow = start
        for _ in range(rng.randint(1, 5)):
            try:
                if rng.random() < 0.6:
                    pos = rng.randint(0, len(shadow) + 1)
                    text = "".join(rng.choice("XYZ") for _ in range(rng.randint(0, 3)))
                    doc.insert(pos, text)
                else:
                    pos = rng.randint(0, len(shadow))
                    doc.delete(pos, rng.randint(0, 4))
                shadow = doc.text()
                out.append(shadow)
            except Exception as e:
                out.append(type(e).__name__)
        try:
            out.append((len(doc), doc.char_at(rng.randint(0, max(0, len(doc) - 1)))))
        except Exception as e:
            out.append(type(e).__name__)
    return out

import io
import random


def probe(import_module):
    mod = import_module("line_reader")
    rng = random.Random(4242)
    out = []
    for case in range(60):
        pieces = [rng.choice([b"ab", b"\n", b"\r\n", b"xyz", b"", b"k: v"]) for _ in range(rng.randint(0, 8))]
        data = b"".join(pieces)
        r = mod.LineReader(io.BytesIO(data), chunk_size=rng.randint(1, 12),
                           max_line=rng.choice([4, 64]))
        try:
            out.append((list(r), r.line_number, r.bytes_read))
        except Exception as e:
            out.append(repr(type(e).__name__))
        if case % 3 == 0:
            body = bytes(rng.randint(97, 100) for _ in range(rng.randint(0, 6)))
            msg = b"A: 1\r\nContent-Length: %d\r\n\r\n" % rng.randint(0, 6) + body
            try:
                out.append(mod.read_message(mod.LineReader(io.BytesIO(msg), chunk_size=rng.randint(1, 40))))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out

"""Behaviour probe: parse, shift and stretch random cue lists."""

import random


def probe(import_module):
    srt = import_module("srt")
    rng = random.Random(639)
    out = []
    for _ in range(30):
        t, blocks = 0, []
        for i in range(1, rng.randint(2, 4)):
            start, t = t + rng.randint(0, 3000), t + rng.randint(500, 6000)
            fmt = str(import_module("timecode").Timestamp(start))
            end = str(import_module("timecode").Timestamp(t))
            blocks.append(f"{i}\n{fmt} --> {end}\nline {i}")
        cues = srt.parse("\n\n".join(blocks))
        out.append(srt.render(srt.shift(cues, rng.randint(-2000, 2000))))
        out.append((srt.overlaps(cues), [c.duration for c in srt.stretch(cues, 1.04)]))
    return out

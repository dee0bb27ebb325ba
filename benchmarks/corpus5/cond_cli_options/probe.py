"""Behaviour probe: parse random argument vectors."""

import os
import random
import sys

PIECES = ["-v", "-q", "-vq", "-n", "3", "-4", "--count=-2", "--offset", "-1.5", "--tag", "t", "-tx", "--no-color",
          "--mode", "fast", "--", "-", "file", "-9", "--bogus"]


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    ck = import_module("clikit")
    command = ck.Command(
        "p",
        options=[
            ck.Option(("-v", "--verbose"), flag=True), ck.Option(("-q",), flag=True),
            ck.Option(("-n", "--count"), type=int, default=0), ck.Option(("--offset",), type=float),
            ck.Option(("-t", "--tag"), multiple=True), ck.Option(("--mode",), choices=["fast", "slow"]),
            ck.Option(("--color",), flag=True, default=True),
        ],
        positionals=[ck.Positional("a", optional=True), ck.Positional("b", optional=True)],
    )
    rng = random.Random(11)
    out = []
    for _ in range(90):
        argv = [rng.choice(PIECES) for _ in range(rng.randrange(0, 6))]
        try:
            out.append(sorted(ck.parse(command, argv).items()))
        except ck.UsageError as exc:
            out.append(exc.message)
    return out

"""Behaviour probe: random command sequences in a small world."""

import random


def probe(import_module):
    mod = import_module("adventure")
    rng = random.Random(633)
    out = []
    words = ["n", "s", "e", "w", "take a", "take b", "take c", "drop a", "drop c", "look", "i"]
    for _ in range(6):
        world = {
            "x": mod.Room("x", {"north": "y"},
                          {"a": mod.Item("a", 4, 40), "b": mod.Item("b", 3, 1)}),
            "y": mod.Room("y", {"south": "x"}, {"c": mod.Item("c", 5, 7)}),
        }
        player = mod.Player(world, "x")
        for _ in range(10):
            out.append(player.command(rng.choice(words)))
        out.append(player.score)
    return out

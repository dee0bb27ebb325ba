import random


def probe(import_module):
    mod = import_module("subtraction_game")
    rng = random.Random(5150)
    out = []
    for _ in range(60):
        moves = rng.sample(range(-1, 8), rng.randint(0, 4))
        try:
            game = mod.SubtractionGame(moves)
        except Exception as e:
            out.append(type(e).__name__)
            continue
        heaps = [rng.randint(0, 40) for _ in range(rng.randint(1, 4))]
        try:
            out.append(game.nim_sum(heaps))
            out.append(game.winning_moves(heaps))
            out.append(game.sequence(12))
        except Exception as e:
            out.append(type(e).__name__)
    return out

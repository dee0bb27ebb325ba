import random


def probe(import_module):
    mod = import_module("connect_four")
    rng = random.Random(4444)
    out = []
    for case in range(60):
        rows, cols = rng.randint(3, 6), rng.randint(3, 7)
        game = mod.Game(rows=rows, cols=cols, connect=rng.choice([3, 4]))
        trace = []
        for _ in range(rng.randint(1, rows * cols)):
            try:
                trace.append(game.play(rng.randrange(cols + (case % 5 == 0))))
            except Exception as e:
                trace.append(repr(type(e).__name__))
                if game.over:
                    break
        out.append((trace, game.winner, game.board.render()))
        try:
            out.append((mod.winning_move(game.board, "X"), mod.winning_move(game.board, "O")))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out

from leaderboard import Leaderboard


def test_submit_keeps_best():
    board = Leaderboard()
    assert board.submit("ann", 50)
    assert not board.submit("ann", 40)


def test_single_player():
    board = Leaderboard()
    board.submit("ann", 5)
    assert board.top() == [(5, "ann")]


def test_order():
    board = Leaderboard()
    for name, score in [("cy", 10), ("ann", 30), ("bob", 30)]:
        board.submit(name, score)
    assert board.top(2) == [(30, "ann"), (30, "bob")]
    assert board.rank_of("cy") == 3

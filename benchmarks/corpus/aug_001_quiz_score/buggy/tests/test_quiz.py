from quiz import leaderboard, score_round


def test_streak():
    assert score_round([True, True, True]) == 60


def test_empty_round():
    assert score_round([]) == 0


def test_mistake_costs_points():
    assert score_round([True, False, True]) == 15


def test_leaderboard():
    assert leaderboard({"owls": [True], "bats": [True, True]}) == [("bats", 30), ("owls", 10)]

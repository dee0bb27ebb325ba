from delivery import eta, fee, format_eta


def test_format_eta():
    assert format_eta(59.2) == "1 h 0 min"
    assert format_eta(12.0) == "12 min"


def test_same_place_costs_base_fee():
    assert fee((48.85, 2.35), (48.85, 2.35)) == 2.5


def test_paris_to_versailles():
    assert fee((48.8566, 2.3522), (48.8049, 2.1204)) == 16.83
    assert eta((48.8566, 2.3522), (48.8049, 2.1204)) == "1 h 0 min"

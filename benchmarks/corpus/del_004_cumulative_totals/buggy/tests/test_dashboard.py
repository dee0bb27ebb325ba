from dashboard import signup_widget


def test_empty_month():
    assert signup_widget([]) == {"total": 0, "running": [], "changes": []}


def test_changes():
    assert signup_widget([3, 5, 4])["changes"] == [2, -1]


def test_running_total():
    widget = signup_widget([3, 5, 4])
    assert widget["running"] == [3, 8, 12]
    assert widget["total"] == 12

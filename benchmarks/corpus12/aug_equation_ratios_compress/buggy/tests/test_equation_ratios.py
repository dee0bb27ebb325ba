import pytest

from equation_ratios import RatioTable, consistent, evaluate


def test_direct_ratio_both_ways():
    t = RatioTable()
    assert t.add("a", "b", 2.0)
    assert t.query("a", "b") == pytest.approx(2.0)
    assert t.query("b", "a") == pytest.approx(0.5)


def test_unknown_variables():
    t = RatioTable()
    t.add("a", "b", 2.0)
    assert t.query("a", "x") is None
    assert t.query("x", "x") is None
    assert t.query("a", "a") == pytest.approx(1.0)


def test_disconnected_groups():
    t = RatioTable()
    t.add("a", "b", 2.0)
    t.add("c", "d", 5.0)
    assert t.query("a", "d") is None
    assert t.groups() == [["a", "b"], ["c", "d"]]


def test_zero_ratio_is_rejected():
    with pytest.raises(ValueError):
        RatioTable().add("a", "b", 0)


def test_evaluate_classic_example():
    equations = [("a", "b"), ("b", "c")]
    queries = [("a", "c"), ("b", "a"), ("a", "e"), ("a", "a"), ("x", "x")]
    assert evaluate(equations, [2.0, 3.0], queries) == pytest.approx(
        [6.0, 0.5, -1.0, 1.0, -1.0])


def test_long_chain():
    t = RatioTable()
    for a, b in [("m", "n"), ("n", "o"), ("o", "p"), ("p", "q")]:
        t.add(a, b, 2.0)
    assert t.query("m", "q") == pytest.approx(16.0)
    assert t.query("q", "n") == pytest.approx(1 / 8)


def test_contradiction_detected():
    t = RatioTable()
    t.add("x", "y", 4.0)
    assert t.add("y", "x", 0.25)
    assert not t.add("x", "y", 3.0)


@pytest.mark.parametrize(
    "equations, values, expected",
    [
        ([("a", "b"), ("b", "c"), ("a", "c")], [2.0, 3.0, 6.0], True),
        ([("a", "b"), ("b", "c"), ("a", "c")], [2.0, 3.0, 5.0], False),
        ([("u", "v"), ("w", "v")], [1.5, 3.0], True),
    ],
)
def test_consistent(equations, values, expected):
    assert consistent(equations, values) is expected

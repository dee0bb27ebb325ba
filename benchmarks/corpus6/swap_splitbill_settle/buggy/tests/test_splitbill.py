import pytest
from splitbill import Expense, Transfer, balances, settle, spent_by, split, summary

TRIP = [
    Expense("ana", 9000, ("ana", "ben", "cai"), "hotel"),
    Expense("ben", 3000, ("ana", "ben", "cai"), "dinner"),
    Expense("cai", 1000, ("ben", "cai"), "taxi"),
]


def test_split_spreads_leftover_cents():
    assert split(1000, ("c", "a", "b")) == {"a": 334, "b": 333, "c": 333}


def test_split_needs_people():
    with pytest.raises(ValueError):
        split(100, ())


def test_balances_sum_to_zero():
    result = balances(TRIP)
    assert result == {"ana": 5000, "ben": -1500, "cai": -3500}
    assert sum(result.values()) == 0


def test_settle_trip():
    assert settle(TRIP) == [Transfer("cai", "ana", 3500), Transfer("ben", "ana", 1500)]


def test_settle_two_people():
    expenses = [Expense("x", 2000, ("x", "y"))]
    assert [str(t) for t in settle(expenses)] == ["y pays x 10.00"]


def test_nothing_to_settle():
    assert settle([Expense("x", 500, ("x",))]) == []


def test_settled_balances_are_zero():
    transfers = settle(TRIP)
    net = balances(TRIP)
    for t in transfers:
        net[t.sender] += t.cents
        net[t.receiver] -= t.cents
    assert set(net.values()) == {0}


def test_spent_by():
    assert spent_by(TRIP) == {"ana": 4000, "ben": 4500, "cai": 4500}


def test_transfer_str_pads_cents():
    assert str(Transfer("a", "b", 1205)) == "a pays b 12.05"


def test_summary_ends_with_transfers():
    lines = summary(TRIP).splitlines()
    assert lines[-2:] == ["  cai pays ana 35.00", "  ben pays ana 15.00"]
    assert "  ana        +50.00" in lines

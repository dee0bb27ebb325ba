from collections import Counter

import pytest
from change import NoChange, make_change
from machine import Machine, NotEnoughMoney, Slot, SoldOut


@pytest.fixture
def machine():
    slots = {"A1": Slot("cola", 120, 2), "B2": Slot("crisps", 85, 0), "C3": Slot("gum", 50, 5)}
    return Machine(slots, {50: 2, 20: 5, 10: 5, 5: 4})


def test_make_change_prefers_large_coins():
    coins = Counter({50: 3, 20: 3, 5: 1})
    assert make_change(95, coins) == Counter({50: 1, 20: 2, 5: 1})
    assert coins == Counter({50: 2, 20: 1, 5: 0})


def test_make_change_failure_leaves_float_alone():
    coins = Counter({20: 1})
    with pytest.raises(NoChange):
        make_change(15, coins)
    assert coins == Counter({20: 1})


def test_buy_with_change(machine):
    machine.insert(200)
    name, change = machine.buy("A1")
    assert name == "cola"
    assert change == Counter({50: 1, 20: 1, 10: 1})
    assert machine.credit == 0


def test_exact_money(machine):
    machine.insert(50)
    assert machine.buy("C3") == ("gum", Counter())


def test_not_enough_money(machine):
    machine.insert(100)
    with pytest.raises(NotEnoughMoney, match="costs 120"):
        machine.buy("A1")
    assert machine.refund() == [100]


def test_sold_out(machine):
    machine.insert(100)
    with pytest.raises(SoldOut):
        machine.buy("B2")
    assert machine.credit == 100


def test_last_item_then_sold_out(machine):
    for _ in range(2):
        machine.insert(100)
        machine.insert(20)
        machine.buy("A1")
    machine.insert(200)
    with pytest.raises(SoldOut, match="cola"):
        machine.buy("A1")


def test_rejects_foreign_coins(machine):
    with pytest.raises(ValueError):
        machine.insert(3)


def test_report(machine):
    machine.insert(50)
    machine.buy("C3")
    machine.restock("B2", 3)
    assert machine.report() == [
        "A1 cola       sold  0 left  2 takings 0",
        "B2 crisps     sold  0 left  3 takings 0",
        "C3 gum        sold  1 left  4 takings 50",
    ]

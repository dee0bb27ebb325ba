import pytest

from stockroom import InsufficientStock, Item, Movement, Warehouse


@pytest.fixture
def warehouse() -> Warehouse:
    wh = Warehouse()
    wh.register(Item("A-1", "bolt", 0.25, on_hand=100, reorder_level=10))
    wh.register(Item("B-2", "nut", 0.1, on_hand=8, reorder_level=10, reorder_qty=50))
    wh.register(Item("C-3", "washer", 0.05, on_hand=40))
    return wh


def test_receive_adds_stock(warehouse: Warehouse) -> None:
    assert warehouse.receive("C-3", 10) == 50
    assert warehouse.get("C-3").on_hand == 50


@pytest.mark.parametrize("qty, left", [(1, 99), (60, 40), (100, 0)])
def test_ship_removes_stock(warehouse: Warehouse, qty: int, left: int) -> None:
    assert warehouse.ship("A-1", qty) == left


def test_ship_more_than_on_hand_is_refused(warehouse: Warehouse) -> None:
    with pytest.raises(InsufficientStock):
        warehouse.ship("B-2", 9)
    assert warehouse.get("B-2").on_hand == 8


def test_history_records_both_directions(warehouse: Warehouse) -> None:
    warehouse.receive("A-1", 5, "return")
    warehouse.ship("A-1", 3)
    assert warehouse.history("A-1") == [Movement("A-1", 5, "return"), Movement("A-1", -3, "order")]
    assert warehouse.history("C-3") == []


def test_total_value(warehouse: Warehouse) -> None:
    assert warehouse.total_value() == 27.8


def test_reorder_list(warehouse: Warehouse) -> None:
    assert warehouse.reorder_list() == [("B-2", 50)]
    warehouse.ship("A-1", 90)
    assert warehouse.reorder_list() == [("A-1", 20), ("B-2", 50)]


@pytest.mark.parametrize("bad", [0, -3])
def test_non_positive_quantities(warehouse: Warehouse, bad: int) -> None:
    with pytest.raises(ValueError):
        warehouse.receive("A-1", bad)
    with pytest.raises(ValueError):
        warehouse.ship("A-1", bad)


def test_unknown_and_duplicate_sku(warehouse: Warehouse) -> None:
    with pytest.raises(KeyError):
        warehouse.get("Z-9")
    with pytest.raises(ValueError):
        warehouse.register(Item("A-1", "bolt again", 1.0))


@pytest.mark.slow
def test_many_movements_balance(warehouse: Warehouse) -> None:
    for _ in range(200):
        warehouse.receive("C-3", 2)
        warehouse.ship("C-3", 2)
    assert warehouse.get("C-3").on_hand == 40
    assert len(warehouse.history("C-3")) == 400

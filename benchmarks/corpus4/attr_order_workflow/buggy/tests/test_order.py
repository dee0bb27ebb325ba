import pytest

from order import Order
from workflow import IllegalTransition


def test_happy_path():
    order = Order("A1", total=100)
    order.fire("submit")
    order.pay(40)
    assert order.status == "pending"
    order.pay(60)
    order.fire("ship")
    order.fire("deliver")
    assert order.closed
    assert order.timeline() == [
        "cart -> pending (submit)",
        "pending -> paid (pay): paid 100",
        "paid -> shipped (ship)",
        "shipped -> delivered (deliver)",
    ]


def test_cannot_ship_before_submitting():
    order = Order("A2", total=10)
    with pytest.raises(IllegalTransition):
        order.fire("ship")
    assert order.status == "cart" and order.history == []


def test_overpayment():
    order = Order("A3", total=10)
    order.fire("submit")
    with pytest.raises(ValueError):
        order.pay(11)


@pytest.mark.parametrize(
    "status, steps",
    [
        ("cart", ["submit"]),
        ("pending", ["pay", "cancel"]),
        ("paid", ["ship", "cancel"]),
        ("delivered", ["return"]),
        ("cancelled", []),
    ],
)
def test_next_steps(status, steps):
    order = Order("A4", total=5)
    order.status = status
    assert order.next_steps() == steps


def test_cancel_after_payment_goes_through_refunding():
    order = Order("A5", total=20)
    order.fire("submit")
    order.pay(20)
    assert order.can("cancel") and not order.can("refund")
    order.fire("cancel")
    order.fire("refund", note="card")
    assert order.status == "cancelled" and order.closed

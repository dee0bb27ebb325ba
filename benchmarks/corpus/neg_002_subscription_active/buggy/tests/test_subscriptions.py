from datetime import date

from subscriptions import Subscription, active_customers

TODAY = date(2024, 6, 1)


def test_expired_is_inactive():
    assert not Subscription("a", date(2023, 1, 1), date(2024, 1, 1)).is_active(TODAY)


def test_current_is_active():
    assert Subscription("b", date(2024, 1, 1), date(2025, 1, 1)).days_left(TODAY) == 214


def test_cancelled_customers_are_left_out():
    subs = [Subscription("b", date(2024, 1, 1), date(2025, 1, 1)), Subscription("c", date(2024, 1, 1), date(2025, 1, 1))]
    subs[1].cancel()
    assert active_customers(subs, TODAY) == ["b"]

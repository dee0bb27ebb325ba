import pytest

from call_center import CallCenter, Caller, simulate


def test_single_agent_serves_callers_in_order():
    center = simulate(1, [("a", 0, 5), ("b", 1, 2), ("c", 2, 1)])
    assert center.schedule() == [("a", 0, 0), ("b", 0, 5), ("c", 0, 7)]


def test_two_agents_share_the_line():
    center = simulate(2, [("a", 0, 4), ("b", 0, 3), ("c", 1, 2), ("d", 5, 1)])
    assert center.schedule() == [("a", 0, 0), ("b", 1, 0), ("c", 1, 3), ("d", 0, 5)]


def test_average_wait():
    center = simulate(1, [("a", 0, 3), ("b", 1, 3), ("c", 2, 3)])
    assert center.average_wait() == pytest.approx((0 + 2 + 4) / 3)


def test_needs_an_agent_and_positive_durations():
    with pytest.raises(ValueError):
        CallCenter(0)
    with pytest.raises(ValueError):
        simulate(1, [("a", 0, 0)])


def test_caller_picked_up_exactly_at_deadline_stays():
    center = simulate(1, [("a", 0, 4), ("b", 1, 2, 3)])
    assert center.schedule() == [("a", 0, 0), ("b", 0, 4)]
    assert center.abandoned == {}


def test_impatient_caller_hangs_up():
    center = simulate(1, [("a", 0, 10), ("b", 1, 2, 4), ("c", 2, 1)])
    assert center.abandoned == {"b": 5}
    assert center.schedule() == [("a", 0, 0), ("c", 0, 10)]


def test_abandon_rate_and_service_level():
    calls = [("a", 0, 6), ("b", 0, 6), ("c", 1, 2, 2), ("d", 2, 2, 10), ("e", 3, 1, 1)]
    center = simulate(2, calls)
    assert sorted(center.abandoned) == ["c", "e"]
    assert center.abandon_rate() == pytest.approx(0.4)
    assert center.service_level(0) == pytest.approx(0.4)


def test_line_keeps_moving_after_hang_ups():
    calls = [Caller("a", 0, 8)] + [Caller(f"x{i}", 1 + i, 1, 2) for i in range(3)]
    calls.append(Caller("z", 5, 1))
    center = CallCenter(1).run(calls)
    assert center.schedule() == [("a", 0, 0), ("z", 0, 8)]


def test_utilization():
    center = simulate(2, [("a", 0, 5), ("b", 2, 5)])
    assert center.utilization(10) == pytest.approx(0.5)
    assert center.utilization(4) == pytest.approx((4 + 2) / 8)

import pytest

from timing_wheel import TimingWheel


def test_timer_fires_at_its_deadline():
    wheel = TimingWheel(size=4)
    tid = wheel.schedule(3, "ping")
    assert wheel.advance(2) == []
    assert wheel.advance(1) == [(3, tid, "ping")]
    assert wheel.pending() == []


def test_delay_longer_than_one_turn_waits_rounds():
    wheel = TimingWheel(size=4)
    tid = wheel.schedule(10, "late")
    assert wheel.advance(9) == []
    assert wheel.tick() == [(10, tid, "late")]


def test_timers_on_the_same_slot_fire_in_order():
    wheel = TimingWheel(size=3)
    a = wheel.schedule(2, "a")
    b = wheel.schedule(5, "b")
    c = wheel.schedule(2, "c")
    assert wheel.advance(2) == [(2, a, "a"), (2, c, "c")]
    assert wheel.advance(3) == [(5, b, "b")]


def test_cancelled_timer_does_not_fire():
    wheel = TimingWheel(size=4)
    keep = wheel.schedule(2, "keep")
    drop = wheel.schedule(2, "drop")
    assert wheel.cancel(drop) is True
    assert wheel.advance(4) == [(2, keep, "keep")]
    assert wheel.cancel(drop) is False


def test_reschedule_moves_the_timer():
    wheel = TimingWheel(size=8)
    tid = wheel.schedule(3, "job")
    new_id = wheel.reschedule(tid, 6)
    assert new_id != tid
    assert wheel.run_until_idle() == [(6, new_id, "job")]


def test_reschedule_unknown_timer():
    wheel = TimingWheel()
    assert wheel.reschedule(42, 5) is None


def test_pending_lists_deadlines():
    wheel = TimingWheel(size=2)
    wheel.schedule(7)
    wheel.schedule(1)
    wheel.schedule(4)
    assert wheel.pending() == [1, 4, 7]
    wheel.advance(4)
    assert wheel.pending() == [7]


def test_run_until_idle_with_cancellations():
    wheel = TimingWheel(size=5)
    ids = [wheel.schedule(d, d) for d in (3, 8, 12, 20)]
    wheel.cancel(ids[1])
    wheel.cancel(ids[3])
    events = wheel.run_until_idle()
    assert [payload for _, _, payload in events] == [3, 12]
    assert wheel.now == 12


def test_invalid_arguments():
    with pytest.raises(ValueError):
        TimingWheel(size=0)
    with pytest.raises(ValueError):
        TimingWheel().schedule(0)

import pytest
from desim import Monitor, Resource, Simulation


@pytest.fixture
def sim():
    return Simulation()


def test_events_run_in_time_order(sim):
    log = []
    sim.schedule(5, lambda: log.append(("b", sim.now)))
    sim.schedule(2, lambda: log.append(("a", sim.now)))
    sim.run()
    assert log == [("a", 2), ("b", 5)]


def test_priority_breaks_ties(sim):
    log = []
    sim.schedule(1, lambda: log.append("low"), priority=5)
    sim.schedule(1, lambda: log.append("high"), priority=1)
    sim.run()
    assert log == ["high", "low"]


def test_nested_scheduling_is_relative_to_now(sim):
    log = []
    sim.schedule(3, lambda: sim.schedule(4, lambda: log.append(sim.now)))
    sim.run()
    assert log == [7]


def test_cancel(sim):
    log = []
    event = sim.schedule(1, lambda: log.append("x"))
    sim.cancel(event)
    sim.run()
    assert log == [] and sim.processed == 0


def test_negative_delay(sim):
    with pytest.raises(ValueError):
        sim.schedule(-1, lambda: None)


def test_periodic_process_stops_at_until(sim):
    ticks = []
    sim.every(2.5, lambda: ticks.append(sim.now))
    assert sim.run(until=10) == 10
    assert ticks == [0, 2.5, 5, 7.5, 10]


def test_single_server_queue(sim):
    desk = Resource(sim, servers=1)
    waits = []
    for arrival in (0, 1, 2):
        sim.at(arrival, lambda: desk.request(3, waits.append))
    sim.run()
    assert waits == [0, 2, 4]
    assert desk.served == 3
    assert sim.now == 9


def test_two_servers(sim):
    desk = Resource(sim, servers=2)
    for _ in range(4):
        desk.request(5)
    sim.run()
    assert sim.now == 10
    assert desk.wait_times.mean() == 2.5


def test_monitor_time_weighted():
    level = Monitor(time_weighted=True)
    level.record(0, 2)
    level.record(3, 0)
    level.record(5, 4)
    assert level.mean(end=10) == pytest.approx((2 * 3 + 0 * 2 + 4 * 5) / 10)
    assert level.maximum == 4


def test_monitor_rejects_time_travel():
    m = Monitor()
    m.record(5, 1)
    with pytest.raises(ValueError):
        m.record(4, 1)


def test_monitor_stdev():
    m = Monitor()
    for t, v in enumerate([2, 4, 4, 4, 5, 5, 7, 9]):
        m.record(t, v)
    assert m.stdev() == pytest.approx(2.138, abs=1e-3)

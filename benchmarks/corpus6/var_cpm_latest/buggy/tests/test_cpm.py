import pytest
from cpm import CycleError, Network, load, plan, table

HOUSE = """
# task duration [after deps]
dig 3
found 4 after dig
frame 6 after found
wire 2 after frame
plumb 3 after frame
paint 2 after wire, plumb
garden 5 after dig
"""


@pytest.fixture
def house():
    return load(HOUSE)


def test_load(house):
    assert house.durations["frame"] == 6
    assert house.preds["paint"] == {"wire", "plumb"}


def test_load_rejects_bad_line():
    with pytest.raises(ValueError, match="line 1"):
        load("dig three")


def test_order(house):
    order = house.order()
    assert order.index("dig") < order.index("found") < order.index("paint")


def test_earliest(house):
    assert house.earliest() == {
        "dig": 0, "found": 3, "frame": 7, "wire": 13, "plumb": 13, "paint": 16, "garden": 3,
    }


def test_cycle_detected():
    net = Network()
    net.add("a", 1, ("c",))
    net.add("b", 1, ("a",))
    net.add("c", 1, ("b",))
    with pytest.raises(CycleError):
        net.earliest()


def test_unknown_dependency():
    net = Network()
    net.add("a", 1, ("ghost",))
    with pytest.raises(KeyError, match="ghost"):
        plan(net)


@pytest.mark.schedule
def test_finish_and_critical_path(house):
    schedule = plan(house)
    assert schedule.finish == 18
    assert schedule.critical() == ["dig", "found", "frame", "plumb", "paint"]


@pytest.mark.schedule
def test_slack(house):
    schedule = plan(house)
    assert schedule.slack("wire") == 1
    assert schedule.slack("garden") == 10
    assert schedule.window("garden") == (3, 18)


@pytest.mark.schedule
def test_deadline_adds_slack_everywhere(house):
    schedule = plan(house, deadline=20)
    assert schedule.critical() == []
    assert schedule.slack("dig") == 2


def test_deadline_too_early(house):
    with pytest.raises(ValueError, match="deadline"):
        plan(house, deadline=10)


def test_independent_task_plan():
    net = Network()
    net.add("solo", 4)
    schedule = plan(net)
    assert schedule.critical() == ["solo"]
    assert table(schedule).splitlines()[1] == "solo       0   0     0 *"

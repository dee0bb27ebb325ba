import pytest

from bus import EventBus
from conftest import Recorder


def test_publish_reaches_matching_handlers(bus: EventBus, recorder: Recorder) -> None:
    bus.subscribe("order.*", recorder)
    assert bus.publish("order.created", {"id": 1}) == 1
    assert bus.publish("user.created", {"id": 2}) == 0
    assert recorder.log == [("order.created", {"id": 1})]
    assert bus.dead_letters == [("user.created", {"id": 2})]


def test_once_handlers_run_once(bus: EventBus, recorder: Recorder) -> None:
    bus.subscribe("ping", recorder, once=True)
    bus.publish("ping", 1)
    bus.publish("ping", 2)
    assert recorder.log == [("ping", 1)]
    assert bus.subscribers("ping") == 0


@pytest.mark.integration
def test_priority_order(bus: EventBus) -> None:
    log: list = []
    bus.subscribe("job.#", Recorder("low", log), priority=1)
    bus.subscribe("job.done", Recorder("high", log), priority=5)
    bus.subscribe("job.*", Recorder("mid", log), priority=3)
    assert bus.publish("job.done") == 3
    assert [name for name, _, _ in log] == ["high", "mid", "low"]


def test_unsubscribe(bus: EventBus, recorder: Recorder) -> None:
    sub = bus.subscribe("a.b", recorder)
    bus.unsubscribe(sub)
    assert bus.publish("a.b") == 0
    with pytest.raises(ValueError):
        bus.subscribe("a..b", recorder)


def test_call_counts(bus: EventBus, recorder: Recorder) -> None:
    sub = bus.subscribe("tick", recorder)
    for n in range(3):
        bus.publish("tick", n)
    assert sub.calls == 3

import pytest

from bus import EventBus


class Recorder:
    """A handler that remembers what it received."""

    def __init__(self, name: str = "", log: list | None = None) -> None:
        self.name = name
        self.log = [] if log is None else log

    def __call__(self, topic: str, payload) -> None:
        self.log.append((self.name, topic, payload) if self.name else (topic, payload))


@pytest.fixture
def bus() -> EventBus:
    return EventBus()


@pytest.fixture
def recorder() -> Recorder:
    return Recorder()

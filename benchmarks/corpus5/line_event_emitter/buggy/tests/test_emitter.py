import pytest

from eventide import EventEmitter, ListenerError, topic_matches


@pytest.fixture
def bus():
    return EventEmitter()


def test_listeners_receive_arguments(bus):
    seen = []
    bus.on("saved", lambda doc, user=None: seen.append((doc, user)))
    assert bus.emit("saved", "a.txt", user="ann") == 1
    assert seen == [("a.txt", "ann")]
    assert bus.emit("unknown") == 0


def test_decorator_form_and_priority(bus):
    order = []

    @bus.on("tick", priority=-1)
    def late():
        order.append("late")

    @bus.on("tick", priority=5)
    def early():
        order.append("early")

    bus.on("tick", lambda: order.append("normal"))
    bus.emit("tick")
    assert order == ["early", "normal", "late"]
    assert bus.listeners("tick") == [early, bus.listeners("tick")[1], late]


def test_once_listeners_run_once(bus):
    calls = []
    bus.once("ready", lambda: calls.append(1))
    bus.on("ready", lambda: calls.append(2))
    assert bus.emit("ready") == 2
    assert bus.emit("ready") == 1
    assert calls == [1, 2, 2]
    assert bus.listener_count("ready") == 1


def test_once_as_decorator_leaves_no_topic_behind(bus):
    @bus.once("boot")
    def boot():
        pass

    bus.emit("boot")
    assert bus.event_names() == []


def test_off(bus):
    def handler():
        pass

    bus.on("x", handler)
    bus.on("x", print)
    assert bus.off("x", handler) == 1
    assert bus.listeners("x") == [print]
    assert bus.off("x") == 1
    assert bus.event_names() == []


@pytest.mark.parametrize(
    "pattern, topic, expected",
    [
        ("user.*", "user.login", True),
        ("user.*", "user.login.failed", False),
        ("user.#", "user", True),
        ("user.#", "user.a.b.c", True),
        ("#.failed", "job.7.failed", True),
        ("*.*.done", "a.done", False),
        ("a.#.z", "a.z", True),
    ],
)
def test_topic_matching(pattern, topic, expected):
    assert topic_matches(pattern, topic) is expected


def test_wildcard_listeners(bus):
    got = []
    bus.on("order.*", lambda n: got.append(("any", n)))
    bus.on("order.#", lambda n: got.append(("deep", n)), priority=1)
    bus.emit("order.paid", 1)
    bus.emit("order.paid.late", 2)
    assert got == [("deep", 1), ("any", 1), ("deep", 2)]


def test_bad_patterns(bus):
    with pytest.raises(ValueError, match="whole segment"):
        bus.on("user.log*", print)
    with pytest.raises(ValueError, match="empty segment"):
        topic_matches("a..b", "a.b")


def test_errors_go_to_error_listeners(bus):
    errors = []
    bus.on("error", lambda exc, topic: errors.append((type(exc).__name__, topic)))
    bus.on("work", lambda: 1 / 0)
    bus.emit("work")
    assert errors == [("ZeroDivisionError", "work")]


def test_unhandled_listener_errors_are_wrapped(bus):
    bus.on("work", lambda: int("x"))
    with pytest.raises(ListenerError, match="listener for 'work' failed") as info:
        bus.emit("work")
    assert isinstance(info.value.original, ValueError)


def test_pipe_forwards_events(bus):
    other = EventEmitter()
    received = []
    other.on("copy", received.append)
    bus.pipe("orig", other, rename="copy")
    bus.emit("orig", 42)
    assert received == [42]

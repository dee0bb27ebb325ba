import pytest
from versioned_store import VersionedStore


@pytest.fixture
def store():
    s = VersionedStore()
    s.set("color", "red", 10)
    s.set("color", "blue", 20)
    s.set("size", "L", 15)
    s.set("color", "green", 30)
    return s


def test_unknown_key_gives_default():
    s = VersionedStore()
    assert s.get("nope", 5) is None
    assert s.get("nope", 5, "n/a") == "n/a"
    assert s.history("nope", 0, 100) == []


def test_before_first_version(store):
    assert store.get("color", 9) is None
    assert store.get("size", 14, "?") == "?"


def test_between_versions(store):
    assert store.get("color", 15) == "red"
    assert store.get("color", 25) == "blue"
    assert store.get("color", 1000) == "green"


def test_exact_timestamps(store):
    assert store.get("color", 10) == "red"
    assert store.get("color", 20) == "blue"
    assert store.get("size", 15) == "L"


def test_out_of_order_sets():
    s = VersionedStore()
    s.set("k", "late", 50)
    s.set("k", "early", 5)
    s.set("k", "middle", 20)
    assert [s.get("k", t) for t in (4, 5, 19, 20, 49, 50)] == [
        None,
        "early",
        "early",
        "middle",
        "middle",
        "late",
    ]


def test_same_timestamp_overwrites():
    s = VersionedStore()
    s.set("k", 1, 7)
    s.set("k", 2, 7)
    assert s.get("k", 7) == 2
    assert s.history("k", 0, 10) == [(7, 2)]


def test_history_is_inclusive(store):
    assert store.history("color", 10, 30) == [(10, "red"), (20, "blue"), (30, "green")]
    assert store.history("color", 11, 29) == [(20, "blue")]
    assert store.history("color", 21, 29) == []


@pytest.mark.parametrize(
    "t,expected",
    [
        (5, {}),
        (12, {"color": "red"}),
        (15, {"color": "red", "size": "L"}),
        (30, {"color": "green", "size": "L"}),
    ],
)
def test_snapshot(store, t, expected):
    assert store.snapshot(t) == expected

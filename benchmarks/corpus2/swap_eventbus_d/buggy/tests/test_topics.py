import pytest

from topics import matches, split


@pytest.mark.parametrize(
    "pattern, topic, ok",
    [
        ("order.created", "order.created", True),
        ("order.*", "order.paid", True),
        ("order.*", "order.paid.late", False),
        ("order.#", "order.paid.late", True),
        ("*.created", "user.created", True),
        ("order.created", "order", False),
        ("order", "order.created", False),
    ],
)
def test_matches(pattern: str, topic: str, ok: bool) -> None:
    assert matches(pattern, topic) is ok


@pytest.mark.parametrize("bad", ["", "a..b", ".a"])
def test_bad_topics(bad: str) -> None:
    with pytest.raises(ValueError):
        split(bad)

import pytest

from feedclient.client import FeedClient, GiveUp, backoff_delays
from feedclient.transport import FakeFeedService

ITEMS = [{"id": n, "tag": "news" if n % 2 else "sport"} for n in range(8)]


@pytest.fixture
def service() -> FakeFeedService:
    return FakeFeedService(list(ITEMS), page_size=3)


def test_single_page() -> None:
    client = FeedClient(FakeFeedService(ITEMS[:2]))
    assert [i["id"] for i in client.all_items("/feed")] == [0, 1]


def test_all_pages_are_followed(service: FakeFeedService) -> None:
    client = FeedClient(service)
    assert [i["id"] for i in client.all_items("/feed")] == list(range(8))
    assert [params.get("cursor") for _, params in service.calls] == [None, "3", "6"]


def test_filter_by_tag(service: FakeFeedService) -> None:
    client = FeedClient(service)
    assert [i["id"] for i in client.all_items("/feed", tag="news")] == [1, 3, 5, 7]
    assert client.count("/feed", tag="sport") == 4


@pytest.mark.parametrize(
    "base, attempts, expected",
    [(0.5, 4, [0.5, 1.0, 2.0]), (1.0, 1, []), (10.0, 4, [10.0, 20.0, 30.0])],
)
def test_backoff_delays(base: float, attempts: int, expected: list[float]) -> None:
    assert backoff_delays(base, attempts) == expected


def test_transient_errors_are_retried(service: FakeFeedService) -> None:
    service.failures = 2
    client = FeedClient(service)
    assert client.count("/feed") == 8
    assert client.slept == [0.5, 1.0]


def test_gives_up_after_max_attempts(service: FakeFeedService) -> None:
    service.failures = -1
    client = FeedClient(service, max_attempts=3)
    with pytest.raises(GiveUp, match="after 3 attempts"):
        client.all_items("/feed")
    assert len(service.calls) == 3

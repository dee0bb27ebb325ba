import pytest

from client import ApiError, Client
from transport import InMemoryApi, encode_cursor

USERS = [{"id": i, "name": f"user{i}", "team": "ab"[i % 2]} for i in range(1, 46)]


@pytest.fixture
def api():
    return InMemoryApi({"/users": USERS, "/empty": [], "/teams": [{"id": "a"}, {"id": "b"}]})


def test_small_collection_fits_one_page(api):
    client = Client(api)
    assert [t["id"] for t in client.fetch_all("/teams")] == ["a", "b"]
    assert api.requests == 1


def test_empty_collection(api):
    assert Client(api).fetch_all("/empty") == []


def test_fetch_all_walks_every_page(api):
    client = Client(api, page_size=10)
    users = client.fetch_all("/users")
    assert [u["id"] for u in users] == list(range(1, 46))
    assert api.requests == 5


def test_start_from_a_saved_cursor(api):
    users = Client(api, page_size=20).fetch_all("/users", start=encode_cursor(40))
    assert [u["id"] for u in users] == [41, 42, 43, 44, 45]


def test_find_stops_early(api):
    client = Client(api, page_size=10)
    assert client.find("/users", name="user3") == {"id": 3, "name": "user3", "team": "b"}
    assert api.requests == 1


def test_item_shifted_by_a_write_is_seen_once(api):
    client = Client(api, page_size=10)
    pages = client.iter_items("/users")
    first = [next(pages) for _ in range(10)]
    api.insert("/users", 0, {"id": 99, "name": "new", "team": "a"})
    rest = list(pages)
    ids = [u["id"] for u in first + rest]
    assert len(ids) == len(set(ids)) == 45


def test_index_by_team(api):
    index = Client(api, page_size=7).index_by("/users", "team")
    assert len(index["a"]) == 22 and len(index["b"]) == 23


def test_unknown_collection(api):
    with pytest.raises(ApiError):
        Client(api).fetch_all("/nope")

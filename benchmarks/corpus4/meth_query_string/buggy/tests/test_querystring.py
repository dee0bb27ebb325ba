import pytest

from querystring import QueryDict, with_query


def test_repeated_keys():
    q = QueryDict.parse("?tag=a&tag=b&page=2")
    assert q.getlist("tag") == ["a", "b"]
    assert q["tag"] == "b"
    assert q.to_dict() == {"tag": ["a", "b"], "page": ["2"]}


def test_decoding():
    q = QueryDict.parse("q=hello+world&city=S%C3%A3o%20Paulo&x%26y=1")
    assert (q["q"], q["city"], q["x&y"]) == ("hello world", "São Paulo", "1")


def test_values_may_contain_equals_signs():
    q = QueryDict.parse("token=YWJj==&expr=a=b")
    assert q["token"] == "YWJj=="
    assert q["expr"] == "a=b"


def test_blank_values_are_dropped_unless_asked():
    assert "empty" not in QueryDict.parse("empty=&x=1")
    assert QueryDict.parse("empty=&flag", keep_blank=True).to_dict() == {
        "empty": [""], "flag": [""],
    }


def test_missing_key():
    q = QueryDict.parse("a=1")
    assert q.get("b", "none") == "none"
    with pytest.raises(KeyError):
        q["b"]


def test_set_replaces_in_place():
    q = QueryDict.parse("a=1&b=2&a=3")
    q.set("a", 9)
    assert q.encode() == "a=9&b=2"


def test_encode_quotes_reserved_characters():
    q = QueryDict()
    q.add("q", "fish & chips")
    q.add("path", "/a/b")
    assert str(q) == "q=fish%20%26%20chips&path=%2Fa%2Fb"


@pytest.mark.parametrize(
    "url, changes, result",
    [
        ("https://x.io/s?q=1&page=3", {"page": 4}, "https://x.io/s?q=1&page=4"),
        ("https://x.io/s?q=1&page=3", {"page": None}, "https://x.io/s?q=1"),
        ("https://x.io/s", {"sort": "new"}, "https://x.io/s?sort=new"),
        ("https://x.io/s?sig=ab%3D%3D#top", {"v": 2}, "https://x.io/s?sig=ab%3D%3D&v=2#top"),
    ],
)
def test_with_query(url, changes, result):
    assert with_query(url, **changes) == result

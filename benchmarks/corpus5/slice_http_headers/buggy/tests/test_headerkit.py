import pytest

from headerkit import best_language, best_match, parse_accept, parse_cache_control, parse_params, split_list, unquote


def test_split_list_respects_quotes():
    assert split_list('a, "b, c" ,, d') == ["a", '"b, c"', "d"]


@pytest.mark.rfc9110
def test_parameters():
    assert parse_params('text/html; Charset="utf-8"; level=1') == ("text/html", {"charset": "utf-8", "level": "1"})
    assert parse_params('attachment; filename="a;b.txt"') == ("attachment", {"filename": "a;b.txt"})


@pytest.mark.parametrize(
    "raw, value",
    [('"plain"', "plain"), ('"say \\"hi\\""', 'say "hi"'), ("token", "token"), ('""', ""), ('"', '"')],
)
def test_unquote(raw, value):
    assert unquote(raw) == value


def test_accept_order():
    ranges = parse_accept("text/*;q=0.5, application/json, */*;q=0.1, text/html;level=1;q=0.5")
    assert [str(r) for r in ranges] == ["application/json", "text/html;level=1", "text/*", "*/*"]
    assert [r.q for r in ranges] == [1.0, 0.5, 0.5, 0.1]


@pytest.mark.parametrize(
    "header, expected",
    [
        ("application/json", "application/json"),
        ("text/*, application/json;q=0.9", "text/html"),
        ("image/png", None),
        ("*/*;q=0.2, application/xml", "application/xml"),
        ("text/html;q=0, */*", "application/json"),
        (None, "text/html"),
    ],
)
def test_best_match(header, expected):
    assert best_match(["text/html", "application/json", "application/xml"], header) == expected


def test_best_language():
    available = ["en", "fr-CA", "de"]
    assert best_language(available, "fr-CA, en;q=0.8") == "fr-CA"
    assert best_language(available, "en-GB;q=0.9, de;q=0.7") == "en"
    assert best_language(available, "es, *;q=0.1") == "en"
    assert best_language(available, "es, pt", default="en") == "en"


def test_cache_control():
    cc = parse_cache_control('max-age=600, s-maxage="120", private, no-transform, community="UCI"')
    assert cc.max_age == 600
    assert cc.directives["community"] == "UCI"
    assert "private" in cc and "no-store" not in cc
    assert cc.freshness_lifetime() == 600
    assert cc.freshness_lifetime(shared=True) == 0
    assert str(cc) == "max-age=600, s-maxage=120, private, no-transform, community=UCI"


def test_cache_control_first_directive_wins():
    cc = parse_cache_control("max-age=60, max-age=5, no-cache")
    assert cc.max_age == 60
    assert cc.freshness_lifetime() == 0
    assert parse_cache_control('s-maxage="30", public').freshness_lifetime(shared=True) == 30

import pytest

from urlkit import URL, relative_path, relative_url, remove_dot_segments, urljoin

BASE = "http://a/b/c/d;p?q"


def test_parse_components():
    url = URL.parse("https://user:pw@Example.COM:8443/p/a/t/h?x=1&y=2#frag")
    assert (url.scheme, url.authority, url.path, url.query, url.fragment) == (
        "https", "user:pw@Example.COM:8443", "/p/a/t/h", "x=1&y=2", "frag",
    )
    assert (url.host, url.port) == ("Example.COM", 8443)
    assert URL.parse("http://[::1]/").host == "[::1]"
    assert URL.parse("https://h/").port == 443
    assert str(url) == "https://user:pw@Example.COM:8443/p/a/t/h?x=1&y=2#frag"


def test_builders():
    url = URL.parse("https://api.example.com")
    assert str(url.with_path("v1", "users", "a b/c")) == "https://api.example.com/v1/users/a%20b%2Fc"
    assert str(url.with_query(q="x y", page=2, skip=None)) == "https://api.example.com?page=2&q=x+y"


def test_normalization():
    url = URL.parse("HTTP://Example.COM:80/a/./b/../c/%7e?q=%2f")
    assert str(url.normalized()) == "http://example.com/a/c/%7E?q=%2F"
    assert str(URL.parse("https://h.io").normalized()) == "https://h.io/"


@pytest.mark.parametrize(
    "path, expected",
    [("/a/b/c/./../../g", "/a/g"), ("mid/content=5/../6", "mid/6"), ("/../x", "/x"), ("/a/..", "/")],
)
def test_remove_dot_segments(path, expected):
    assert remove_dot_segments(path) == expected


@pytest.mark.rfc3986
@pytest.mark.parametrize(
    "ref, expected",
    [
        ("g:h", "g:h"), ("./g", "http://a/b/c/g"), ("/g", "http://a/g"), ("?y", "http://a/b/c/d;p?y"),
        ("#s", "http://a/b/c/d;p?q#s"), ("", "http://a/b/c/d;p?q"), ("..", "http://a/b/"),
        ("../../../g", "http://a/g"), ("g;x=1/../y", "http://a/b/c/y"),
    ],
)
def test_urljoin_rfc_examples(ref, expected):
    assert urljoin(BASE, ref) == expected


@pytest.mark.parametrize(
    "base, target, expected",
    [
        ("/a/b/c", "/a/b/d", "d"),
        ("/a/b/c", "/a/b/", "./"),
        ("/a/b/c", "/a/b/d/e", "d/e"),
        ("/a/x/y", "/a/b/c", "../b/c"),
        ("/a/b/c/d", "/e", "../../../e"),
        ("/a/x", "/a/b:c", "./b:c"),
    ],
)
def test_relative_path(base, target, expected):
    assert relative_path(base, target) == expected


def test_relative_url_round_trips():
    base = "https://site.io/docs/guide/intro.html?lang=en"
    for target in [
        "https://site.io/docs/guide/setup.html",
        "https://site.io/docs/api/index.html#top",
        "https://site.io/blog/",
        "https://site.io/docs/guide/intro.html?lang=fr",
        "https://site.io/docs/guide/intro.html#part-2",
        "https://other.io/x",
        "http://site.io/docs/",
    ]:
        reference = relative_url(base, target)
        assert urljoin(base, reference) == target, reference


def test_relative_path_needs_absolute_paths():
    with pytest.raises(ValueError, match="must be absolute"):
        relative_path("a/b", "/c")


@pytest.mark.xfail(reason="internationalized host names are not converted to punycode")
def test_idna_hosts():
    assert URL.parse("http://bücher.example/").normalized().host == "xn--bcher-kva.example"

import pytest
from mailnorm import InvalidAddress, clean_list, domains, duplicates, mask, normalize


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  ann@example.org ", "ann@example.org"),
        ("Ann@Example.ORG", "Ann@example.org"),
        ("j.o.e+news@gmail.com", "joe@gmail.com"),
        ("Joe@googlemail.com", "joe@gmail.com"),
        ("kim+x@outlook.com", "kim@outlook.com"),
        ("k.i.m@outlook.com", "k.i.m@outlook.com"),
        ("JOE@GMAIL.COM", "joe@gmail.com"),
    ],
)
def test_normalize(raw, expected):
    assert normalize(raw) == expected


@pytest.mark.parametrize("raw", ["no-at-sign", "a@@b.com", "@b.com", "a b@c.com", "a@c_d.com"])
def test_invalid(raw):
    with pytest.raises(InvalidAddress):
        normalize(raw)


def test_duplicates():
    groups = duplicates(["joe@gmail.com", "J.oe@gmail.com", "ann@x.org", "ann@X.org", "bad"])
    assert groups == {
        "ann@x.org": ["ann@x.org", "ann@X.org"],
        "joe@gmail.com": ["joe@gmail.com", "J.oe@gmail.com"],
    }


def test_case_of_local_part_kept_for_unknown_providers():
    assert duplicates(["Ann@x.org", "ann@x.org"]) == {}


def test_clean_list_keeps_first_seen_order():
    unique, rejected = clean_list(["b@y.io", "a@x.io", "B@y.io", "oops", "b@Y.io"])
    assert unique == ["b@y.io", "a@x.io", "B@y.io"]
    assert rejected == ["oops"]


def test_domain_counts():
    assert domains(["a@x.io", "b@y.io", "c@y.io", "d@gmail.com"]) == {
        "y.io": 2,
        "gmail.com": 1,
        "x.io": 1,
    }


def test_plus_tags_kept_elsewhere():
    assert normalize("ann+shop@example.org") == "ann+shop@example.org"


def test_empty_local_part():
    with pytest.raises(InvalidAddress, match="empty"):
        normalize("@example.org")


@pytest.mark.parametrize(
    ("raw", "masked"), [("annabel@x.org", "a*****l@x.org"), ("jo@gmail.com", "j*@gmail.com")]
)
def test_mask(raw, masked):
    assert mask(raw) == masked

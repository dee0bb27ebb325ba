from mailing import dedupe_emails, domains, normalize_email


def test_normalize():
    assert normalize_email(" Ann+news@Example.COM ") == "ann@example.com"


def test_distinct_kept():
    assert dedupe_emails(["a@x.org", "b@x.org"]) == ["a@x.org", "b@x.org"]


def test_duplicates_dropped():
    assert dedupe_emails(["Ann@x.org", "ann+1@x.org", "bob@y.org"]) == ["Ann@x.org", "bob@y.org"]


def test_domains():
    assert domains(["a@x.org", "A@x.org", "b@y.org"]) == {"x.org": 1, "y.org": 1}

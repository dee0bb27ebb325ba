from signup import email_ok, username_errors


def test_good_name():
    assert username_errors("grace_h") == []


def test_reserved():
    assert username_errors("admin") == ["name is reserved"]


def test_too_short():
    assert username_errors("ab") == ["must be 3 to 20 characters"]


def test_email():
    assert email_ok("a@b.org") and not email_ok("a@b")

from isbn import clean, valid_isbn10, valid_isbn13


def test_clean():
    assert clean("0-306-4061x") == "03064061X"


def test_isbn13():
    assert valid_isbn13("978-0-306-40615-7")


def test_isbn10_valid():
    assert valid_isbn10("0-306-40615-2")
    assert valid_isbn10("0-8044-2957-X")


def test_isbn10_invalid():
    assert not valid_isbn10("0-306-40615-3")

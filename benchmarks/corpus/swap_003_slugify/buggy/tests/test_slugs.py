from slugs import ascii_fold, slugify, unique_slug


def test_fold():
    assert ascii_fold("Crème") == "Creme"


def test_single_word():
    assert slugify("Hello!") == "hello"


def test_spaces_become_hyphens():
    assert slugify("Crème Brûlée, at home") == "creme-brulee-at-home"


def test_unique():
    assert unique_slug("Hello", {"hello"}) == "hello-2"

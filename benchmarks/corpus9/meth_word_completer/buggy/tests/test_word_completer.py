import pytest
from word_completer import WordCompleter


@pytest.fixture
def completer():
    c = WordCompleter(["car", "cart", "care", "cat", "dog"])
    c.add("cart", 4)
    c.add("care", 2)
    return c


def test_empty_completer():
    c = WordCompleter()
    assert len(c) == 0
    assert c.complete("a") == []
    assert "a" not in c


def test_rejects_empty_word():
    with pytest.raises(ValueError):
        WordCompleter().add("")


def test_membership(completer):
    assert "car" in completer
    assert "cart" in completer
    assert "ca" not in completer
    assert "cars" not in completer


def test_size_counts_distinct_words(completer):
    assert len(completer) == 5


def test_weights_accumulate(completer):
    assert completer.weight("cart") == 5
    assert completer.weight("car") == 1
    assert completer.weight("ca") == 0


def test_complete_orders_by_weight(completer):
    assert completer.complete("ca") == ["cart", "care", "car", "cat"]


def test_complete_with_limit(completer):
    assert completer.complete("c", limit=2) == ["cart", "care"]


def test_prefix_that_is_a_word(completer):
    assert completer.complete("cart") == ["cart"]
    assert completer.complete("car") == ["cart", "care", "car"]


def test_unknown_prefix(completer):
    assert completer.complete("x") == []
    assert completer.complete("cab") == []


def test_empty_prefix_lists_everything(completer):
    assert completer.complete("") == ["cart", "care", "car", "cat", "dog"]

import pytest

from paginator import InvalidPage, Paginator


def test_page_contents_and_indexes():
    pages = Paginator(range(1, 24), per_page=10)
    assert pages.num_pages == 3
    third = pages.page(3)
    assert third.items == [21, 22, 23]
    assert (third.start_index, third.end_index) == (21, 23)
    assert not third.has_next and third.has_previous


def test_iterating_gives_every_item_once():
    pages = Paginator("abcdefg", per_page=3)
    assert ["".join(p.items) for p in pages] == ["abc", "def", "g"]


def test_orphans_are_folded_into_the_previous_page():
    pages = Paginator(range(21), per_page=10, orphans=1)
    assert pages.num_pages == 2
    assert len(pages.page(2)) == 11


def test_empty_list_has_one_empty_page():
    pages = Paginator([], per_page=5)
    first = pages.page(1)
    assert (pages.num_pages, len(first), first.start_index, first.end_index) == (1, 0, 0, 0)


@pytest.mark.parametrize("number", [0, 4, "x", None])
def test_invalid_page_numbers(number):
    with pytest.raises(InvalidPage):
        Paginator(range(30), per_page=10).page(number)


@pytest.mark.parametrize(
    "current, bar",
    [
        (1, "1 2 3 … 20"),
        (10, "1 … 8 9 10 11 12 … 20"),
        (19, "1 … 17 18 19 20"),
    ],
)
def test_page_bar(current, bar):
    assert Paginator(range(200), per_page=10).page_bar(current) == bar

import pytest

from css_specificity import most_specific, sort_by_specificity, specificity, split_selector_list


def test_type_selector():
    assert specificity("div") == (0, 0, 1)
    assert specificity("*") == (0, 0, 0)


def test_ids_and_classes_with_descendant_space():
    assert specificity("#nav .item.active") == (1, 2, 0)


def test_attribute_and_pseudo_class():
    assert specificity("a[href^='http']:hover") == (0, 2, 1)


def test_pseudo_element_counts_as_type():
    assert specificity("p::first-line") == (0, 0, 2)


def test_child_combinator():
    assert specificity("ul > li.item") == (0, 1, 2)


def test_sibling_combinators():
    assert specificity("h1 + p ~ span") == (0, 0, 3)
    assert specificity("h1+p") == (0, 0, 2)


def test_not_uses_its_most_specific_argument():
    assert specificity(":not(#main, .note) li") == (1, 0, 1)
    assert specificity("section:where(#x, .y)") == (0, 0, 1)


def test_split_selector_list_respects_parentheses():
    assert split_selector_list("a, :is(b, c), d ,") == ["a", ":is(b, c)", "d"]


def test_most_specific_of_a_list():
    assert most_specific("nav > a, #menu a, .link") == "#menu a"


def test_unclosed_attribute_is_an_error():
    with pytest.raises(ValueError):
        specificity("input[type='text'")


def test_sort_by_specificity():
    rules = ["#id", "div.note", "p", "main > .box .title"]
    assert sort_by_specificity(rules) == ["p", "div.note", "main > .box .title", "#id"]

from paging import page_count, page_label, page_ranges


def test_page_count_rounds_up():
    assert page_count(25, 10) == 3


def test_no_items():
    assert page_ranges(0, 10) == []


def test_label():
    assert page_label(1, 0, 10) == "Page 1 of 1"


def test_ranges_include_last_page():
    assert page_ranges(25, 10) == [(1, 10), (11, 20), (21, 25)]

from natural_sort_key import natural_compare, natural_key, natural_sorted


def test_key_of_plain_letters():
    assert natural_key("aB") == [(1, 0, "a"), (1, 0, "b")]
    assert natural_key("") == []


def test_letters_ignore_case():
    assert natural_sorted(["banana", "Apple", "cherry", "apricot"]) == [
        "Apple", "apricot", "banana", "cherry"]


def test_shorter_prefix_first():
    assert natural_sorted(["file_a", "file", "fil", ""]) == ["", "fil", "file", "file_a"]


def test_compare_without_digits():
    assert natural_compare("abc", "abd") == -1
    assert natural_compare("Zeta", "zeta") == 0
    assert natural_compare("b", "a-b") == 1


def test_reverse_order():
    assert natural_sorted(["x", "Y", "w"], reverse=True) == ["Y", "x", "w"]


def test_numbers_compare_by_value():
    assert natural_sorted(["file10.txt", "file2.txt", "file1.txt"]) == [
        "file1.txt", "file2.txt", "file10.txt"]


def test_version_strings():
    assert natural_sorted(["v1.10", "v1.2", "v1.9", "v0.99"]) == ["v0.99", "v1.2", "v1.9", "v1.10"]


def test_leading_zeros_break_ties():
    assert natural_sorted(["7", "007", "07", "8"]) == ["007", "07", "7", "8"]
    assert natural_compare("img007", "img7") == -1


def test_digits_sort_before_letters():
    assert natural_sorted(["ab", "a9", "a10b", "A"]) == ["A", "a9", "a10b", "ab"]

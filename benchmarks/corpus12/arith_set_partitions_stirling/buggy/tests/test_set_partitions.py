import pytest

from set_partitions import (bell, from_growth_string, k_partitions, partitions, stirling2,
                            stirling_row, to_growth_string)


@pytest.mark.parametrize("n, k, expected", [
    (0, 0, 1), (3, 0, 0), (4, 1, 1), (4, 4, 1), (4, 2, 7), (5, 3, 25), (6, 3, 90), (2, 5, 0),
])
def test_stirling2(n, k, expected):
    assert stirling2(n, k) == expected


def test_stirling2_rejects_negative():
    with pytest.raises(ValueError):
        stirling2(-1, 2)


def test_bell_numbers():
    assert [bell(n) for n in range(8)] == [1, 1, 2, 5, 15, 52, 203, 877]


def test_stirling_row():
    assert stirling_row(5) == [0, 1, 15, 25, 10, 1]


def test_partitions_of_three():
    assert partitions("abc") == [
        [["a"], ["b"], ["c"]], [["a", "b"], ["c"]], [["b"], ["a", "c"]],
        [["a"], ["b", "c"]], [["a", "b", "c"]],
    ]
    assert partitions([]) == [[]]


def test_k_partitions():
    pairs = k_partitions([1, 2, 3, 4], 2)
    assert len(pairs) == 7
    assert [[1, 2], [3, 4]] in pairs
    assert k_partitions([1, 2, 3], 4) == []


def test_growth_string_round_trip():
    items = ["w", "x", "y", "z"]
    for part in partitions(items):
        code = to_growth_string(part, items)
        assert code[0] == 0
        assert sorted(map(sorted, from_growth_string(code, items))) == sorted(map(sorted, part))


def test_from_growth_string_validates():
    assert from_growth_string([0, 1, 0, 2], "abcd") == [["a", "c"], ["b"], ["d"]]
    with pytest.raises(ValueError):
        from_growth_string([0, 2], "ab")
    with pytest.raises(ValueError):
        from_growth_string([0], "ab")

import itertools

import pytest

from iterkit import (
    chunked,
    duplicates_everseen,
    first_true,
    flatten,
    interleave,
    interleave_longest,
    intersperse,
    nth,
    partition,
    roundrobin,
    split_at,
    take,
    unique_everseen,
    unique_justseen,
    windowed,
)


def test_chunked():
    assert list(chunked(range(7), 3)) == [[0, 1, 2], [3, 4, 5], [6]]
    with pytest.raises(ValueError, match="not divisible by 3"):
        list(chunked(range(7), 3, strict=True))


@pytest.mark.parametrize(
    "args, kwargs, expected",
    [
        (([1, 2, 3, 4, 5], 3), {}, [(1, 2, 3), (2, 3, 4), (3, 4, 5)]),
        (([1, 2, 3, 4, 5, 6], 3), {"step": 2}, [(1, 2, 3), (3, 4, 5), (5, 6, None)]),
        (([1, 2], 3), {"fillvalue": 0}, [(1, 2, 0)]),
        ((range(6), 2), {"step": 3}, [(0, 1), (3, 4)]),
        (([], 2), {}, []),
    ],
)
def test_windowed(args, kwargs, expected):
    assert list(windowed(*args, **kwargs)) == expected


@pytest.mark.lazy
def test_windowed_is_lazy():
    assert next(windowed(itertools.count(), 2)) == (0, 1)


def test_partition_and_split_at():
    evens, odds = partition(lambda x: x % 2, range(7))
    assert (list(evens), list(odds)) == ([0, 2, 4, 6], [1, 3, 5])
    assert list(split_at("a,b,,c", lambda c: c == ",")) == [["a"], ["b"], [], ["c"]]
    assert list(split_at([1, 0, 2, 0, 3], lambda x: x == 0, maxsplit=1, keep_separator=True)) == [
        [1], [0], [2, 0, 3],
    ]


def test_interleaving():
    assert list(interleave("ABC", "xy")) == ["A", "x", "B", "y"]
    assert list(interleave_longest("ABC", "x", "12")) == ["A", "x", "1", "B", "2", "C"]
    assert "".join(roundrobin("ABC", "D", "EF")) == "ADEBFC"
    assert list(intersperse("-", "abcde", n=2)) == ["a", "b", "-", "c", "d", "-", "e"]


def test_flatten_everything_by_default():
    assert list(flatten([1, [2, [3, [4, (5,)]]], "six", [b"7"]])) == [1, 2, 3, 4, 5, "six", b"7"]


@pytest.mark.parametrize(
    "levels, expected",
    [(0, [[1, [2]], [[3]]]), (1, [1, [2], [3]]), (2, [1, 2, 3])],
)
def test_flatten_by_levels(levels, expected):
    assert list(flatten([[1, [2]], [[3]]], levels=levels)) == expected


def test_flatten_custom_atomic_types():
    assert list(flatten([(1, 2), [3, (4,)]], atomic=(tuple,))) == [(1, 2), 3, (4,)]


def test_unique():
    assert list(unique_everseen("AAAABBBCCDAABBB")) == ["A", "B", "C", "D"]
    assert list(unique_everseen("ABBcCAD", key=str.lower)) == ["A", "B", "c", "D"]
    assert list(unique_everseen([[1], [2], [1]])) == [[1], [2]]
    assert list(unique_justseen("AAABBBCCAA")) == ["A", "B", "C", "A"]
    assert "".join(duplicates_everseen("mississippi")) == "sissipi"


def test_small_helpers():
    assert take(3, itertools.count(10)) == [10, 11, 12]
    assert nth("abc", 1) == "b" and nth("abc", 5, "z") == "z"
    assert first_true([0, "", 3, 4]) == 3
    assert first_true([1, 2, 3], pred=lambda x: x > 5, default=-1) == -1

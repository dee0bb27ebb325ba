import pytest
from ropes import Rope

TEXT = "It was the best of times, it was the worst of times"


@pytest.fixture
def rope():
    return Rope(TEXT)


def test_length_and_text(rope):
    assert len(rope) == len(TEXT)
    assert str(rope) == TEXT


def test_is_balanced(rope):
    assert rope.depth <= 4


@pytest.mark.parametrize("index", [0, 5, 7, 30, -1])
def test_indexing(rope, index):
    assert rope[index] == TEXT[index]


def test_index_out_of_range(rope):
    with pytest.raises(IndexError):
        rope[len(TEXT)]


def test_split_in_left_half(rope):
    left, right = rope.split(6)
    assert (str(left), str(right)) == (TEXT[:6], TEXT[6:])


def test_split_in_right_half(rope):
    left, right = rope.split(40)
    assert (str(left), str(right)) == (TEXT[:40], TEXT[40:])


@pytest.mark.parametrize(("start", "stop"), [(0, 6), (7, 10), (26, 51), (3, 3)])
def test_slices(rope, start, stop):
    assert rope[start:stop] == TEXT[start:stop]


def test_insert(rope):
    assert rope.insert(0, ">> ") == ">> " + TEXT
    assert rope.insert(37, "very ") == TEXT[:37] + "very " + TEXT[37:]


def test_delete(rope):
    assert rope.delete(2, 6) == TEXT[:2] + TEXT[6:]
    assert rope.delete(25, 51) == TEXT[:25]


def test_concatenation_keeps_both_sides():
    joined = Rope("hello") + ", " + Rope("world")
    assert joined == "hello, world"
    assert joined.rebalanced() == joined


def test_empty_rope():
    assert len(Rope()) == 0
    assert Rope().split(3) == (Rope(), Rope())


@pytest.mark.xfail(reason="ropes only support contiguous slices", raises=ValueError)
def test_reversed_slice(rope):
    assert rope[::-1] == TEXT[::-1]

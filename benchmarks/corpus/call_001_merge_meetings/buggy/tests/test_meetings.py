import pytest

from meetings import busy_blocks, free_slots


def test_disjoint():
    assert busy_blocks([(60, 90), (0, 30)]) == [(0, 30), (60, 90)]


def test_overlapping():
    assert busy_blocks([(0, 30), (20, 50)]) == [(0, 50)]


def test_reversed_meeting():
    with pytest.raises(ValueError):
        busy_blocks([(10, 5)])


def test_nested_meeting():
    assert busy_blocks([(0, 120), (30, 45)]) == [(0, 120)]
    assert free_slots([(540, 660), (560, 600)], 540, 720) == [(660, 720)]

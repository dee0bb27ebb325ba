import pytest

from flood_fill import count_regions, flood_fill, region_size

PICTURE = [
    "..##.",
    ".#..#",
    ".#..#",
    "#.##.",
]


def grid(lines):
    return [list(line) for line in lines]


def lines(cells):
    return ["".join(row) for row in cells]


def test_fill_an_inner_region():
    assert lines(flood_fill(grid(PICTURE), 1, 2, "o")) == ["..##.", ".#oo#", ".#oo#", "#.##."]


def test_fill_with_the_same_colour_changes_nothing():
    assert lines(flood_fill(grid(PICTURE), 0, 0, ".")) == PICTURE


def test_fill_the_top_left_region():
    assert lines(flood_fill(grid(PICTURE), 0, 0, "~")) == ["~~##.", "~#..#", "~#..#", "#.##."]


def test_fill_touching_the_top_row():
    picture = ["#..#", "####", "#..#"]
    assert lines(flood_fill(grid(picture), 0, 1, "o")) == ["#oo#", "####", "#..#"]


def test_does_not_modify_the_input():
    cells = grid(PICTURE)
    flood_fill(cells, 1, 2, "o")
    assert lines(cells) == PICTURE


@pytest.mark.parametrize("row, col, size", [(1, 2, 4), (3, 1, 1), (1, 4, 2)])
def test_region_size(row, col, size):
    assert region_size(grid(PICTURE), row, col) == size


def test_count_regions():
    assert count_regions(grid(PICTURE), "#") == 5
    assert count_regions(grid(PICTURE), "x") == 0

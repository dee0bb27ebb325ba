import pytest
from blobs import DisjointSet, Grid, label

PICTURE = """
##..#
#...#
..#..
.###.
"""


@pytest.fixture
def grid():
    return Grid.parse(PICTURE)


def test_parse(grid):
    assert (grid.height, grid.width) == (4, 5)
    assert grid[0, 4] == "#"


def test_ragged_rows_rejected():
    with pytest.raises(ValueError):
        Grid(["##", "#"])


def test_count_orthogonal(grid):
    assert label(grid).count == 3


def test_count_diagonal(grid):
    assert label(grid, diagonal=True).count == 3


def test_labels_in_reading_order(grid):
    assert label(grid).render() == "11..2\n1...2\n..3..\n.333."


def test_sizes(grid):
    assert label(grid).sizes() == [4, 3, 2]


def test_size_of_cell(grid):
    assert label(grid).size((3, 2)) == 4


def test_largest_blob(grid):
    assert label(grid).largest() == {(2, 2), (3, 1), (3, 2), (3, 3)}


def test_histogram_of_checkerboard():
    board = Grid(["#.#.", ".#.#", "#.#."])
    assert label(board).histogram() == {1: 6}
    assert label(board, diagonal=True).histogram() == {6: 1}


def test_empty_grid():
    labeling = label(Grid(["...", "..."]))
    assert labeling.count == 0
    assert labeling.largest() == set()


def test_disjoint_set_basics():
    ds = DisjointSet("abcde")
    assert ds.union("a", "b")
    assert ds.union("c", "d")
    assert not ds.union("b", "a")
    assert ds.connected("a", "b") and not ds.connected("a", "c")
    assert len(ds.roots()) == 3


def test_disjoint_set_sizes_after_chain():
    ds = DisjointSet(range(6))
    for i in range(5):
        ds.union(i, i + 1)
    assert ds.size_of(3) == 6


@pytest.mark.parametrize("foreground", ["#", "#."])
def test_custom_foreground(grid, foreground):
    assert label(grid, foreground=foreground).count == (3 if foreground == "#" else 1)

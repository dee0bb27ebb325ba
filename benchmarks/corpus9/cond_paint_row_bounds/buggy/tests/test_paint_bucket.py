from paint_bucket import count_regions, fill, region_sizes

PICTURE = [
    "#####",
    "#...#",
    "#.#.#",
    "#...#",
    "#####",
]


def test_fill_enclosed_ring():
    rows, painted = fill(PICTURE, 1, 1, "o")
    assert painted == 8
    assert rows == ["#####", "#ooo#", "#o#o#", "#ooo#", "#####"]


def test_fill_single_enclosed_cell():
    rows, painted = fill(PICTURE, 2, 2, "x")
    assert painted == 1
    assert rows[2] == "#.x.#"


def test_same_colour_is_a_no_op():
    assert fill(PICTURE, 1, 1, ".") == (PICTURE, 0)


def test_input_grid_is_not_modified():
    before = list(PICTURE)
    fill(PICTURE, 1, 1, "o")
    assert PICTURE == before


def test_fill_border_frame():
    rows, painted = fill(PICTURE, 0, 0, "=")
    assert painted == 16
    assert rows[0] == "=====" and rows[2] == "=.#.="


def test_fill_from_bottom_row():
    rows, painted = fill(["ab", "aa", "ba"], 2, 1, "c")
    assert (rows, painted) == (["cb", "cc", "bc"], 4)


def test_region_does_not_wrap_around():
    rows, painted = fill(["a.", "..", "a."], 0, 0, "z")
    assert (rows, painted) == (["z.", "..", "a."], 1)


def test_count_regions():
    assert count_regions(PICTURE, ".") == 1
    assert count_regions(["a.a", ".a.", "a.a"], "a") == 5


def test_region_sizes():
    assert region_sizes(["aa.", "..a", "aaa"], "a") == [4, 2]
    assert region_sizes(["..."], "a") == []

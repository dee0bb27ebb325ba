import pytest

from report import largest, over, render, summary, total, walk

TREE = {
    "photos": {"2023": {"a.jpg": 3_500_000, "b.jpg": 2_000_000}, "cover.png": 512},
    "notes.txt": 1536,
    "empty": {},
    "video.mp4": 1_600_000_000,
}


def test_total_is_recursive():
    assert total(TREE) == 1_605_502_048
    assert total({}) == 0


def test_walk_lists_files_in_order():
    assert [p for p, _ in walk(TREE)] == [
        "notes.txt", "photos/2023/a.jpg", "photos/2023/b.jpg", "photos/cover.png", "video.mp4",
    ]


def test_largest():
    assert largest(TREE, 2) == [("video.mp4", 1_600_000_000), ("photos/2023/a.jpg", 3_500_000)]


@pytest.mark.parametrize(
    "threshold, paths",
    [("1 GB", ["video.mp4"]), ("2 MiB", ["photos/2023/a.jpg", "video.mp4"]), (600, ["notes.txt",
     "photos/2023/a.jpg", "photos/2023/b.jpg", "video.mp4"])],
)
def test_over(threshold, paths):
    assert over(TREE, threshold) == paths


def test_render_binary_units():
    assert render(TREE, max_depth=1) == [
        "./ 1.5 GiB",
        "  video.mp4 1.5 GiB",
        "  photos/ 5.2 MiB",
        "  notes.txt 1.5 KiB",
        "  empty/ 0 B",
    ]


def test_render_decimal_units():
    assert render(TREE["photos"], "photos", binary=False) == [
        "photos/ 5.5 MB", "  2023/ 5.5 MB", "    a.jpg 3.5 MB", "    b.jpg 2.0 MB", "  cover.png 512 B",
    ]


def test_summary():
    assert summary(TREE) == "5 files, 1.5 GiB (largest: video.mp4)"

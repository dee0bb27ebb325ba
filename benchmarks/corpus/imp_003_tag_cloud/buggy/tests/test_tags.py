from tags import cloud_sizes, normalize_tag, post_tags, top_tags

POSTS = [
    ["Python", "machine_learning"],
    ["python", "Testing"],
    ["  PYTHON ", "#testing", "python"],
    ["rust"],
]


def test_normalize_tag():
    assert normalize_tag("  Machine_Learning ") == "machine-learning"


def test_normalize_strips_hash():
    assert normalize_tag("#Rust") == "rust"


def test_post_tags_drops_duplicates_and_empties():
    assert post_tags(["A b", "a-b", "", "#"]) == ["a-b"]


def test_top_tags_counts_posts():
    assert top_tags(POSTS) == [("python", 3), ("testing", 2), ("machine-learning", 1), ("rust", 1)]


def test_top_tags_limit():
    assert top_tags(POSTS, limit=2) == [("python", 3), ("testing", 2)]


def test_cloud_sizes():
    assert cloud_sizes(POSTS, limit=3) == {
        "python": "large",
        "testing": "medium",
        "machine-learning": "small",
    }


def test_cloud_of_no_posts():
    assert cloud_sizes([]) == {}

import pytest
from pathtree import build, human, largest, render

ENTRIES = {
    "src/app/main.py": 1200,
    "README.md": 300,
    "src/app/util.py": 800,
    "docs/index.md": 2048,
    "src/setup.cfg": 100,
}


@pytest.fixture
def tree():
    return build(ENTRIES)


def test_totals(tree):
    assert tree.total() == 4448
    assert tree.children["src"].total() == 2100


def test_count_files(tree):
    assert tree.count_files() == 5


def test_render(tree):
    assert render(tree).splitlines()[:9] == [
        ".",
        "├── README.md",
        "├── docs/",
        "│   └── index.md",
        "└── src/",
        "    ├── app/",
        "    │   ├── main.py",
        "    │   └── util.py",
        "    └── setup.cfg",
    ]


def test_render_summary(tree):
    assert render(tree).splitlines()[-1] == "3 directories, 5 files"


def test_render_is_independent_of_input_order():
    forward = build(dict(sorted(ENTRIES.items())))
    backward = build(dict(sorted(ENTRIES.items(), reverse=True)))
    assert render(forward) == render(backward)


def test_render_sizes_and_depth(tree):
    lines = render(tree, sizes=True, max_depth=1).splitlines()
    assert lines[1:4] == ["├── README.md [300B]", "├── docs/ [2K]", "└── src/ [2K]"]


@pytest.mark.parametrize(("size", "text"), [(0, "0B"), (1023, "1023B"), (5 * 1024**2, "5M")])
def test_human(size, text):
    assert human(size) == text


def test_largest(tree):
    assert largest(tree, 2) == [("docs/index.md", 2048), ("src/app/main.py", 1200)]


def test_duplicate_paths_add_up():
    assert build({"a/b": 1, "/a/b/": 2}).total() == 3


def test_empty_path():
    with pytest.raises(ValueError):
        build({"/": 1})

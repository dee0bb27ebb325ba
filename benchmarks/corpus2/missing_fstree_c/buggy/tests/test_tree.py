import pytest

from nodes import Directory, File
from walk import find, largest, lookup, render


def test_total_size(project: Directory) -> None:
    assert project.total_size() == 6800
    assert lookup(project, "src").total_size() == 5500


@pytest.mark.parametrize("path, name", [("src/pkg/core.py", "core.py"), ("/docs/", "docs"), ("", "project")])
def test_lookup(project: Directory, path: str, name: str) -> None:
    assert lookup(project, path).name == name


@pytest.mark.parametrize("path, error", [("src/missing.py", KeyError), ("README.md/x", NotADirectoryError)])
def test_lookup_errors(project: Directory, path: str, error: type) -> None:
    with pytest.raises(error):
        lookup(project, path)


def test_find(project: Directory) -> None:
    assert find(project, lambda f: f.name.endswith(".py")) == [
        "src/main.py", "src/pkg/__init__.py", "src/pkg/core.py", "src/util.py",
    ]
    assert find(project, lambda f: f.size == 0) == ["src/pkg/__init__.py"]


def test_largest(project: Directory) -> None:
    assert largest(project, 2) == [("src/pkg/core.py", 4000), ("src/main.py", 1200)]


def test_render(project: Directory) -> None:
    assert render(lookup(project, "docs")) == ["docs/", "  index.md (800)"]
    assert render(project)[:4] == ["project/", "  README.md (500)", "  docs/", "    index.md (800)"]


def test_duplicates_and_sizes() -> None:
    root = Directory("r")
    root.add(File("a", 1))
    with pytest.raises(FileExistsError):
        root.add(File("a", 2))
    with pytest.raises(ValueError):
        File("b", -1)

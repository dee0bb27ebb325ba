import pytest

from globmatch import match, match_name, select


@pytest.mark.parametrize(
    "pattern, name, expected",
    [
        ("*.py", "setup.py", True),
        ("*.py", "setup.pyc", False),
        ("test_?.txt", "test_1.txt", True),
        ("[a-c]*", "banana", True),
        ("[!a-c]*", "banana", False),
        ("file\\*", "file*", True),
    ],
)
def test_match_name(pattern, name, expected):
    assert match_name(pattern, name) is expected


def test_star_does_not_cross_directories():
    assert match("src/*.py", "src/app.py")
    assert not match("src/*.py", "src/pkg/app.py")


def test_double_star():
    assert match("src/**/*.py", "src/app.py")
    assert match("src/**/*.py", "src/a/b/c.py")
    assert match("**", "any/depth/at/all")
    assert not match("src/**/*.py", "lib/a.py")


def test_hidden_files_need_an_explicit_dot():
    assert not match("*", ".env")
    assert not match("**/*.py", "src/.cache/x.py")
    assert match("**/*.py", "src/.cache/x.py", include_hidden=True)


def test_patterns_starting_with_a_dot_match_hidden_files():
    assert match(".env*", ".env.local")
    assert match("config/.*rc", "config/.npmrc")


def test_select_with_excludes():
    paths = ["src/app.py", "src/app_test.py", "src/util/io.py", "docs/index.md", "setup.py"]
    assert select(paths, ["**/*.py"], ["**/*_test.py", "setup.py"]) == [
        "src/app.py", "src/util/io.py",
    ]

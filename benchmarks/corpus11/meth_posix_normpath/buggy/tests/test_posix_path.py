import pytest

from posix_path import basename, dirname, join, normpath, relpath, split, splitext


@pytest.mark.parametrize(
    "path, expected",
    [("", "."), ("a//b/./c/", "a/b/c"), ("a/..", "."), ("../x", "../x"), ("/..", "/"),
     ("/usr/../etc", "/etc")],
)
def test_normpath_simple(path, expected):
    assert normpath(path) == expected


def test_normpath_parent_of_a_deep_path():
    assert normpath("/srv/www/site/../static/./img") == "/srv/www/static/img"


def test_normpath_several_parents():
    assert normpath("a/b/c/../../d") == "a/d"


def test_join():
    assert join("usr", "lib", "python3") == "usr/lib/python3"
    assert join("/tmp/", "x") == "/tmp/x"
    assert join("home", "/etc", "hosts") == "/etc/hosts"


def test_split_basename_dirname():
    assert split("/var/log/syslog") == ("/var/log", "syslog")
    assert split("/top") == ("/", "top")
    assert basename("dir/file.txt") == "file.txt"
    assert dirname("file.txt") == ""


@pytest.mark.parametrize(
    "path, expected",
    [("archive.tar.gz", ("archive.tar", ".gz")), ("/home/u/.bashrc", ("/home/u/.bashrc", "")),
     ("dir.d/file", ("dir.d/file", ""))],
)
def test_splitext(path, expected):
    assert splitext(path) == expected


def test_relpath_sibling_directories():
    assert relpath("/a/b/c/file", "/a/b/d/e") == "../../c/file"


def test_relpath_inside_and_same():
    assert relpath("/a/b/c", "/a") == "b/c"
    assert relpath("/a/b", "/a/b/") == "."

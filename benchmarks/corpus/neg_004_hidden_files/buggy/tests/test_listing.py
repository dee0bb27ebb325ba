from listing import by_extension, listing

NAMES = ["b.txt", ".env", "A.py", ".git", "notes"]


def test_show_hidden():
    assert listing(NAMES, show_hidden=True) == [".env", ".git", "A.py", "b.txt", "notes"]


def test_hide_dot_files():
    assert listing(NAMES) == ["A.py", "b.txt", "notes"]


def test_groups():
    assert by_extension(NAMES) == {"py": ["A.py"], "txt": ["b.txt"], "": ["notes"]}

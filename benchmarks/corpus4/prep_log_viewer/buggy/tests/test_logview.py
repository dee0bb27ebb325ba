import pytest

from logview import LogView

LOG = """\
2024-03-01 10:00:00 INFO  server started on :8080
2024-03-01 10:00:05 DEBUG loading plugins
2024-03-01 10:01:10 WARN  slow query (1200 ms)
2024-03-01 10:02:00 ERROR request failed
Traceback (most recent call last):
  File "app.py", line 3, in handler
ValueError: bad id
2024-03-01 10:02:01 INFO  retrying request
2024-03-01 10:05:00 ERROR request failed again
2024-03-01 10:06:00 INFO  shutting down"""


@pytest.fixture
def view():
    return LogView(LOG)


def test_lines_are_numbered_from_one(view):
    assert len(view) == 10
    assert view.line(4).endswith("request failed")
    with pytest.raises(IndexError):
        view.line(0)


def test_levels(view):
    assert view.levels() == {"INFO": 3, "ERROR": 2, "DEBUG": 1, "WARN": 1}


def test_find_next_from_the_top(view):
    assert view.find_next("ERROR") == 4
    assert view.find_next("nothing like this") is None


def test_find_next_continues_after_a_line(view):
    assert view.find_next("ERROR", after=4) == 9
    assert view.find_next("request", after=4, ignore_case=True) == 8
    assert view.find_next("ERROR", after=9) is None


def test_grep_with_context(view):
    assert view.grep("ERROR", context=1) == [
        "3-2024-03-01 10:01:10 WARN  slow query (1200 ms)",
        "4:2024-03-01 10:02:00 ERROR request failed",
        "5-Traceback (most recent call last):",
        "--",
        "8-2024-03-01 10:02:01 INFO  retrying request",
        "9:2024-03-01 10:05:00 ERROR request failed again",
        "10-2024-03-01 10:06:00 INFO  shutting down",
    ]


def test_entry_includes_the_traceback(view):
    assert view.entry(6) == view.lines[3:7]
    assert view.entry(10) == [view.lines[9]]


def test_time_window(view):
    entries = view.window("2024-03-01 10:01:00", "2024-03-01 10:05:00")
    assert [e[0][20:25] for e in entries] == ["WARN ", "ERROR", "INFO "]
    assert len(entries[1]) == 4


def test_tail(view):
    assert view.tail(2) == view.lines[-2:]
    assert view.tail(0) == []

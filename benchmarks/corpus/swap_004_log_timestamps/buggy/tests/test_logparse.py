from datetime import datetime

from logparse import errors_since, level_counts, parse_line

LOG = [
    "2024-05-01 12:30:00 [INFO] started",
    "2024-05-01 12:31:10 [ERROR] disk full",
    "2024-05-02 08:00:00 [ERROR] timeout",
]


def test_counts():
    assert level_counts(LOG) == {"INFO": 1, "ERROR": 2}


def test_parse_line():
    assert parse_line(LOG[0]) == (datetime(2024, 5, 1, 12, 30), "INFO", "started")


def test_errors_since():
    assert errors_since(LOG, datetime(2024, 5, 2)) == ["timeout"]

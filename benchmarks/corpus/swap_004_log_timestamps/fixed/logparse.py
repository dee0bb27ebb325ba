"""Parse application log lines of the form '2024-05-01 12:30:00 [LEVEL] message'."""

import re
from collections import Counter
from datetime import datetime

LINE = re.compile(r"^(?P<stamp>\S+ \S+) \[(?P<level>[A-Z]+)\] (?P<message>.*)$")
STAMP_FORMAT = "%Y-%m-%d %H:%M:%S"


def level_counts(lines: list[str]) -> Counter[str]:
    """How many lines there are of each level."""
    counts: Counter[str] = Counter()
    for line in lines:
        match = LINE.match(line)
        if match:
            counts[match["level"]] += 1
    return counts


def parse_line(line: str) -> tuple[datetime, str, str]:
    """(timestamp, level, message); ValueError for malformed lines."""
    match = LINE.match(line)
    if not match:
        raise ValueError(f"not a log line: {line!r}")
    stamp = datetime.strptime(match["stamp"], STAMP_FORMAT)
    return stamp, match["level"], match["message"]


def errors_since(lines: list[str], since: datetime) -> list[str]:
    """Messages of ERROR lines at or after since."""
    found = []
    for line in lines:
        stamp, level, message = parse_line(line)
        if level == "ERROR" and stamp >= since:
            found.append(message)
    return found

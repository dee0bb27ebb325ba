"""Browse an application log: grep with context, jump to the next match, time windows."""

import re
from bisect import bisect_left, bisect_right
from collections import Counter

_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)\s+(DEBUG|INFO|WARN|ERROR)\s+(.*)$")


class LogView:
    """Line numbers are 1-based, as in editors and grep -n."""

    def __init__(self, text):
        self.lines = text.splitlines()
        self._stamps = []  # (timestamp, line number) of lines that start an entry
        for number, line in enumerate(self.lines, 1):
            match = _LINE.match(line)
            if match:
                self._stamps.append((match.group(1), number))

    def __len__(self):
        return len(self.lines)

    def line(self, number):
        if not 1 <= number <= len(self.lines):
            raise IndexError(f"line {number} out of range 1-{len(self.lines)}")
        return self.lines[number - 1]

    def levels(self):
        return Counter(_LINE.match(self.lines[n - 1]).group(2) for _, n in self._stamps)

    def _regex(self, pattern, ignore_case):
        return re.compile(pattern, re.IGNORECASE if ignore_case else 0)

    def find_next(self, pattern, after=0, ignore_case=False):
        """Number of the first line after line `after` that matches, or None."""
        regex = self._regex(pattern, ignore_case)
        for index, line in enumerate(self.lines[after:], start=after):
            if regex.search(line):
                return after + index + 1
        return None

    def grep(self, pattern, context=0, ignore_case=False):
        """'n:line' for matches and 'n-line' for context lines; '--' between groups."""
        regex = self._regex(pattern, ignore_case)
        hits = [n for n, line in enumerate(self.lines, 1) if regex.search(line)]
        shown = set()
        for n in hits:
            shown.update(range(max(1, n - context), min(len(self.lines), n + context) + 1))
        out, previous = [], None
        for n in sorted(shown):
            if previous is not None and n != previous + 1:
                out.append("--")
            out.append(f"{n}{':' if n in hits else '-'}{self.lines[n - 1]}")
            previous = n
        return out

    def entry(self, number):
        """All lines of the log entry containing line `number` (continuations included)."""
        starts = [n for _, n in self._stamps]
        i = bisect_right(starts, number) - 1
        if i < 0:
            raise LookupError(f"line {number} is before the first entry")
        end = starts[i + 1] - 1 if i + 1 < len(starts) else len(self.lines)
        return self.lines[starts[i] - 1:end]

    def window(self, start, end):
        """Entries with start <= timestamp < end (timestamps as 'YYYY-MM-DD HH:MM:SS')."""
        stamps = [s for s, _ in self._stamps]
        lo, hi = bisect_left(stamps, start), bisect_left(stamps, end)
        return [self.entry(n) for _, n in self._stamps[lo:hi]]

    def tail(self, count=10):
        return self.lines[-count:] if count else []

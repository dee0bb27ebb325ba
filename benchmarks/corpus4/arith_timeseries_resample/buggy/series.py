"""A time series of (unix timestamp, value) points kept in time order."""

import bisect
from datetime import datetime, timezone


def parse_timestamp(text):
    """ISO 8601 text (naive means UTC) or integer seconds -> unix seconds."""
    text = text.strip()
    if text.lstrip("-").isdigit():
        return int(text)
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return int(moment.timestamp())


def format_timestamp(ts):
    return datetime.fromtimestamp(ts, timezone.utc).strftime("%Y-%m-%d %H:%M")


class TimeSeries:
    def __init__(self, points=()):
        self._times, self._values = [], []
        for ts, value in points:
            self.add(ts, value)

    @classmethod
    def from_lines(cls, lines):
        """'timestamp,value' lines; blank lines and # comments are skipped."""
        series = cls()
        for line in lines:
            line = line.strip()
            if line and not line.startswith("#"):
                ts, value = line.split(",")
                series.add(parse_timestamp(ts), float(value))
        return series

    def add(self, ts, value):
        """Insert in time order; a point at an existing time replaces that point."""
        i = bisect.bisect_left(self._times, ts)
        if i < len(self._times) and self._times[i] == ts:
            self._values[i] = value
        else:
            self._times.insert(i, ts)
            self._values.insert(i, value)

    def __len__(self):
        return len(self._times)

    def __iter__(self):
        return iter(zip(self._times, self._values))

    def between(self, start, end):
        """Points with start <= ts < end."""
        lo = bisect.bisect_left(self._times, start)
        hi = bisect.bisect_left(self._times, end)
        return TimeSeries(zip(self._times[lo:hi], self._values[lo:hi]))

    @property
    def span(self):
        return (self._times[0], self._times[-1]) if self._times else None

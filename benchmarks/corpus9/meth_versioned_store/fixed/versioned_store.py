"""A key-value store that remembers every version, looked up by timestamp."""

from bisect import bisect_left, bisect_right


class VersionedStore:
    """Each key keeps parallel sorted lists of timestamps and values."""

    def __init__(self):
        self._times = {}
        self._values = {}

    def set(self, key, value, timestamp):
        """Store value for key as of timestamp (replacing a version at the same time)."""
        times = self._times.setdefault(key, [])
        values = self._values.setdefault(key, [])
        i = bisect_left(times, timestamp)
        if i < len(times) and times[i] == timestamp:
            values[i] = value
        else:
            times.insert(i, timestamp)
            values.insert(i, value)

    def get(self, key, timestamp, default=None):
        """The value key had at timestamp: the latest version set at or before it."""
        times = self._times.get(key, [])
        i = bisect_right(times, timestamp)
        if i == 0:
            return default
        return self._values[key][i - 1]

    def history(self, key, start, end):
        """(timestamp, value) versions of key with start <= timestamp <= end."""
        times = self._times.get(key, [])
        values = self._values.get(key, [])
        lo = bisect_left(times, start)
        hi = bisect_right(times, end)
        return list(zip(times[lo:hi], values[lo:hi]))

    def snapshot(self, timestamp):
        """Every key's value at timestamp, leaving out keys not yet set."""
        missing = object()
        state = {}
        for key in sorted(self._times):
            value = self.get(key, timestamp, missing)
            if value is not missing:
                state[key] = value
        return state

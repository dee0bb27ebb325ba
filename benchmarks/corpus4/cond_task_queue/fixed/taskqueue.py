"""A priority queue of background jobs: FIFO within a priority, cancel and reprioritize."""

import heapq
import itertools

_REMOVED = "<removed>"


class QueueEmpty(Exception):
    pass


class TaskQueue:
    """Lower numbers run first. Cancelled entries stay in the heap and are skipped lazily."""

    def __init__(self):
        self._heap = []
        self._entries = {}
        self._counter = itertools.count()
        self.done = []

    def push(self, job_id, priority=5, payload=None):
        if job_id in self._entries:
            raise ValueError(f"job {job_id!r} is already queued")
        entry = [priority, next(self._counter), job_id, payload]
        self._entries[job_id] = entry
        heapq.heappush(self._heap, entry)

    def cancel(self, job_id):
        entry = self._entries.pop(job_id, None)
        if entry is None:
            return False
        entry[2] = _REMOVED
        return True

    def reprioritize(self, job_id, priority):
        """Move a queued job to another priority; it goes to the back of that priority."""
        payload = self._entries[job_id][3]
        self.cancel(job_id)
        self.push(job_id, priority, payload)

    def _drop_cancelled(self):
        while self._heap and self._heap[0][2] is _REMOVED:
            heapq.heappop(self._heap)

    def peek(self):
        self._drop_cancelled()
        return self._heap[0][2] if self._heap else None

    def pop(self):
        """(job_id, payload) of the most urgent job."""
        self._drop_cancelled()
        if not self._heap:
            raise QueueEmpty("no jobs queued")
        _, _, job_id, payload = heapq.heappop(self._heap)
        del self._entries[job_id]
        return job_id, payload

    def __len__(self):
        return len(self._entries)

    def __contains__(self, job_id):
        return job_id in self._entries

    def run(self, handler, limit=None):
        """Pop and handle jobs until the queue is empty (or limit jobs ran)."""
        ran = 0
        while len(self) and (limit is None or ran < limit):
            job_id, payload = self.pop()
            self.done.append((job_id, handler(payload)))
            ran += 1
        return ran

    def snapshot(self):
        """Queued job ids in the order they would run, without changing the queue."""
        return [e[2] for e in sorted(self._heap) if e[2] is not _REMOVED]

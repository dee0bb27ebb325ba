import pytest

from taskqueue import QueueEmpty, TaskQueue


def test_priority_then_fifo():
    q = TaskQueue()
    q.push("email-1", 5)
    q.push("backup", 1)
    q.push("email-2", 5)
    assert [q.pop()[0] for _ in range(3)] == ["backup", "email-1", "email-2"]


def test_duplicate_job():
    q = TaskQueue()
    q.push("a")
    with pytest.raises(ValueError):
        q.push("a")


def test_cancel_skips_the_job():
    q = TaskQueue()
    q.push("a", 1)
    q.push("b", 2)
    assert q.cancel("a")
    assert not q.cancel("a")
    assert q.peek() == "b"
    assert len(q) == 1 and "a" not in q


def test_empty_queue():
    q = TaskQueue()
    assert q.peek() is None
    with pytest.raises(QueueEmpty):
        q.pop()


def test_queue_with_only_cancelled_jobs_is_empty():
    q = TaskQueue()
    q.push("a")
    q.push("b")
    q.cancel("a")
    q.cancel("b")
    assert q.peek() is None
    with pytest.raises(QueueEmpty):
        q.pop()


def test_reprioritize_keeps_the_payload():
    q = TaskQueue()
    q.push("report", 9, payload={"month": 3})
    q.push("cleanup", 5)
    q.reprioritize("report", 0)
    assert q.pop() == ("report", {"month": 3})


def test_run_with_a_limit():
    q = TaskQueue()
    for n in range(5):
        q.push(f"job{n}", priority=n % 2, payload=n)
    assert q.run(lambda n: n * n, limit=3) == 3
    assert q.done == [("job0", 0), ("job2", 4), ("job4", 16)]
    assert q.snapshot() == ["job1", "job3"]

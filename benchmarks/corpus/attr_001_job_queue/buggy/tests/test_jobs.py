from jobs import Job, JobQueue


def test_idle_queue():
    assert JobQueue().next_job() is None


def test_job_ordering():
    assert Job(1, 5, "a") < Job(2, 0, "b")


def test_priority_order():
    q = JobQueue()
    q.add("report", 5)
    q.add("invoice", 1)
    assert q.next_job().name == "invoice"
    assert len(q) == 1

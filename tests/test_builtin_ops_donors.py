"""Templates of ops_donors: a statement a twin method has, state never stored back."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

ACCOUNT = '''\
class Account:
    def __init__(self, owner):
        self.owner = owner
        self.balance = 0
        self.journal = []

    def deposit(self, amount, memo="deposit"):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.journal.append(Entry(self.owner, amount, memo))
        return self.balance

    def withdraw(self, amount, memo="withdrawal"):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance -= amount
        return self.balance


class Entry:
    def __init__(self, owner, amount, memo):
        self.owner, self.amount, self.memo = owner, amount, memo
'''


def test_twin_statement_copies_the_mirrored_step_first(tmp_path: Path) -> None:
    cands = run(tmp_path, ACCOUNT, 17, "twin-statement")
    assert cands, "the twin's journal entry is offered"
    first = cands[0].new_source
    assert "        self.balance -= amount\n        self.journal.append(Entry(self.owner, " \
        "-amount, memo))\n        return self.balance" in first
    # the plain copy is offered too, after the mirrored one
    assert any("Entry(self.owner, amount, memo))\n        return self.balance\n\n\nclass"
               in s for s in sources(cands))


def test_twin_statement_needs_every_name_bound(tmp_path: Path) -> None:
    src = ACCOUNT.replace('def withdraw(self, amount, memo="withdrawal")',
                          "def withdraw(self, amount)")
    cands = run(tmp_path, src, 17, "twin-statement")
    # `memo` is not a name of withdraw: the journal entry cannot be copied
    assert not any("journal" in c.description for c in cands)


def test_twin_statement_skips_what_the_function_already_does(tmp_path: Path) -> None:
    src = ACCOUNT.replace("        self.balance -= amount\n",
                          "        self.balance -= amount\n"
                          "        self.journal.append(Entry(self.owner, -amount, memo))\n")
    cands = run(tmp_path, src, 17, "twin-statement")
    assert not any("self.journal.append(Entry(self.owner, amount, memo))" in c.description
                   for c in cands)
    assert not any("-amount" in c.description for c in cands)


def test_twin_statement_from_a_twin_with_another_shape(tmp_path: Path) -> None:
    src = '''\
class Recent:
    def __init__(self):
        self.items = {}

    def seen(self, key):
        value = self.items[key]
        return value

    def remember(self, key, value):
        if key in self.items:
            self.items.pop(key)
            self.order.append(key)
        self.items[key] = value
'''
    cands = run(tmp_path, src, 6, "twin-statement")
    texts = [c.description for c in cands]
    assert any("self.order.append(key)" in t for t in texts)
    # `value` is bound in `seen` from line 6 on: `self.items[key] = value` may be copied
    assert any("self.items[key] = value" in t for t in texts)
    assert all("self.items.pop(key)" not in t or "after line 6" in t for t in texts)


def test_twin_statement_none_without_a_twin(tmp_path: Path) -> None:
    src = "def lone(x):\n    y = x + 1\n    return y\n"
    assert run(tmp_path, src, 2, "twin-statement") == []


BUCKET = '''\
class Meter:
    def __init__(self, rate, clock):
        self.rate = rate
        self.clock = clock
        self.level = 0.0
        self.stamp = clock.now()

    def refresh(self):
        now = self.clock.now()
        self.level = self.level + (now - self.stamp) * self.rate

    def take(self, amount):
        self.refresh()
        self.level -= amount
'''


def test_stale_attribute_stores_the_fresh_local_back(tmp_path: Path) -> None:
    cands = run(tmp_path, BUCKET, 10, "stale-attribute")
    assert cands
    assert "* self.rate\n        self.stamp = now\n" in cands[0].new_source
    # `self.level` is what the statement stores, `self.clock` is not read there
    assert not any("self.level = now" in c.description for c in cands)


def test_stale_attribute_skips_state_other_methods_update(tmp_path: Path) -> None:
    src = BUCKET + "\n    def reset(self):\n        self.stamp = self.clock.now()\n"
    cands = run(tmp_path, src, 10, "stale-attribute")
    assert not any("self.stamp" in c.description for c in cands)


def test_stale_attribute_only_in_methods(tmp_path: Path) -> None:
    src = "def tick(state, clock):\n    now = clock.now()\n    return now - state.stamp\n"
    assert run(tmp_path, src, 3, "stale-attribute") == []


QUEUE = '''\
from dataclasses import dataclass


@dataclass
class Job:
    name: str
    urgent: bool = False
    oneshot: bool = False
    runs: int = 0


class Runner:
    def __init__(self):
        self.jobs: list[Job] = []

    def add(self, name, oneshot=False):
        self.jobs.append(Job(name, False, oneshot))

    def drop(self, job: Job) -> None:
        self.jobs.remove(job)

    def count(self, name: str) -> int:
        return sum(1 for j in self.jobs if j.name == name)

    def run_all(self):
        for job in list(self.jobs):
            job.runs += 1
        return [j.name for j in self.jobs if j.urgent]
'''


def test_unread_flag_gets_its_handling(tmp_path: Path) -> None:
    cands = run(tmp_path, QUEUE, 27, "unread-flag")
    # `urgent` is read (line 28); `oneshot` never is: handled by the method taking a Job
    assert cands[0].new_source == QUEUE.replace(
        "            job.runs += 1\n",
        "            if job.oneshot:\n                self.drop(job)\n            job.runs += 1\n")
    got = sources(cands)
    assert QUEUE.replace("            job.runs += 1\n", "            if job.oneshot:\n"
                         "                continue\n            job.runs += 1\n") in got
    assert not any("job.urgent:" in s for s in got)


def test_unread_flag_needs_a_flag_nobody_reads(tmp_path: Path) -> None:
    src = QUEUE.replace("if j.urgent]", "if j.urgent and not j.oneshot]")
    assert run(tmp_path, src, 27, "unread-flag") == []


def test_no_candidate_in_a_file_the_guard_refuses(tmp_path: Path) -> None:
    """A suspect in a test helper, a pytest config or a .selfhealignore'd file gets no
    candidate: the guard would refuse it and the loop would lose an iteration."""
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.operators import generate

    src = "def f(a, b):\n    return a < b\n"
    for rel in ("test/common.py", "vendor/lib.py", "pkg/mod.py"):
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(src)
    (tmp_path / ".selfhealignore").write_text("vendor/\n")
    cands = generate(tmp_path, [Suspect(p, 2, 1.0) for p in ("test/common.py", "vendor/lib.py",
                                                               "pkg/mod.py")], [])
    assert cands and {c.path for c in cands} == {"pkg/mod.py"}

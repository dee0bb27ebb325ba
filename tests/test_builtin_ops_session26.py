"""Session 26's templates: a bool flag a plain class sets in `__init__` and nothing reads
is a lost guard at a loop over such objects."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

QUEUE = """\
class Job:
    def __init__(self, name, tries):
        self.name = name
        self.tries = tries
        self.dropped = False


class Queue:
    def __init__(self):
        self.jobs = []

    def drop(self, job):
        job.dropped = True

    def due(self):
        out = []
        for job in self.jobs:
            if job.tries > 0:
                out.append(job.name)
        return out
"""


def test_an_init_flag_nothing_reads_guards_the_loop_over_its_objects(tmp_path: Path) -> None:
    line = QUEUE.splitlines().index("            if job.tries > 0:") + 1
    cands = run(tmp_path, QUEUE, line, "unread-flag")
    fixed = QUEUE.replace("            if job.tries > 0:",
                          "            if job.dropped:\n                continue\n"
                          "            if job.tries > 0:")
    assert fixed in sources(cands)
    # the handler method taking one such object is offered too
    assert any("if job.dropped:\n                self.drop(job)" in s for s in sources(cands))


def test_a_flag_that_is_read_somewhere_offers_nothing(tmp_path: Path) -> None:
    src = QUEUE.replace("        return out\n", "        return [o for o in out if o]\n"
                        "\n    def live(self):\n"
                        "        return [j for j in self.jobs if not j.dropped]\n")
    line = src.splitlines().index("            if job.tries > 0:") + 1
    assert not run(tmp_path, src, line, "unread-flag")


def test_a_compound_statement_inside_the_loop_but_not_first_is_left_alone(
        tmp_path: Path) -> None:
    src = QUEUE.replace("            if job.tries > 0:",
                        "            seen = job.name\n            if job.tries > 0:")
    line = src.splitlines().index("            if job.tries > 0:") + 1
    assert not run(tmp_path, src, line, "unread-flag")

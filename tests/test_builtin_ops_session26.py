"""Session 26's templates: a bool flag a plain class sets in `__init__` and nothing reads
is a lost guard at a loop over such objects."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.records import Failure, Frame

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


PARSER = """\
class Node:
    def __init__(self, tag):
        self.tag = tag
        self.children = []


def parse(tokens, pos=0):
    node = Node(tokens[pos])
    pos += 1
    while tokens[pos] != "end":
        if tokens[pos] == "open":
            child, pos = parse(tokens, pos + 1)
        else:
            node.children.append(tokens[pos])
            pos += 1
    return node, pos + 1
"""
PARSER_TESTS = """\
from mod import parse


def test_nested():
    node, _ = parse(["a", "open", "b", "end", "end"])
    assert [c.tag for c in node.children] == ["b"]
"""


def test_a_dead_local_is_put_into_the_container_the_function_fills(tmp_path: Path) -> None:
    line = PARSER.splitlines().index("            child, pos = parse(tokens, pos + 1)") + 1
    src = PARSER.replace("child, pos = parse(tokens, pos + 1)",
                         "child = parse(tokens, pos + 1)[0]")
    cands = run(tmp_path, src, line, "use-dead-store")
    fixed = src.replace("            child = parse(tokens, pos + 1)[0]\n",
                        "            child = parse(tokens, pos + 1)[0]\n"
                        "            node.children.append(child)\n")
    assert sources(cands) == [fixed]


def test_a_statement_binding_a_local_nothing_reads_is_suspect(tmp_path: Path) -> None:
    """`child = ...` and nothing reads `child`: the statement that used it was lost, so
    the one that binds it ranks with the function's returns, above its own kind."""
    src = PARSER.replace("child, pos = parse(tokens, pos + 1)",
                         "child = parse(tokens, pos + 1)[0]")
    (tmp_path / "mod.py").write_text(src)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_mod.py").write_text(PARSER_TESTS)
    failure = Failure(nodeid="tests/test_mod.py::test_nested", exc_type="AssertionError",
                      message="assert [] == ['b']", test_path="tests/test_mod.py",
                      frames=[Frame(path="tests/test_mod.py", lineno=6,
                                    function="test_nested")])
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    line = src.splitlines().index("            child = parse(tokens, pos + 1)[0]") + 1
    assert "binds child, which nothing reads" in ranked[line].reasons
    other = src.splitlines().index("            pos += 1") + 1
    assert ranked[line].score > ranked[other].score

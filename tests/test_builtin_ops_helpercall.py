"""helper-call: a call of the class's own helper that the other methods make."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

HEAP = '''\
class Heap:
    def __init__(self):
        self.items = []

    def _sift_up(self, i):
        while i and self.items[i] < self.items[(i - 1) // 2]:
            parent = (i - 1) // 2
            self.items[i], self.items[parent] = self.items[parent], self.items[i]
            i = parent

    def push(self, item):
        self.items.append(item)
        self._sift_up(len(self.items) - 1)

    def push_all(self, values):
        for value in values:
            self.items.append(value)
        return len(self.items)

    def clear(self):
        self.items = []
        print("cleared")
'''


def test_the_call_the_other_method_makes_after_the_same_step(tmp_path: Path) -> None:
    got = run(tmp_path, HEAP, 17, "helper-call")
    fixed = HEAP.replace("            self.items.append(value)\n",
                         "            self.items.append(value)\n"
                         "            self._sift_up(len(self.items) - 1)\n")
    assert fixed in sources(got)
    assert got[0].new_source == fixed
    # a method that already calls the helper, or a call of something else, is not offered
    assert run(tmp_path, HEAP, 12, "helper-call") == []
    assert not any("print" in c.new_source.splitlines()[17] for c in got)


TREE = '''\
class Tree:
    def _fix(self, node):
        node.height = 1 + max(node.left_height, node.right_height)

    def insert(self, key):
        node = self.make(key)
        self._fix(node)
        return node

    def update(self, key, value):
        child = self.find(key)
        child.value = value
        return child
'''


def test_an_argument_the_spot_does_not_bind_is_rebound(tmp_path: Path) -> None:
    got = sources(run(tmp_path, TREE, 12, "helper-call"))
    fixed = TREE.replace("        child.value = value\n",
                         "        child.value = value\n        self._fix(child)\n")
    assert got[0] == fixed  # the nearest local first
    # `node` is not bound in update
    assert not [g for g in got if g.splitlines()[12].strip() == "self._fix(node)"]


def test_module_functions_lend_their_helper_calls_too(tmp_path: Path) -> None:
    src = ("def _norm(rows):\n    rows.sort()\n\n\ndef load(rows):\n    rows.append(0)\n"
           "    _norm(rows)\n    return rows\n\n\ndef extend(rows, more):\n"
           "    rows.extend(more)\n    return rows\n")
    got = sources(run(tmp_path, src, 12, "helper-call"))
    assert src.replace("    rows.extend(more)\n", "    rows.extend(more)\n    _norm(rows)\n") in got


JOBS = '''\
class Pool:
    def __init__(self, size):
        self.free = size

    def acquire(self, n):
        self.free -= n

    def release(self, n):
        self.free += n


class Job:
    def __init__(self, pool, parts):
        self.pool = pool
        self.parts = list(parts)
        self.state = "running"
        for part in self.parts:
            pool.acquire(part)

    def abort(self):
        self.state = "aborted"
'''


def test_undo_call_undoes_a_step_another_method_takes(tmp_path: Path) -> None:
    got = sources(run(tmp_path, JOBS, 21, "undo-call"))
    fixed = JOBS.replace('        self.state = "aborted"\n',
                         '        self.state = "aborted"\n        for part in self.parts:\n'
                         "            self.pool.release(part)\n")
    assert got == [fixed]  # `pool` is the parameter __init__ stores as self.pool
    # no class defines the undoing method: nothing to call
    assert run(tmp_path, JOBS.replace("def release", "def give"), 21, "undo-call") == []
    # the method undoes it already
    done = JOBS + "        self.pool.release(1)\n"
    assert run(tmp_path, done, 21, "undo-call") == []


def test_undo_partners() -> None:
    from pytest_selfheal.engines.builtin.ops_helpercall import undo_partners

    assert "release" in undo_partners("reserve")
    assert "reserve" in undo_partners("release") and "acquire" in undo_partners("release")
    assert "unsubscribe" in undo_partners("subscribe")
    assert "connect" in undo_partners("disconnect")

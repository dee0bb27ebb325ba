"""state-assign and merge-update: the state update a method of a stateful class forgot."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

PLAYER = '''\
from dataclasses import dataclass


@dataclass
class Note:
    start: float
    pitch: int
    name: str


class Player:
    def __init__(self):
        self.position = 0.0
        self.pending = []
        self.played = 0

    def cue(self, offset, pitch):
        note = Note(self.position + offset, pitch, "n")
        self.pending.append(note)

    def advance(self):
        note = self.pending.pop(0)
        self.played += 1
        return note.pitch
'''


def test_the_field_the_class_builds_from_the_attribute_comes_first(tmp_path: Path) -> None:
    cands = run(tmp_path, PLAYER, 22, "state-assign")
    got = sources(cands)
    want = PLAYER.replace("pop(0)\n", "pop(0)\n        self.position = note.start\n")
    assert got[0] == want
    # a number field of another meaning is a weaker guess; a str field is no guess at all
    assert any("self.position = note.pitch" in s for s in got)
    assert not any("note.name" in s for s in got)
    # `played` is state the method already updates
    assert not any("self.played = note" in s for s in got)


def test_a_field_of_an_annotated_parameter(tmp_path: Path) -> None:
    src = '''\
class Waypoint:
    def __init__(self, x: float, label: str):
        self.x = x
        self.label = label


class Rover:
    def __init__(self):
        self.x = 0.0
        self.log = []

    def drive(self, target: Waypoint):
        self.log.append(target.label)
'''
    got = sources(run(tmp_path, src, 13, "state-assign"))
    assert got == [src.replace("label)\n", "label)\n        self.x = target.x\n")]


def test_no_state_update_where_the_method_already_stores_it(tmp_path: Path) -> None:
    src = PLAYER.replace("self.played += 1", "self.position = note.start + 0")
    assert not any("self.position =" in s.split("def advance")[1].replace(
        "self.position = note.start + 0", "") for s in sources(run(tmp_path, src, 22,
                                                                   "state-assign")))


CLUSTERS = '''\
class Clusters:
    def __init__(self):
        self.leader = {}
        self.members = {}

    def add(self, x):
        self.leader[x] = x
        self.members[x] = 1

    def find(self, x):
        while self.leader[x] != x:
            x = self.leader[x]
        return x

    def join(self, a, b):
        a, b = self.find(a), self.find(b)
        if a == b:
            return False
        if self.members[a] < self.members[b]:
            a, b = b, a
        self.leader[b] = a
        return True
'''


def test_a_merge_adds_the_absorbed_entry_to_its_new_owner(tmp_path: Path) -> None:
    cands = run(tmp_path, CLUSTERS, 21, "merge-update")
    got = sources(cands)
    assert got[0] == CLUSTERS.replace("= a\n", "= a\n        self.members[a] += self.members[b]\n")
    reverse = CLUSTERS.replace("= a\n", "= a\n        self.members[b] += self.members[a]\n")
    assert reverse in got and cands[got.index(reverse)].rank < cands[0].rank
    # before a return, the update goes above it
    before = sources(run(tmp_path, CLUSTERS, 22, "merge-update"))
    assert before[0] == got[0]
    # anywhere else in the method it is a weaker guess
    early = run(tmp_path, CLUSTERS, 16, "merge-update")
    assert early and max(c.rank for c in early) < cands[0].rank


def test_no_merge_update_for_a_table_the_method_writes_or_of_non_numbers(tmp_path: Path
                                                                        ) -> None:
    writes = CLUSTERS.replace("        return True\n",
                              "        self.members[a] = 0\n        return True\n")
    assert run(tmp_path, writes, 21, "merge-update") == []
    names = CLUSTERS.replace("self.members[x] = 1", "self.members[x] = 'x'")
    assert run(tmp_path, names, 21, "merge-update") == []
    # `d` is not bound yet at the first statement of the method
    late = CLUSTERS.replace("self.members[b]:", "self.members[d]:").replace(
        "a, b = b, a", "a, d = d, a").replace("self.find(b)\n", "self.find(b)\n        d = b\n")
    assert run(tmp_path, late, 16, "merge-update") == []

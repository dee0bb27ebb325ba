"""Edits a type checker would reject are dropped before they cost a test run."""

from __future__ import annotations

from pathlib import Path

from opcands import run

NODES = '''\
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Leaf:
    text: str

    @property
    def length(self) -> int:
        return len(self.text)

    def split(self, index: int):
        return self.text[:index], self.text[index:]


@dataclass(frozen=True)
class Concat:
    left: "Node"
    right: "Node"
    weight: int = field(init=False)

    def split(self, index: int):
        a, b = self.right.split(index)
        return a, b


Node = Leaf | Concat
'''
LINE = 23  # a, b = self.right.split(index)


def _lines(cands: list, line: int = LINE) -> list[str]:
    return [c.new_source.splitlines()[line - 1].strip() for c in cands]


def test_members_the_type_lacks_are_never_written(tmp_path: Path) -> None:
    got = _lines(run(tmp_path, NODES, LINE, "replace-attribute"))
    assert "a, b = self.left.split(index)" in _lines(
        run(tmp_path, NODES, LINE, "sibling-attribute"))  # a Node too: it has split
    for wrong in ("a, b = self.weight.split(index)",  # an int has no split
                  "a, b = self.text.split(index)",  # Concat has no text
                  "a, b = self.right.length(index)"):  # an int property is not callable
        assert wrong not in got
    assert not any("rsplit" in line for line in got)  # neither Leaf nor Concat has it


def test_a_scalar_is_never_unpacked(tmp_path: Path) -> None:
    got = _lines(run(tmp_path, NODES, LINE, "wrap-call"))
    assert "a, b = sorted(self.right.split(index))" in got
    assert not [line for line in got if line.startswith(("a, b = len(", "a, b = abs(",
                                                         "a, b = int("))]


def test_open_types_are_never_judged(tmp_path: Path) -> None:
    # a subclass may add members, so may __getattr__, or code outside the class that sets
    # what it reads; an unknown base may have them
    for change in ("class Special(Concat):\n    text = ''\n",
                   "    def __getattr__(self, name):\n        return 0\n",
                   "    def other(self):\n        return self.extra\n"):  # set elsewhere
        src = NODES.replace("\n\nNode = Leaf | Concat", f"\n{change}\n\nNode = Leaf | Concat")
        got = _lines(run(tmp_path, src, LINE, "replace-attribute"))
        assert "a, b = self.text.split(index)" in got, change
    based = NODES.replace("class Concat:", "class Concat(Base):").replace(
        "from dataclasses", "from elsewhere import Base\nfrom dataclasses")
    got = _lines(run(tmp_path, based, LINE + 1, "replace-attribute"), LINE + 1)
    assert "a, b = self.text.split(index)" in got
    # an unannotated receiver is unknown
    loose = NODES.replace('    right: "Node"\n', "").replace(
        "    weight: int = field(init=False)\n",
        "    weight: int = field(init=False)\n\n    def __post_init__(self):\n"
        "        self.right = make()\n")
    line = LINE + 2
    got = _lines(run(tmp_path, loose, line, "replace-attribute"), line)
    assert any("rsplit" in text for text in got)


def test_a_clash_the_statement_already_has_does_not_block_its_edits(tmp_path: Path) -> None:
    src = NODES.replace("a, b = self.right.split(index)", "a, b = self.text.split(index - 1)")
    got = _lines(run(tmp_path, src, LINE, "replace-attribute"))
    assert "a, b = self.text.rsplit(index - 1)" in got

"""Templates of ops_origins: a default reversed, a starting value, an item's sense."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources


def test_flip_default_at_a_statement_reading_the_flag(tmp_path: Path) -> None:
    src = '''\
def visible(entry, include_hidden=True, *, strict: bool = False):
    if entry.startswith(".") and not include_hidden:
        return False
    return bool(entry) or strict
'''
    got = sources(run(tmp_path, src, 2, "flip-default"))
    assert got == [src.replace("include_hidden=True", "include_hidden=False")]
    # line 4 reads the keyword-only flag
    got = sources(run(tmp_path, src, 4, "flip-default"))
    assert got == [src.replace("strict: bool = False", "strict: bool = True")]
    # the changed `def` line: both flags
    got = sources(run(tmp_path, src, 1, "flip-default"))
    assert sorted(got) == sorted([src.replace("include_hidden=True", "include_hidden=False"),
                                  src.replace("strict: bool = False", "strict: bool = True")])


def test_flip_default_leaves_other_defaults(tmp_path: Path) -> None:
    src = "def f(x, limit=10, name=None):\n    return x if limit else name\n"
    assert run(tmp_path, src, 2, "flip-default") == []


def test_initial_value_for_the_running_local(tmp_path: Path) -> None:
    src = '''\
class Plan:
    def __init__(self, total):
        self.total = total

    def steps(self, size):
        left = self.total
        out = []
        while left > 0:
            step = min(size, self.total)
            out.append(step)
            left -= step
        return out
'''
    got = sources(run(tmp_path, src, 9, "initial-value"))
    assert got == [src.replace("min(size, self.total)", "min(size, left)")]


def test_initial_value_needs_a_local_that_changes(tmp_path: Path) -> None:
    src = '''\
def scaled(values, config):
    factor = config.factor
    return [v * config.factor for v in values]
'''
    # `factor` never moves away from `config.factor`: both read the same value
    assert run(tmp_path, src, 3, "initial-value") == []


def test_negate_item_of_a_sort_key(tmp_path: Path) -> None:
    src = '''\
class Release:
    def key(self):
        return (self.major, self.minor, self.draft, 0)
'''
    got = sources(run(tmp_path, src, 3, "negate-item"))
    assert src.replace("self.draft, 0", "not self.draft, 0") in got
    assert src.replace("(self.major,", "(not self.major,") in got
    assert len(got) == 3  # the constant is left alone


def test_negate_item_only_in_returned_tuples(tmp_path: Path) -> None:
    src = "def f(a, b):\n    pair = (a, b)\n    return pair\n"
    assert run(tmp_path, src, 2, "negate-item") == []


def test_initial_value_reads_assignments_in_source_order(tmp_path: Path) -> None:
    src = '''\
def plan(self, xs):
    if xs:
        left = self.total
    left = left - 1
    for x in xs:
        step = min(x, self.total)
    return left, step
'''
    # `left` starts from `self.total` (line 3, nested) and changes later (line 4)
    got = sources(run(tmp_path, src, 6, "initial-value"))
    assert got == [src.replace("min(x, self.total)", "min(x, left)")]

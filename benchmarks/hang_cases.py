"""Hang cases: bugs that loop forever or recurse without end (the user runs with --timeout).

Each case is a module ``mod.py`` with its bug, a test file ``test_mod.py`` and a text the
healed module must contain. ``tests/test_hangs.py`` heals them end to end;
``run_builtin.py --hangs`` measures how long each heal takes against the bound
(``--selfheal-builtin-time`` plus 15 s).
"""

from __future__ import annotations

from typing import NamedTuple


class HangCase(NamedTuple):
    id: str
    source: str
    tests: str
    fixed: str  # text the healed mod.py contains


LOOP = '''\
def countdown(n):
    """[n, n-1, ..., 1]."""
    out = []
    while n > 0:
        out.append(n)
        n += 1
    return out
'''
LOOP_TESTS = '''\
from mod import countdown


def test_three():
    assert countdown(3) == [3, 2, 1]


def test_none():
    assert countdown(0) == []


def test_negative():
    assert countdown(-2) == []
'''
RECURSION = '''\
def fact(n):
    """n! for n >= 0."""
    if n == 0:
        return 1
    return n * fact(n + 1)
'''
RECURSION_TESTS = '''\
from mod import fact


def test_three():
    assert fact(3) == 6


def test_zero():
    assert fact(0) == 1
'''
STEP = '''\
def evens_below(n):
    """The even numbers in [0, n)."""
    out = []
    i = 0
    while i != n:
        out.append(i)
        i += 2
    return out
'''
STEP_TESTS = '''\
from mod import evens_below


def test_odd_bound():
    assert evens_below(5) == [0, 2, 4]


def test_even_bound():
    assert evens_below(4) == [0, 2]
'''
LENGTH = '''\
def length(items):
    """len() written recursively."""
    if not items:
        return 0
    return 1 + length(items[0:])
'''
LENGTH_TESTS = '''\
from mod import length


def test_three():
    assert length([1, 2, 3]) == 3


def test_empty():
    assert length([]) == 0
'''
# the loop ends on its own, in an OverflowError, after seconds of walking the calendar
RUNAWAY = '''\
import datetime


def add_weekdays(start, days):
    """The date `days` weekdays after start."""
    current = start
    remaining = days
    while remaining > 0:
        current += datetime.timedelta(days=1)
        if current.weekday() < 5:
            remaining += 1
    return current
'''
RUNAWAY_TESTS = '''\
import datetime

from mod import add_weekdays


def test_over_a_weekend():
    assert add_weekdays(datetime.date(2024, 1, 5), 1) == datetime.date(2024, 1, 8)


def test_zero_days():
    assert add_weekdays(datetime.date(2024, 1, 5), 0) == datetime.date(2024, 1, 5)
'''

CASES = [
    HangCase('infinite_loop', LOOP, LOOP_TESTS, 'n -= 1'),
    HangCase('runaway_recursion', RECURSION, RECURSION_TESTS, 'fact(n - 1)'),
    HangCase('loop_skips_its_bound', STEP, STEP_TESTS, 'while i < n:'),
    HangCase('recursion_no_progress', LENGTH, LENGTH_TESTS, 'length(items[1:])'),
    HangCase('loop_runs_into_overflow', RUNAWAY, RUNAWAY_TESTS, 'remaining -= 1'),
]

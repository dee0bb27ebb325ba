"""Group failures that share a root cause so they are healed together.

Two failures share a root cause when their deepest project frame outside the
test files is the same function (for a test that hung, the outermost one: a hang's
deepest frame is wherever the timer fired); failures with no such frame group by
exception type and test file. Collection errors group by file. Failures with no
project frame (a wrong value caught by an assert) join the group of the one
project function that the other failures of their test file reach: a bug that
raises in some tests and returns a wrong value in others is one bug, healed once,
with every failing test judging each candidate.
"""

from __future__ import annotations

import hashlib
import os
from collections import OrderedDict

from pytest_selfheal.diffs.guard import is_test_file
from pytest_selfheal.records import Failure


def root_cause_key(failure: Failure) -> str:
    if failure.when == "collect":
        return f"collect:{failure.nodeid or failure.test_path}"
    from pytest_selfheal.timing import is_hang

    # A hang's deepest frame is wherever the timer fired, not a cause: a test that hung
    # groups by the project function it called (its outermost project frame).
    frames = failure.frames if is_hang(failure) else list(reversed(failure.frames))
    for frame in frames:
        if frame.in_project and not is_test_file(frame.path):
            return f"frame:{frame.path}:{frame.function}"
    return f"exc:{failure.exc_type}:{failure.test_path}"


# Heal order: collection errors first (they hide whole files), then groups whose
# failures point into project code, then those seen only in test code. A fix found
# with a precise frame often heals the vaguer failures too, which the heal then sees.
_ORDER = {"collect": 0, "frame": 1, "exc": 2}


def group_failures(failures: list[Failure]) -> OrderedDict[str, list[Failure]]:
    """Return groups keyed by a short stable id, most precisely localized first."""
    by_key: OrderedDict[str, list[Failure]] = OrderedDict()
    for f in failures:
        by_key.setdefault(root_cause_key(f), []).append(f)
    _merge_vague_into_frames(by_key)
    ordered = sorted(by_key.items(), key=lambda kv: _ORDER.get(kv[0].partition(":")[0], 3))
    out: OrderedDict[str, list[Failure]] = OrderedDict()
    for i, (key, members) in enumerate(ordered, start=1):
        digest = hashlib.sha1(key.encode()).hexdigest()[:6]
        out[f"g{i}-{digest}"] = members
    return out


def _test_file(failure: Failure) -> str:
    return failure.test_path or failure.nodeid.split("::")[0]


def _merge_vague_into_frames(by_key: OrderedDict[str, list[Failure]]) -> None:
    """Move each `exc:` group into the frame group its test file's failures all reach."""
    frames_of: dict[str, set[str]] = {}
    for key, members in by_key.items():
        if key.startswith("frame:"):
            for m in members:
                frames_of.setdefault(_test_file(m), set()).add(key)
    for key in [k for k in by_key if k.startswith("exc:")]:
        files = {_test_file(m) for m in by_key[key]}
        targets = {t for f in files for t in frames_of.get(f, set())}
        if len(targets) == 1 and not any(os.path.isabs(f) for f in files) and all(
                f in frames_of for f in files):
            by_key[targets.pop()].extend(by_key.pop(key))


def unique_nodeids(failures: list[Failure]) -> list[str]:
    seen: list[str] = []
    for f in failures:
        if f.nodeid and f.nodeid not in seen:
            seen.append(f.nodeid)
    return seen

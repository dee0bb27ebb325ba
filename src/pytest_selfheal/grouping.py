"""Group failures that share a root cause so they are healed together.

Two failures share a root cause when their deepest project frame outside the
test files is the same function; failures with no such frame group by
exception type and test file. Collection errors group by file.
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict

from pytest_selfheal.guard import is_test_file
from pytest_selfheal.records import Failure


def root_cause_key(failure: Failure) -> str:
    if failure.when == "collect":
        return f"collect:{failure.nodeid or failure.test_path}"
    for frame in reversed(failure.frames):
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
    ordered = sorted(by_key.items(), key=lambda kv: _ORDER.get(kv[0].partition(":")[0], 3))
    out: OrderedDict[str, list[Failure]] = OrderedDict()
    for i, (key, members) in enumerate(ordered, start=1):
        digest = hashlib.sha1(key.encode()).hexdigest()[:6]
        out[f"g{i}-{digest}"] = members
    return out


def unique_nodeids(failures: list[Failure]) -> list[str]:
    seen: list[str] = []
    for f in failures:
        if f.nodeid and f.nodeid not in seen:
            seen.append(f.nodeid)
    return seen

"""Structural diff of nested JSON-like data (dicts, lists, scalars) and applying it back."""

from dataclasses import dataclass
from typing import Any

MISSING = object()


@dataclass(frozen=True)
class Change:
    path: tuple
    kind: str  # "added", "removed" or "changed"
    old: Any = None
    new: Any = None


def diff(old, new, path=()):
    """The changes that turn old into new, in a stable order."""
    if isinstance(old, dict) and isinstance(new, dict):
        changes = []
        for key in sorted(old.keys() | new.keys(), key=str):
            if key not in new:
                changes.append(Change(path + (key,), "removed", old=old[key]))
            elif key not in old:
                changes.append(Change(path + (key,), "added", new=new[key]))
            else:
                changes.extend(diff(old[key], new[key], path + (key,)))
        return changes
    if isinstance(old, list) and isinstance(new, list):
        changes = []
        for i in range(max(len(old), len(new))):
            if i >= len(new):
                changes.append(Change(path + (i,), "removed", old=old[i]))
            elif i >= len(old):
                changes.append(Change(path + (i,), "added", new=new[i]))
            else:
                changes.extend(diff(new[i], old[i], path + (i,)))
        return changes
    if old != new or type(old) is not type(new):
        return [Change(path, "changed", old=old, new=new)]
    return []


def _parent(data, path):
    for key in path[:-1]:
        data = data[key]
    return data


def apply(data, changes):
    """Apply changes (as produced by diff) to data in place and return it."""
    removals = [c for c in changes if c.kind == "removed"]
    for change in changes:
        if change.kind == "removed":
            continue
        if not change.path:
            return change.new
        parent, key = _parent(data, change.path), change.path[-1]
        if isinstance(parent, list) and change.kind == "added":
            parent.append(change.new)
        else:
            parent[key] = change.new
    # remove from the end so list indexes stay valid
    for change in sorted(removals, key=lambda c: c.path, reverse=True):
        parent = _parent(data, change.path)
        del parent[change.path[-1]]
    return data

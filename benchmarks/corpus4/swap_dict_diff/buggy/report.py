"""Human-readable reports of the differences between two configurations."""

import json

from diff import diff

SYMBOLS = {"added": "+", "removed": "-", "changed": "~"}


def format_path(path):
    text = ""
    for key in path:
        text += f"[{key}]" if isinstance(key, int) else (f".{key}" if text else str(key))
    return text or "<root>"


def _show(value):
    return json.dumps(value, sort_keys=True)


def format_change(change):
    where = format_path(change.path)
    if change.kind == "added":
        return f"+ {where}: {_show(change.new)}"
    if change.kind == "removed":
        return f"- {where}: {_show(change.old)}"
    return f"~ {where}: {_show(change.old)} -> {_show(change.new)}"


def report(old, new, ignore=()):
    """One line per change (paths starting with an ignored prefix left out), then a summary."""
    changes = [c for c in diff(old, new)
               if not any(format_path(c.path).startswith(prefix) for prefix in ignore)]
    if not changes:
        return "no changes"
    counts = {kind: sum(c.kind == kind for c in changes) for kind in SYMBOLS}
    lines = [format_change(c) for c in changes]
    lines.append(", ".join(f"{n} {kind}" for kind, n in counts.items() if n))
    return "\n".join(lines)

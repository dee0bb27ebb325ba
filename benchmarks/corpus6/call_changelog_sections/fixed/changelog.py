"""Release notes from Conventional Commits, and the next semantic version."""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass

HEADER = re.compile(r"^(?P<type>[a-z]+)(?:\((?P<scope>[\w./-]+)\))?(?P<bang>!)?: (?P<subject>.+)$")
SECTIONS = {"feat": "Features", "fix": "Bug Fixes", "perf": "Performance"}
BREAKING = "BREAKING CHANGE:"


@dataclass(frozen=True)
class Commit:
    type: str
    scope: str | None
    subject: str
    breaking: bool
    note: str = ""


def parse(message: str) -> Commit | None:
    """A Commit, or None for a message that does not follow the convention."""
    header, _, body = message.strip().partition("\n")
    match = HEADER.match(header.strip())
    if not match:
        return None
    note = ""
    if BREAKING in body:
        note = body.split(BREAKING, 1)[1].strip().splitlines()[0]
    return Commit(
        match["type"],
        match["scope"],
        match["subject"].strip(),
        bool(match["bang"]) or bool(note),
        note,
    )


def bump(version: str, commits: list[Commit]) -> str:
    major, minor, patch = (int(p) for p in version.lstrip("v").split("."))
    if any(c.breaking for c in commits):
        return f"{major + 1}.0.0" if major else f"0.{minor + 1}.0"
    if any(c.type == "feat" for c in commits):
        return f"{major}.{minor + 1}.0"
    if any(c.type in SECTIONS for c in commits):
        return f"{major}.{minor}.{patch + 1}"
    return f"{major}.{minor}.{patch}"


def render(version: str, messages: list[str], date: str) -> str:
    commits = [c for c in (parse(m) for m in messages) if c is not None]
    lines = [f"## {bump(version, commits)} ({date})"]
    breaking = [c for c in commits if c.breaking]
    if breaking:
        lines += ["", "### BREAKING CHANGES", ""]
        lines += [f"- {c.note or c.subject}" for c in breaking]
    for kind, title in SECTIONS.items():
        groups: dict[str, list[str]] = defaultdict(list)
        for c in commits:
            if c.type == kind:
                groups[c.scope or ""].append(c.subject)
        if not groups:
            continue
        lines += ["", f"### {title}", ""]
        for scope, subjects in sorted(groups.items()):
            prefix = f"**{scope}:** " if scope else ""
            lines += [f"- {prefix}{subject}" for subject in subjects]
    return "\n".join(lines) + "\n"


def contributors(log: list[tuple[str, str]]) -> list[str]:
    """Authors of the (author, message) pairs that made it into the notes, most first."""
    counts: dict[str, int] = defaultdict(int)
    for author, message in log:
        commit = parse(message)
        if commit is not None and (commit.type in SECTIONS or commit.breaking):
            counts[author] += 1
    return sorted(counts, key=lambda a: (-counts[a], a))

"""What went red: the event that triggered the workflow, read from GITHUB_* and its payload.

Three ways in: a step in the failing job itself (``push``, ``pull_request``, ...),
a ``workflow_run`` workflow triggered by a failed run, or anything else
(``workflow_dispatch``, ``schedule``) where the checked-out ``GITHUB_SHA`` is it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ZERO_SHA = "0" * 40


class EventError(ValueError):
    """The event payload or the GITHUB_* variables are missing or malformed."""


@dataclass(frozen=True)
class Event:
    name: str
    repo: str  # owner/name of the repository the workflow runs in
    sha: str  # the commit that went red: the fix commit's parent
    branch: str  # the branch that went red (the pull request's head branch for PRs)
    since: str | None = None  # what the change is measured from (push before, PR base)
    fork: bool = False  # the red code lives in a fork: the token cannot push there
    pr_number: int | None = None  # the pull request that went red, if any
    default_branch: str = ""
    head_message: str = ""  # the red commit's message when the payload carries it

    @property
    def owner(self) -> str:
        return self.repo.split("/", 1)[0]


def _get(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def load_event(env: Mapping[str, str]) -> Event:
    """The Event of this run, or EventError naming what is missing."""
    name = env.get("GITHUB_EVENT_NAME", "")
    repo = env.get("GITHUB_REPOSITORY", "")
    if not name or "/" not in repo:
        raise EventError("GITHUB_EVENT_NAME and GITHUB_REPOSITORY are not set: "
                         "run this action in a GitHub Actions workflow")
    payload: dict[str, Any] = {}
    path = env.get("GITHUB_EVENT_PATH", "")
    if path:
        try:
            loaded = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise EventError(f"cannot read the event payload {path}: {exc}") from None
        if isinstance(loaded, dict):
            payload = loaded
    default_branch = str(_get(payload, "repository", "default_branch") or "")
    ref_name = env.get("GITHUB_REF_NAME", "") or env.get("GITHUB_REF", "").removeprefix(
        "refs/heads/")

    if name in ("pull_request", "pull_request_target"):
        pr = payload.get("pull_request")
        if not isinstance(pr, dict):
            raise EventError(f"the {name} payload has no pull_request")
        head_repo = _get(pr, "head", "repo", "full_name")
        base_repo = _get(pr, "base", "repo", "full_name") or repo
        return Event(
            name=name, repo=repo, sha=str(_get(pr, "head", "sha") or env.get("GITHUB_SHA", "")),
            branch=str(_get(pr, "head", "ref") or env.get("GITHUB_HEAD_REF", "")),
            since=_get(pr, "base", "sha"), fork=head_repo != base_repo,
            pr_number=pr.get("number"), default_branch=default_branch,
        )
    if name == "workflow_run":
        run = payload.get("workflow_run")
        if not isinstance(run, dict):
            raise EventError("the workflow_run payload has no workflow_run")
        prs = [p for p in run.get("pull_requests") or [] if isinstance(p, dict)]
        head_repo = _get(run, "head_repository", "full_name") or repo
        return Event(
            name=name, repo=repo, sha=str(run.get("head_sha") or ""),
            branch=str(run.get("head_branch") or ""),
            since=_get(prs[0], "base", "sha") if prs else None, fork=head_repo != repo,
            pr_number=prs[0].get("number") if prs else None, default_branch=default_branch,
            head_message=str(_get(run, "head_commit", "message") or ""),
        )
    if env.get("GITHUB_REF", "").startswith("refs/tags/"):
        ref_name = default_branch  # a tag went red: propose the fix to the default branch
    before = payload.get("before") if name == "push" else None
    return Event(
        name=name, repo=repo, sha=str(payload.get("after") or env.get("GITHUB_SHA", "")),
        branch=ref_name, since=before if before and before != ZERO_SHA else None,
        default_branch=default_branch,
        head_message=str(_get(payload, "head_commit", "message") or ""),
    )

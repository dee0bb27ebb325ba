"""The GitHub REST calls the action makes, behind a small Protocol.

``PyGithubClient`` talks to ``GITHUB_API_URL`` (so GitHub Enterprise works) with
PyGithub, imported lazily. Server errors (5xx) and dropped connections are
retried with exponential backoff; 401, 403, 404 and 422 become a ``GitHubError``
whose message is one line naming the cause or the missing permission. Tests
inject a client pointed at ``tests/fakegithub.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

T = TypeVar("T")

# what the action was doing -> the permission a 403 means is missing
PERMISSIONS = {
    "reading the repository": "contents: read",
    "listing pull requests": "pull-requests: read",
    "opening the pull request": "pull-requests: write",
    "labelling the pull request": "pull-requests: write",
    "commenting on the pull request": "pull-requests: write",
}


class GitHubError(RuntimeError):
    """A GitHub call failed for good; ``str()`` is the one-line explanation."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class PullRequest:
    number: int
    url: str  # html_url
    state: str  # open or closed
    merged: bool = False


class GitHubAPI(Protocol):
    def find_pr(self, branch: str) -> PullRequest | None:
        """The newest pull request (any state) whose head is ``branch`` in this repository."""

    def count_open(self, prefix: str) -> int:
        """Open pull requests whose head branch in this repository starts with ``prefix``."""

    def create_pr(self, title: str, body: str, head: str, base: str, draft: bool) -> PullRequest:
        ...

    def add_labels(self, number: int, labels: list[str]) -> None: ...

    def comment(self, number: int, body: str) -> str:
        """Comment on a pull request; returns the comment's URL."""


def explain(status: int | None, what: str, detail: str, api_url: str, repo: str) -> str:
    """One line saying why a call failed and what to do."""
    detail = " ".join(detail.split())[:200]
    said = f" ({status}: {detail})" if detail else f" ({status})"
    if status == 401:
        return (f"GitHub rejected the token{said} while {what}: pass a valid token in the "
                "github-token input (the default is the job's GITHUB_TOKEN)")
    if status == 403:
        need = PERMISSIONS.get(what, "pull-requests: write")
        return (f"GitHub refused {what}{said}: the token needs `{need}` (add `permissions: "
                "contents: write, pull-requests: write` to the workflow; allow Actions to "
                "create pull requests in the repository settings; tokens of fork pull requests "
                "are read-only)")
    if status == 404:
        return (f"GitHub answered 404 while {what}{said}: {repo} is not visible to the token "
                f"or GITHUB_API_URL ({api_url}) is wrong")
    if status == 422:
        return f"GitHub refused {what} as invalid{said}: the branch or base may not exist"
    if status is None:
        return f"cannot reach GitHub at {api_url} while {what}: {detail}"
    return f"GitHub failed while {what}{said}"


class PyGithubClient:
    """GitHubAPI over PyGithub, with retries of 5xx and one-line errors."""

    def __init__(self, token: str, repo: str, api_url: str = "https://api.github.com", *,
                 tries: int = 4, backoff: float = 2.0,
                 sleep: Callable[[float], None] = time.sleep) -> None:
        from github import Auth, Github

        self.repo_name = repo
        self.api_url = api_url.rstrip("/")
        self.tries = max(1, tries)
        self.backoff = backoff
        self.sleep = sleep
        auth = Auth.Token(token) if token else None
        self._gh = Github(auth=auth, base_url=self.api_url, retry=None, timeout=30,
                          seconds_between_requests=None, seconds_between_writes=None)
        self._repo: Any = None

    def _call(self, what: str, fn: Callable[[], T]) -> T:
        import requests
        from github import GithubException

        for attempt in range(self.tries):
            try:
                return fn()
            except GithubException as exc:
                status, detail = exc.status, _detail(exc.data)
                retry = status >= 500 or status == 429
            except requests.RequestException as exc:
                status, detail, retry = None, str(exc).splitlines()[0][:200], True
            if not retry or attempt == self.tries - 1:
                line = explain(status, what, detail, self.api_url, self.repo_name)
                if retry and self.tries > 1:
                    line += f" (tried {self.tries} times)"
                raise GitHubError(line, status)
            self.sleep(self.backoff * 2**attempt)
        raise AssertionError("unreachable")

    @property
    def repo(self) -> Any:
        if self._repo is None:
            self._repo = self._call("reading the repository",
                                    lambda: self._gh.get_repo(self.repo_name))
        return self._repo

    def find_pr(self, branch: str) -> PullRequest | None:
        owner = self.repo_name.split("/")[0]

        def first() -> PullRequest | None:
            for pr in self.repo.get_pulls(state="all", head=f"{owner}:{branch}",
                                          sort="created", direction="desc"):
                return _pr(pr)
            return None

        return self._call("listing pull requests", first)

    def count_open(self, prefix: str) -> int:
        def count() -> int:
            return sum(1 for pr in self.repo.get_pulls(state="open")
                       if pr.head.ref.startswith(prefix)
                       and pr.head.repo is not None
                       and pr.head.repo.full_name == self.repo_name)

        return self._call("listing pull requests", count)

    def create_pr(self, title: str, body: str, head: str, base: str, draft: bool) -> PullRequest:
        return _pr(self._call("opening the pull request", lambda: self.repo.create_pull(
            base=base, head=head, title=title, body=body, draft=draft,
            maintainer_can_modify=True)))

    def add_labels(self, number: int, labels: list[str]) -> None:
        if labels:
            issue = self._call("labelling the pull request", lambda: self.repo.get_issue(number))
            self._call("labelling the pull request", lambda: issue.add_to_labels(*labels))

    def comment(self, number: int, body: str) -> str:
        issue = self._call("commenting on the pull request", lambda: self.repo.get_issue(number))
        made = self._call("commenting on the pull request",
                          lambda: issue.create_comment(body))
        return str(made.html_url)


def _pr(pr: Any) -> PullRequest:
    return PullRequest(number=int(pr.number), url=str(pr.html_url), state=str(pr.state),
                       merged=pr.merged_at is not None)


def _detail(data: Any) -> str:
    if isinstance(data, dict):
        msg = str(data.get("message") or "")
        errors = data.get("errors")
        if isinstance(errors, list) and errors:
            first = errors[0]
            extra = first.get("message") if isinstance(first, dict) else str(first)
            if extra:
                msg = f"{msg}: {extra}" if msg else str(extra)
        return msg
    return str(data or "")

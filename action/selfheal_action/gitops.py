"""Git for the action: read the checkout, commit a patch and push it, never touching the checkout.

The fix commit is built with plumbing (a temporary index, ``git apply --cached``,
``commit-tree``), so the working tree, the index and HEAD of the checkout stay
as they were. It is pushed to the checkout's ``origin`` with the credentials
``actions/checkout`` left there; only when there are none does the push carry
the token as an ``http.extraheader``, passed in the environment (never argv,
never saved to ``.git/config``).
"""

from __future__ import annotations

import base64
import os
import subprocess
import tempfile
from collections.abc import Mapping
from pathlib import Path

from selfheal_action import BOT_EMAIL, BOT_NAME, TRAILER


class GitError(RuntimeError):
    """A git command failed; the message is one line."""


class Git:
    """git in one checkout (``cwd``), with an optional token for pushes."""

    def __init__(self, cwd: Path, env: Mapping[str, str] | None = None, token: str = "") -> None:
        self.cwd = cwd
        self.token = token
        base = dict(os.environ if env is None else env)
        base.setdefault("GIT_TERMINAL_PROMPT", "0")
        self.env = base

    def run(self, *args: str, env: Mapping[str, str] | None = None, check: bool = True,
            input: str | None = None) -> str:
        proc = subprocess.run(["git", *args], cwd=self.cwd, env={**self.env, **(env or {})},
                              capture_output=True, text=True, input=input)
        if check and proc.returncode != 0:
            err = (proc.stderr.strip() or proc.stdout.strip()).splitlines()
            raise GitError(f"git {args[0]} failed: {err[-1] if err else proc.returncode}")
        return proc.stdout

    def ok(self, *args: str) -> bool:
        return subprocess.run(["git", *args], cwd=self.cwd, env=self.env,
                              capture_output=True).returncode == 0

    # ------------------------------------------------------------------ reading
    def toplevel(self) -> Path:
        return Path(self.run("rev-parse", "--show-toplevel").strip())

    def head(self) -> str:
        return self.run("rev-parse", "HEAD").strip()

    def has_commit(self, sha: str) -> bool:
        return self.ok("cat-file", "-e", f"{sha}^{{commit}}")

    def is_shallow(self) -> bool:
        return self.run("rev-parse", "--is-shallow-repository", check=False).strip() == "true"

    def ensure_commit(self, sha: str) -> bool:
        """Fetch ``sha`` from origin if the checkout lacks it (shallow clones); True if present."""
        if self.has_commit(sha):
            return True
        self.run("fetch", "--no-tags", "--depth=1", "origin", sha, env=self._auth_env(),
                 check=False)
        return self.has_commit(sha)

    def message(self, rev: str) -> str:
        return self.run("log", "-1", "--format=%B", rev, check=False)

    def carries_trailer(self, rev: str) -> bool:
        """True when the commit's message has this action's trailer: its own fix went red."""
        return any(line.startswith(TRAILER + ":") for line in self.message(rev).splitlines())

    # ------------------------------------------------------------------ writing
    def commit_patch(self, parent: str, patch: str, message: str) -> str:
        """A commit of ``patch`` on top of ``parent``, authored by the bot. Returns its id."""
        with tempfile.TemporaryDirectory(prefix="selfheal-action-") as tmp:
            index = {"GIT_INDEX_FILE": str(Path(tmp) / "index")}
            self.run("read-tree", parent, env=index)
            proc = subprocess.run(["git", "apply", "--cached", "--whitespace=nowarn", "-"],
                                  cwd=self.cwd, env={**self.env, **index}, input=patch,
                                  capture_output=True, text=True)
            if proc.returncode != 0:
                proc = subprocess.run(["git", "apply", "--cached", "--3way", "-"], cwd=self.cwd,
                                      env={**self.env, **index}, input=patch,
                                      capture_output=True, text=True)
            if proc.returncode != 0:
                last = (proc.stderr.strip().splitlines() or ["?"])[-1]
                raise GitError(f"the verified patch does not apply to {parent[:12]}: {last}")
            tree = self.run("write-tree", env=index).strip()
        who = {"GIT_AUTHOR_NAME": BOT_NAME, "GIT_AUTHOR_EMAIL": BOT_EMAIL,
               "GIT_COMMITTER_NAME": BOT_NAME, "GIT_COMMITTER_EMAIL": BOT_EMAIL}
        return self.run("commit-tree", tree, "-p", parent, "-F", "-", env=who,
                        input=message).strip()

    def push(self, commit: str, branch: str) -> None:
        """Force-push ``commit`` to ``origin``'s ``refs/heads/<branch>``."""
        self.run("push", "--force", "--no-verify", "origin", f"{commit}:refs/heads/{branch}",
                 env=self._auth_env())

    def _auth_env(self) -> dict[str, str]:
        """The token as an extraheader for origin, only when checkout left no credentials."""
        token = self.token
        if not token:
            return {}
        url = self.run("remote", "get-url", "origin", check=False).strip()
        if not url.startswith(("http://", "https://")) or "@" in url.split("/")[2]:
            return {}  # a local or ssh remote, or credentials in the URL
        configured = self.run("config", "--includes", "--get-regexp",
                              r"^(http\..*\.extraheader|credential\..*helper|credential\.helper)$",
                              check=False)
        if configured.strip():
            return {}
        basic = base64.b64encode(f"x-access-token:{token}".encode()).decode()
        prefix = "/".join(url.split("/")[:3]) + "/"
        return {"GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": f"http.{prefix}.extraheader",
                "GIT_CONFIG_VALUE_0": f"AUTHORIZATION: basic {basic}"}

"""A fake GitHub REST API for the Action's tests (stdlib only), on 127.0.0.1.

It answers the calls the action makes, with payloads shaped like GitHub's:
``GET /repos/{o}/{r}``, ``GET/POST /repos/{o}/{r}/pulls``, ``GET /repos/{o}/{r}/pulls/{n}``,
``GET /repos/{o}/{r}/issues/{n}``, ``POST .../issues/{n}/labels`` and
``POST .../issues/{n}/comments``. Every request is recorded in ``.requests``
(method, path, query, JSON body, authorization). Like GitHub it refuses a pull
request whose head branch is not in the remote (``remote=`` a bare repository)
or that duplicates an open one (422), a wrong token (401) and writes with a
read-only token (403). ``fail(method, path_regex, status, times)`` injects errors.

In-process::

    with FakeGitHub("octo/demo", token="t", remote=bare_repo) as fake:
        ...  # GITHUB_API_URL=fake.url
        assert fake.pulls[0]["title"].startswith("selfheal: fix")

As a subprocess: ``python tests/fakegithub.py --repo octo/demo --port-file p.txt
[--requests-file r.jsonl]``; it stops on SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import subprocess
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit


@dataclass
class Fault:
    method: str
    path: re.Pattern[str]
    status: int
    times: int
    message: str


def _now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


class FakeGitHub:
    def __init__(self, repo: str = "octo/demo", *, token: str | None = None,
                 read_only: bool = False, remote: Path | None = None,
                 default_branch: str = "main") -> None:
        self.repo = repo
        self.token = token
        self.read_only = read_only
        self.remote = remote
        self.default_branch = default_branch
        self.requests: list[dict[str, Any]] = []
        self.pulls: list[dict[str, Any]] = []
        self.comments: list[dict[str, Any]] = []
        self.faults: list[Fault] = []
        self.lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    # ------------------------------------------------------------------ control
    @property
    def url(self) -> str:
        assert self._server is not None
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def start(self) -> FakeGitHub:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _handle(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                status, payload, headers = fake.handle(
                    self.command, self.path, raw, self.headers.get("Authorization", ""))
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                for key, value in headers.items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_PATCH = do_PUT = do_DELETE = _handle

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> FakeGitHub:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def fail(self, method: str, path_regex: str, status: int, times: int = 1,
             message: str = "") -> None:
        """The next ``times`` matching requests get ``status``."""
        self.faults.append(Fault(method.upper(), re.compile(path_regex), status, times,
                                 message or {401: "Bad credentials",
                                             403: "Resource not accessible by integration",
                                             404: "Not Found", 422: "Validation Failed"}
                                 .get(status, "Server Error")))

    def add_pull(self, head: str, *, state: str = "open", merged: bool = False,
                 title: str = "an existing pull request", head_repo: str | None = None) -> dict:
        """Seed a pull request (as if someone opened it before)."""
        with self.lock:
            return self._new_pull({"head": head, "base": self.default_branch, "title": title,
                                   "body": "", "draft": False}, state=state, merged=merged,
                                  head_repo=head_repo)

    def calls(self, method: str, pattern: str) -> list[dict[str, Any]]:
        return [r for r in self.requests if r["method"] == method
                and re.search(pattern, r["path"])]

    # ------------------------------------------------------------------ payloads
    def _repo_json(self, full_name: str | None = None) -> dict[str, Any]:
        full = full_name or self.repo
        owner, name = full.split("/", 1)
        return {"id": abs(hash(full)) % 10**8, "name": name, "full_name": full,
                "owner": {"login": owner, "id": 1, "type": "Organization"},
                "private": False, "default_branch": self.default_branch,
                "html_url": f"https://github.example/{full}",
                "url": f"{self.url}/repos/{full}", "fork": full != self.repo}

    def _new_pull(self, body: dict[str, Any], *, state: str = "open", merged: bool = False,
                  head_repo: str | None = None) -> dict[str, Any]:
        number = len(self.pulls) + 1
        head = str(body.get("head", ""))
        ref = head.split(":", 1)[-1]
        pull = {
            "id": 1000 + number, "number": number, "state": state,
            "title": body.get("title", ""), "body": body.get("body", ""),
            "draft": bool(body.get("draft", False)), "labels": [],
            "url": f"{self.url}/repos/{self.repo}/pulls/{number}",
            "html_url": f"https://github.example/{self.repo}/pull/{number}",
            "issue_url": f"{self.url}/repos/{self.repo}/issues/{number}",
            "user": {"login": "github-actions[bot]", "id": 41898282, "type": "Bot"},
            "created_at": _now(), "updated_at": _now(),
            "merged_at": _now() if merged else None, "merged": merged,
            "head": {"ref": ref, "label": f"{self.repo.split('/')[0]}:{ref}",
                     "sha": self._branch_sha(ref) or "0" * 40,
                     "repo": self._repo_json(head_repo)},
            "base": {"ref": body.get("base", ""), "label": f"x:{body.get('base', '')}",
                     "sha": self._branch_sha(str(body.get("base", ""))) or "0" * 40,
                     "repo": self._repo_json()},
            "maintainer_can_modify": bool(body.get("maintainer_can_modify", False)),
        }
        self.pulls.append(pull)
        return pull

    def _issue_json(self, pull: dict[str, Any]) -> dict[str, Any]:
        return {"id": pull["id"], "number": pull["number"], "state": pull["state"],
                "title": pull["title"], "body": pull["body"], "labels": pull["labels"],
                "url": pull["issue_url"], "html_url": pull["html_url"], "user": pull["user"],
                "pull_request": {"url": pull["url"], "html_url": pull["html_url"]}}

    def _branch_sha(self, branch: str) -> str | None:
        if self.remote is None or not branch:
            return None
        proc = subprocess.run(["git", "rev-parse", "--verify", "-q", f"refs/heads/{branch}"],
                              cwd=self.remote, capture_output=True, text=True)
        return (proc.stdout.strip() or None) if proc.returncode == 0 else None

    # ------------------------------------------------------------------ routing
    def handle(self, method: str, target: str, raw: bytes,
               auth: str) -> tuple[int, Any, dict[str, str]]:
        split = urlsplit(target)
        path = split.path.rstrip("/")
        query = {k: v[-1] for k, v in parse_qs(split.query).items()}
        try:
            body = json.loads(raw) if raw else None
        except ValueError:
            return 400, {"message": "Problems parsing JSON"}, {}
        with self.lock:
            self.requests.append({"method": method, "path": path, "query": query,
                                  "body": body, "authorization": auth})
            for fault in self.faults:
                if fault.times > 0 and fault.method == method and fault.path.search(path):
                    fault.times -= 1
                    return fault.status, {"message": fault.message,
                                          "documentation_url": "https://docs.github.com/rest"}, {}
            if self.token is not None and auth.split(" ")[-1] != self.token:
                return 401, {"message": "Bad credentials"}, {}
            if self.read_only and method != "GET":
                return 403, {"message": "Resource not accessible by integration"}, {}
            return self._route(method, path, query, body or {})

    def _route(self, method: str, path: str, query: dict[str, str],
               body: Any) -> tuple[int, Any, dict[str, str]]:
        prefix = f"/repos/{self.repo}"
        if not path.startswith(prefix):
            return 404, {"message": "Not Found"}, {}
        rest = path[len(prefix):]
        if rest == "" and method == "GET":
            return 200, self._repo_json(), {}
        if rest == "/pulls" and method == "GET":
            pulls = [p for p in self.pulls
                     if query.get("state", "open") in ("all", p["state"])]
            if "head" in query:
                owner, _, ref = query["head"].partition(":")
                pulls = [p for p in pulls if p["head"]["ref"] == ref
                         and p["head"]["repo"]["owner"]["login"] == owner]
            if "base" in query:
                pulls = [p for p in pulls if p["base"]["ref"] == query["base"]]
            if query.get("direction", "desc" if query.get("sort") else "asc") == "desc":
                pulls = list(reversed(pulls))
            return 200, pulls, {}
        if rest == "/pulls" and method == "POST":
            head = str(body.get("head", "")).split(":", 1)[-1]
            missing = [f for f in ("title", "head", "base") if not body.get(f)]
            if missing:
                return 422, _invalid("PullRequest", missing[0], "missing_field"), {}
            if self.remote is not None and self._branch_sha(head) is None:
                return 422, _invalid("PullRequest", "head", "invalid"), {}
            if any(p["state"] == "open" and p["head"]["ref"] == head for p in self.pulls):
                return 422, {"message": "Validation Failed", "errors": [{
                    "resource": "PullRequest", "code": "custom",
                    "message": f"A pull request already exists for {body['head']}."}]}, {}
            return 201, self._new_pull(body), {}
        match = re.fullmatch(r"/(pulls|issues)/(\d+)(/labels|/comments)?", rest)
        if match is None:
            return 404, {"message": "Not Found"}, {}
        kind, number, sub = match.group(1), int(match.group(2)), match.group(3)
        pull = next((p for p in self.pulls if p["number"] == number), None)
        if pull is None:
            return 404, {"message": "Not Found"}, {}
        if sub is None and method == "GET":
            return 200, pull if kind == "pulls" else self._issue_json(pull), {}
        if sub == "/labels" and method == "POST":
            names = body.get("labels", body) if isinstance(body, dict) else body
            for name in names:
                if name not in [lb["name"] for lb in pull["labels"]]:
                    pull["labels"].append({"id": len(pull["labels"]) + 1, "name": name,
                                           "color": "ededed"})
            return 200, pull["labels"], {}
        if sub == "/comments" and method == "POST":
            cid = 5000 + len(self.comments)
            comment = {"id": cid, "body": body.get("body", ""), "issue": number,
                       "html_url": f"{pull['html_url']}#issuecomment-{cid}",
                       "url": f"{self.url}/repos/{self.repo}/issues/comments/{cid}",
                       "user": {"login": "github-actions[bot]"}, "created_at": _now()}
            self.comments.append(comment)
            return 201, comment, {}
        return 404, {"message": "Not Found"}, {}


def _invalid(resource: str, field: str, code: str) -> dict[str, Any]:
    return {"message": "Validation Failed",
            "errors": [{"resource": resource, "field": field, "code": code}]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repo", default="octo/demo")
    ap.add_argument("--token")
    ap.add_argument("--remote", type=Path)
    ap.add_argument("--port-file", type=Path, required=True)
    ap.add_argument("--requests-file", type=Path)
    args = ap.parse_args()
    fake = FakeGitHub(args.repo, token=args.token, remote=args.remote).start()
    args.port_file.write_text(fake.url.rsplit(":", 1)[1])
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    try:
        stop.wait()
    except KeyboardInterrupt:
        pass
    fake.stop()
    if args.requests_file:
        with args.requests_file.open("w") as fh:
            for r in fake.requests:
                fh.write(json.dumps(r) + "\n")


if __name__ == "__main__":
    main()

"""The Action end to end in-process: a real checkout and bare origin, the fake GitHub API.

One test runs the real heal (``pytest --selfheal-dry-run`` on the calc project);
the others replay the record of one real heal made once per module, changed where
a case needs it (flaky, a new signature), so each case costs git and HTTP only.
"""

from __future__ import annotations

import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from actionrepo import RedRepo, action_env, copy_run, make_red_repo, read_outputs
from fakegithub import FakeGitHub
from gitrepo import g, no_git_config  # noqa: F401  (autouse: no global git config)

from pytest_selfheal.records import RunRecord
from selfheal_action import BOT_EMAIL, TRAILER
from selfheal_action.healrun import HealResult, run_heal
from selfheal_action.inputs import Inputs
from selfheal_action.main import main

TOKEN = "ghs_fake_token_for_tests_0123456789"


@pytest.fixture(scope="module")
def real_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The run directory of one real heal of the red calc project (built-in engine)."""
    base = tmp_path_factory.mktemp("realrun")
    with pytest.MonkeyPatch.context() as mp:
        (base / "gitconfig").write_text("")
        mp.setenv("GIT_CONFIG_GLOBAL", str(base / "gitconfig"))
        mp.setenv("GIT_CONFIG_NOSYSTEM", "1")
        repo = make_red_repo(base)
        env = action_env(base, repo, "http://127.0.0.1:9")
        result = run_heal(Inputs.from_env(env), repo.work, repo.work, env, repo.before,
                          base / "memory")
    assert result.record is not None and result.record.outcome == "healed", result.output_tail
    assert result.run_dir is not None
    return result.run_dir


class Replay:
    """A heal function that places a saved (possibly edited) real record and reports it."""

    def __init__(self, run_dir: Path, edit: Callable[[dict[str, Any]], None] | None = None):
        self.run_dir, self.edit = run_dir, edit
        self.calls: list[dict[str, Any]] = []

    def __call__(self, inputs: Inputs, workdir: Path, toplevel: Path, env: Any,
                 since: str | None, memory: Path) -> HealResult:
        self.calls.append({"since": since, "memory": memory, "workdir": workdir})
        dest = copy_run(self.run_dir, toplevel)
        raw = json.loads((dest / "run.json").read_text())
        if self.edit is not None:
            self.edit(raw)
            (dest / "run.json").write_text(json.dumps(raw))
            (dest / "patch.diff").write_text(raw["patch"])
        return HealResult(1, "1 failed", RunRecord.model_validate(raw), raw, dest)


def run_action(env: dict[str, str], heal: Any = None) -> tuple[int, str]:
    out = io.StringIO()
    code = main(env, heal=heal, out=out)
    return code, out.getvalue()


@pytest.fixture
def repo(tmp_path: Path) -> RedRepo:
    return make_red_repo(tmp_path)


@pytest.fixture
def fake(repo: RedRepo) -> Any:
    with FakeGitHub("octo/demo", token=TOKEN, remote=repo.remote) as fake:
        yield fake


def remote_branches(repo: RedRepo) -> list[str]:
    return g(repo.remote, "for-each-ref", "--format=%(refname:short)", "refs/heads").split()


def test_red_build_opens_one_draft_pr_with_the_verified_fix(
        tmp_path: Path, repo: RedRepo, fake: FakeGitHub) -> None:
    env = action_env(tmp_path, repo, fake.url)
    status_before = g(repo.work, "status", "--porcelain")
    code, out = run_action(env)  # the real heal
    assert code == 0, out
    outputs = read_outputs(tmp_path)
    record = RunRecord.model_validate_json(Path(outputs["run-record"]).read_text())
    branch = f"selfheal/{record.signature}"
    assert outputs["outcome"] == "healed" and outputs["healed"] == "true"
    assert Path(outputs["patch-path"]).read_text() == record.patch
    assert len(fake.pulls) == 1
    pull = fake.pulls[0]
    assert outputs["pr-url"] == pull["html_url"]
    assert pull["title"] == "selfheal: fix AssertionError in calc.average (1 failing test)"
    assert pull["draft"] is True and pull["base"]["ref"] == "main"
    assert pull["head"]["ref"] == branch
    assert [lb["name"] for lb in pull["labels"]] == ["selfheal"]
    body = pull["body"]
    added = [ln[1:] for ln in record.patch.splitlines() if ln.startswith("+    return")]
    assert len(added) == 1
    for part in ("tests/test_calc.py::test_average", "### The fix",
                 f"+{added[0]}", "### Evidence", repo.sha[:12],
                 "### Root cause and fix", "### Reproduce locally", "pytest --selfheal-dry-run",
                 "builtin", record.signature):
        assert part in body, part
    assert TOKEN not in body
    # the branch: one bot commit on the red sha, with the trailer and the fix
    assert branch in remote_branches(repo)
    author = g(repo.remote, "log", "-1", "--format=%an <%ae>", branch).strip()
    assert author == f"github-actions[bot] <{BOT_EMAIL}>"
    assert g(repo.remote, "rev-parse", f"{branch}^").strip() == repo.sha
    assert f"{TRAILER}: {record.signature}" in g(repo.remote, "log", "-1", "--format=%B", branch)
    assert f"{added[0]}\n" in g(repo.remote, "show", f"{branch}:calc.py")
    # the checkout is as it was; summary, notice and outputs were written
    assert g(repo.work, "rev-parse", "HEAD").strip() == repo.sha
    assert g(repo.work, "status", "--porcelain") == status_before
    assert pull["title"] in (tmp_path / "summary.md").read_text()
    assert f"::notice title=selfheal::selfheal: opened {pull['html_url']}" in out


def test_same_signature_again_updates_the_pr_and_comments(
        tmp_path: Path, repo: RedRepo, fake: FakeGitHub, real_run: Path) -> None:
    replay = Replay(real_run)
    env = action_env(tmp_path, repo, fake.url)
    assert run_action(env, replay)[0] == 0
    first = read_outputs(tmp_path)["pr-url"]
    env = action_env(tmp_path, repo, fake.url)
    code, out = run_action(env, replay)
    assert code == 0, out
    assert len(fake.pulls) == 1 and len(fake.calls("POST", r"/pulls$")) == 1
    assert len(fake.comments) == 1 and "Red again" in fake.comments[0]["body"]
    assert read_outputs(tmp_path)["pr-url"] == first
    assert "updated" in out
    assert replay.calls[0]["since"] == repo.before


def test_flaky_failure_opens_no_pr(tmp_path: Path, repo: RedRepo, fake: FakeGitHub,
                                   real_run: Path) -> None:
    def flaky(raw: dict[str, Any]) -> None:
        for group in raw["groups"]:
            group.update(outcome="flaky", patch="", reason="passes when rerun")
        raw.update(outcome="flaky", patch="")

    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run, flaky))
    assert code == 0
    assert read_outputs(tmp_path)["outcome"] == "flaky"
    assert read_outputs(tmp_path)["patch-path"] == ""
    assert not fake.pulls and not fake.calls("POST", ".")
    assert remote_branches(repo) == ["main"]
    assert "flaky" in (tmp_path / "summary.md").read_text()


@pytest.mark.parametrize("read_only", [False, True])
def test_fork_pull_request_gets_summary_and_comment_but_no_push(
        tmp_path: Path, repo: RedRepo, real_run: Path, read_only: bool) -> None:
    with FakeGitHub("octo/demo", token=TOKEN, remote=repo.remote, read_only=read_only) as fake:
        fake.add_pull("someone:feature", head_repo="someone/demo", title="their change")
        event = {"number": 1, "pull_request": {
            "number": 1, "head": {"ref": "feature", "sha": repo.sha,
                                  "repo": {"full_name": "someone/demo"}},
            "base": {"ref": "main", "sha": repo.before, "repo": {"full_name": "octo/demo"}}}}
        env = action_env(tmp_path, repo, fake.url, event, event_name="pull_request")
        code, out = run_action(env, Replay(real_run))
    assert code == 0, out
    assert remote_branches(repo) == ["main"]
    summary = (tmp_path / "summary.md").read_text()
    assert "read-only" in summary and "+    return total / " in summary
    assert len(fake.pulls) == 1  # only the fork's own
    if read_only:
        assert not fake.comments and "no comment on the fork's pull request" in out
        assert "403" in out
    else:
        assert len(fake.comments) == 1 and "+    return total" in fake.comments[0]["body"]


@pytest.mark.parametrize("how", ["own-branch", "trailer"])
def test_its_own_branches_and_commits_are_left_alone(tmp_path: Path, fake: FakeGitHub,
                                                     how: str) -> None:
    if how == "own-branch":
        repo = make_red_repo(tmp_path / "r", branch="selfheal/0123456789ab")
        env = action_env(tmp_path, repo, fake.url, branch="selfheal/0123456789ab")
    else:
        repo = make_red_repo(tmp_path / "r", message=f"fix\n\n{TRAILER}: 0123456789ab")
        env = action_env(tmp_path, repo, fake.url)

    def never(*args: Any) -> HealResult:
        raise AssertionError("the heal must not run")

    code, out = run_action(env, never)
    assert code == 0 and "skipped" in out
    assert read_outputs(tmp_path)["outcome"] == "skipped"
    assert not fake.requests


def test_max_prs_open_reached_opens_none_and_says_why(tmp_path: Path, repo: RedRepo,
                                                     fake: FakeGitHub, real_run: Path) -> None:
    for n in range(3):
        fake.add_pull(f"octo:selfheal/{n:012x}")
    fake.add_pull("octo:feature")  # not ours: not counted
    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run))
    assert code == 0
    assert len(fake.pulls) == 4 and remote_branches(repo) == ["main"]
    summary = (tmp_path / "summary.md").read_text()
    assert "max-prs-open reached: 3 pull request(s)" in summary
    assert read_outputs(tmp_path)["outcome"] == "healed"
    assert read_outputs(tmp_path)["pr-url"] == ""


def test_a_pr_closed_without_merging_is_not_reopened(tmp_path: Path, repo: RedRepo,
                                                     fake: FakeGitHub, real_run: Path) -> None:
    record = RunRecord.model_validate_json((real_run / "run.json").read_text())
    fake.add_pull(f"octo:selfheal/{record.signature}", state="closed")
    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run))
    assert code == 0 and "closed without merging" in out
    assert len(fake.pulls) == 1 and remote_branches(repo) == ["main"]


@pytest.mark.parametrize("status, method, where, expected", [
    (403, "POST", r"/pulls$", "the token needs `pull-requests: write`"),
    (422, "POST", r"/pulls$", "refused opening the pull request as invalid"),
    (500, "GET", r"/pulls$", "GitHub failed while listing pull requests (500"),
    (401, "GET", r"/repos/octo/demo$", "GitHub rejected the token"),
    (404, "GET", r"/repos/octo/demo$", "octo/demo is not visible to the token"),
])
@pytest.mark.parametrize("fail_on_error", [False, True])
def test_github_errors_are_one_line_and_the_patch_is_kept(
        tmp_path: Path, repo: RedRepo, fake: FakeGitHub, real_run: Path, status: int,
        method: str, where: str, expected: str, fail_on_error: bool) -> None:
    fake.fail(method, where, status, times=10)
    env = action_env(tmp_path, repo, fake.url, fail_on_error=str(fail_on_error).lower())
    code, out = run_action(env, Replay(real_run))
    assert code == (1 if fail_on_error else 0)
    errors = [line for line in out.splitlines() if line.startswith("::error")]
    assert len(errors) == 1 and expected in errors[0], out
    outputs = read_outputs(tmp_path)
    assert Path(outputs["patch-path"]).read_text().startswith("diff --git")
    assert outputs["pr-url"] == ""
    if status == 500:
        assert len(fake.calls("GET", r"/pulls$")) == 4  # retried with backoff
    summary = (tmp_path / "summary.md").read_text()
    assert expected in summary
    assert "The verified fix, not proposed because of this error" in summary
    assert "+    return total" in summary


def test_secrets_in_the_record_do_not_reach_the_pull_request(
        tmp_path: Path, repo: RedRepo, fake: FakeGitHub, real_run: Path) -> None:
    def leak(raw: dict[str, Any]) -> None:
        raw["failures"][0]["message"] = f"token {TOKEN} in the message"
        raw["failures"][0]["longrepr"] += f"\nE   token={TOKEN}"

    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run, leak))
    assert code == 0, out
    body = fake.pulls[0]["body"]
    assert TOKEN not in body and "[REDACTED]" in body
    assert TOKEN not in (tmp_path / "summary.md").read_text()


def test_workflow_run_opens_the_pr_against_the_branch_that_went_red(
        tmp_path: Path, real_run: Path) -> None:
    repo = make_red_repo(tmp_path / "r", branch="dev")
    event = {"workflow_run": {"head_sha": repo.sha, "head_branch": "dev",
                              "conclusion": "failure", "pull_requests": [],
                              "head_repository": {"full_name": "octo/demo"}},
             "repository": {"full_name": "octo/demo", "default_branch": "main"}}
    with FakeGitHub("octo/demo", token=TOKEN, remote=repo.remote) as fake:
        env = action_env(tmp_path, repo, fake.url, event, event_name="workflow_run",
                         branch="main")  # GITHUB_REF of a workflow_run is the default branch
        code, out = run_action(env, Replay(real_run))
    assert code == 0, out
    assert [p["base"]["ref"] for p in fake.pulls] == ["dev"]
    branch = fake.pulls[0]["head"]["ref"]
    assert g(repo.remote, "rev-parse", f"{branch}^").strip() == repo.sha


def test_draft_not_supported_opens_a_ready_pr(tmp_path: Path, repo: RedRepo,
                                              fake: FakeGitHub, real_run: Path) -> None:
    fake.fail("POST", r"/pulls$", 422,
              message="Draft pull requests are not supported in this repository.")
    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run))
    assert code == 0, out
    assert len(fake.pulls) == 1 and fake.pulls[0]["draft"] is False
    assert "draft pull requests are not supported here" in out


def test_a_5xx_that_clears_is_retried(tmp_path: Path, repo: RedRepo, fake: FakeGitHub,
                                      real_run: Path) -> None:
    fake.fail("POST", r"/pulls$", 502, times=2)
    code, out = run_action(action_env(tmp_path, repo, fake.url), Replay(real_run))
    assert code == 0, out
    assert len(fake.pulls) == 1 and len(fake.calls("POST", r"/pulls$")) == 3


def test_bad_input_is_one_line(tmp_path: Path, repo: RedRepo, fake: FakeGitHub) -> None:
    env = action_env(tmp_path, repo, fake.url, max_prs_open="many", fail_on_error="true")
    code, out = run_action(env, None)
    assert code == 1
    assert "::error title=selfheal::selfheal: input max-prs-open must be a whole number" in out
    assert read_outputs(tmp_path)["outcome"] == "error"


def test_a_heal_that_writes_no_record_is_an_error(tmp_path: Path, repo: RedRepo,
                                                  fake: FakeGitHub) -> None:
    def broken(*args: Any) -> HealResult:
        return HealResult(4, "ERROR: usage: pytest [options]\npytest: error: unrecognized")

    code, out = run_action(action_env(tmp_path, repo, fake.url), broken)
    assert code == 0
    assert "::error title=selfheal::selfheal: pytest exited 4 and wrote no run record: " \
           "pytest: error: unrecognized" in out
    assert read_outputs(tmp_path)["outcome"] == "error" and not fake.requests


def test_green_tests_mean_nothing_to_heal(tmp_path: Path, repo: RedRepo,
                                         fake: FakeGitHub) -> None:
    def green(*args: Any) -> HealResult:
        return HealResult(0, "3 passed")

    code, out = run_action(action_env(tmp_path, repo, fake.url), green)
    assert code == 0 and "nothing to heal" in out
    assert read_outputs(tmp_path)["outcome"] == "skipped" and not fake.requests


if __name__ == "__main__":
    sys.exit(pytest.main([__file__]))

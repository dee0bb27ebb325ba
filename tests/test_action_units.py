"""The Action's modules one by one: inputs, events, git plumbing and credentials, PR text."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from actionrepo import make_red_repo
from gitrepo import g, no_git_config  # noqa: F401  (autouse: no global git config)

from pytest_selfheal.records import Attempt, Failure, Frame, Group, RerunResult, RunRecord
from selfheal_action import TRAILER, prbody
from selfheal_action.event import EventError, load_event
from selfheal_action.gitops import Git, GitError
from selfheal_action.inputs import InputError, Inputs
from selfheal_action.main import Report

# --------------------------------------------------------------------------- inputs


def test_inputs_defaults_and_parsing() -> None:
    got = Inputs.from_env({"INPUT_PYTEST_ARGS": "tests -k 'not slow'",
                           "INPUT_LABELS": " selfheal , bot ,", "INPUT_DRAFT": "False",
                           "INPUT_GITHUB_TOKEN": "ghs_secret_value_1234567890"})
    assert got.pytest_args == ("tests", "-k", "not slow")
    assert got.labels == ("selfheal", "bot") and got.draft is False
    assert got.max_prs_open == 3 and got.branch_prefix == "selfheal/"
    assert "ghs_secret" not in repr(got)


@pytest.mark.parametrize("env, message", [
    ({"INPUT_ENGINE": "gpt"}, "input engine must be auto, builtin or llm, got 'gpt'"),
    ({"INPUT_DRAFT": "maybe"}, "input draft must be true or false, got 'maybe'"),
    ({"INPUT_MAX_ITERS": "0"}, "input max-iters must be at least 1, got 0"),
    ({"INPUT_PYTEST_ARGS": "-k 'x"}, "input pytest-args is not valid shell quoting"),
    ({"INPUT_BRANCH_PREFIX": "../x"}, "input branch-prefix must be a branch name prefix"),
])
def test_bad_inputs_say_which_and_what(env: dict[str, str], message: str) -> None:
    with pytest.raises(InputError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Inputs.from_env(env)


def test_the_heal_gets_the_inputs_as_plugin_variables_and_never_the_token() -> None:
    from selfheal_action.healrun import ACTION_DIR, child_env

    env = {"INPUT_GITHUB_TOKEN": "ghs_secret", "PATH": "/bin", "SELFHEAL": "1",
           "PYTHONPATH": f"{ACTION_DIR}:/proj/src"}
    inputs = Inputs.from_env({"INPUT_MODEL": "openai/x", "INPUT_ENGINE": "llm",
                              "INPUT_ALLOW_TEST_EDITS": "true"})
    got = child_env(env, inputs, "abc", Path("/m"), ".selfheal")
    assert "INPUT_GITHUB_TOKEN" not in got and "SELFHEAL" not in got
    assert got["PYTHONPATH"] == "/proj/src"
    assert (got["SELFHEAL_DRY_RUN"], got["SELFHEAL_ENGINE"], got["SELFHEAL_MODEL"],
            got["SELFHEAL_SINCE"], got["SELFHEAL_MEMORY"], got["SELFHEAL_ALLOW_TEST_EDITS"]) \
        == ("1", "llm", "openai/x", "abc", "/m", "1")
    assert "SELFHEAL_API_BASE" not in got


# --------------------------------------------------------------------------- events


def _env(tmp_path: Path, name: str, payload: dict, **extra: str) -> dict[str, str]:
    path = tmp_path / "event.json"
    path.write_text(json.dumps(payload))
    return {"GITHUB_EVENT_NAME": name, "GITHUB_EVENT_PATH": str(path),
            "GITHUB_REPOSITORY": "octo/demo", "GITHUB_SHA": "f" * 40,
            "GITHUB_REF_NAME": "main", **extra}


def test_push_event(tmp_path: Path) -> None:
    ev = load_event(_env(tmp_path, "push", {"before": "a" * 40, "after": "b" * 40,
                                            "head_commit": {"message": "m"}}))
    assert (ev.sha, ev.branch, ev.since, ev.fork, ev.head_message) == (
        "b" * 40, "main", "a" * 40, False, "m")
    first_push = load_event(_env(tmp_path, "push", {"before": "0" * 40, "after": "b" * 40}))
    assert first_push.since is None
    tag = load_event(_env(tmp_path, "push", {"after": "b" * 40,
                                             "repository": {"default_branch": "trunk"}},
                          GITHUB_REF="refs/tags/v1", GITHUB_REF_NAME="v1"))
    assert tag.branch == "trunk"


def test_pull_request_events_from_the_repo_and_from_a_fork(tmp_path: Path) -> None:
    pr = {"number": 7, "head": {"ref": "feat", "sha": "c" * 40,
                                "repo": {"full_name": "octo/demo"}},
          "base": {"ref": "main", "sha": "d" * 40, "repo": {"full_name": "octo/demo"}}}
    ev = load_event(_env(tmp_path, "pull_request", {"pull_request": pr}))
    assert (ev.sha, ev.branch, ev.since, ev.fork, ev.pr_number) == (
        "c" * 40, "feat", "d" * 40, False, 7)
    pr["head"]["repo"] = {"full_name": "someone/demo"}
    assert load_event(_env(tmp_path, "pull_request", {"pull_request": pr})).fork
    pr["head"]["repo"] = None  # the fork was deleted
    assert load_event(_env(tmp_path, "pull_request", {"pull_request": pr})).fork


def test_workflow_run_event(tmp_path: Path) -> None:
    run = {"head_sha": "e" * 40, "head_branch": "dev", "conclusion": "failure",
           "head_repository": {"full_name": "octo/demo"},
           "head_commit": {"message": f"x\n\n{TRAILER}: abc"},
           "pull_requests": [{"number": 3, "base": {"sha": "1" * 40, "ref": "main"}}]}
    ev = load_event(_env(tmp_path, "workflow_run", {"workflow_run": run}))
    assert (ev.sha, ev.branch, ev.since, ev.fork, ev.pr_number) == (
        "e" * 40, "dev", "1" * 40, False, 3)
    assert TRAILER in ev.head_message
    run["head_repository"] = {"full_name": "someone/demo"}
    assert load_event(_env(tmp_path, "workflow_run", {"workflow_run": run})).fork


def test_missing_event_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(EventError, match="run this action in a GitHub Actions workflow"):
        load_event({})
    with pytest.raises(EventError, match="cannot read the event payload"):
        load_event({"GITHUB_EVENT_NAME": "push", "GITHUB_REPOSITORY": "o/r",
                    "GITHUB_EVENT_PATH": str(tmp_path / "missing.json")})


# --------------------------------------------------------------------------- git


def test_commit_patch_leaves_the_checkout_alone(tmp_path: Path) -> None:
    repo = make_red_repo(tmp_path)
    (repo.work / "calc.py").write_text((repo.work / "calc.py").read_text() + "# dirty\n")
    status = g(repo.work, "status", "--porcelain")
    diff = g(repo.work, "diff", repo.sha, repo.before, "--", "calc.py")
    git = Git(repo.work)
    commit = git.commit_patch(repo.sha, diff, f"fix\n\n{TRAILER}: abc\n")
    assert g(repo.work, "rev-parse", f"{commit}^").strip() == repo.sha
    assert g(repo.work, "show", f"{commit}:calc.py") == g(repo.work, "show",
                                                          f"{repo.before}:calc.py")
    assert g(repo.work, "status", "--porcelain") == status
    assert g(repo.work, "rev-parse", "HEAD").strip() == repo.sha
    assert git.carries_trailer(commit) and not git.carries_trailer(repo.sha)
    with pytest.raises(GitError, match="the verified patch does not apply to"):
        git.commit_patch(repo.sha, diff.replace("total = 0", "total = 99"), "again")


def test_shallow_checkout_fetches_the_since_commit(tmp_path: Path) -> None:
    repo = make_red_repo(tmp_path / "r")
    clone = tmp_path / "clone"
    g(tmp_path, "clone", "-q", "--depth=1", f"file://{repo.remote}", str(clone))
    git = Git(clone)
    assert git.is_shallow() and not git.has_commit(repo.before)
    assert git.ensure_commit(repo.before)
    assert not git.ensure_commit("1" * 40)


def test_token_is_added_only_when_checkout_left_no_credentials(tmp_path: Path) -> None:
    work = tmp_path / "w"
    work.mkdir()
    g(work, "init", "-q")
    git = Git(work, token="ghs_tok")
    g(work, "remote", "add", "origin", "/some/local/path.git")
    assert git._auth_env() == {}  # a local remote needs no token
    g(work, "remote", "set-url", "origin", "https://github.example/octo/demo.git")
    env = git._auth_env()
    assert env["GIT_CONFIG_KEY_0"] == "http.https://github.example/.extraheader"
    assert env["GIT_CONFIG_VALUE_0"].startswith("AUTHORIZATION: basic ")
    assert "ghs_tok" not in (work / ".git" / "config").read_text()
    g(work, "config", "http.https://github.example/.extraheader", "AUTHORIZATION: basic x")
    assert git._auth_env() == {}  # what actions/checkout leaves is used as is
    assert Git(work)._auth_env() == {}


# --------------------------------------------------------------------------- text

PATCH = """\
--- a/pkg/stats.py
+++ b/pkg/stats.py
@@ -1,5 +1,5 @@
 class Stats:
     def mean(self, xs):
         total = sum(xs)
-        return total / (len(xs) + 1)
+        return total / len(xs)
"""
SOURCE = ("class Stats:\n    def mean(self, xs):\n        total = sum(xs)\n"
          "        return total / (len(xs) + 1)\n")


def _record() -> RunRecord:
    fail = Failure(nodeid="tests/test_stats.py::test_mean", exc_type="AssertionError",
                   message="assert 2.0 == 3\n+ where 2.0 = mean([2, 4])",
                   longrepr="E   assert 2.0 == 3",
                   frames=[Frame(path="tests/test_stats.py", lineno=9, function="test_mean"),
                           Frame(path="pkg/stats.py", lineno=4, function="mean")])
    other = Failure(nodeid="tests/test_io.py::test_read", exc_type="OSError",
                    message="disk, full\nline two",
                    frames=[Frame(path="pkg/io.py", lineno=12, function="read")])
    attempt = Attempt(group="g1", iteration=1, engine="builtin", status="healed", diff=PATCH,
                      operator="off-by-one", location="pkg/stats.py:4",
                      rerun=RerunResult(status="passed", passed=[fail.nodeid]),
                      confirm=RerunResult(status="passed", passed=[fail.nodeid, "t::a", "t::b"]))
    return RunRecord(run_id="r1", failures=[fail, other], attempts=[attempt], patch=PATCH,
                     groups=[Group(id="g1", nodeids=[fail.nodeid], outcome="healed",
                                   patch=PATCH, iterations=1, signature="aaaaaaaaaaaa"),
                             Group(id="g2", nodeids=[other.nodeid], outcome="not_healed")],
                     signature="0123456789ab", outcome="not_healed")


def test_title_names_the_exception_the_def_and_the_count() -> None:
    record = _record()
    assert prbody.title(record, lambda p: SOURCE) == \
        "selfheal: fix AssertionError in stats.Stats.mean (1 failing test)"
    assert prbody.title(record) == "selfheal: fix AssertionError in stats.py (1 failing test)"


def test_body_holds_ids_diff_cause_evidence_and_reproduction() -> None:
    text = prbody.body(_record(), sha="9" * 40, branch="selfheal/0123456789ab",
                       read=lambda p: SOURCE, workdir="sub",
                       raw={"recalled": [{"card_id": "c1", "similarity": 0.93}]},
                       redact=lambda t: t.replace("mean", "[X]"))
    assert "`tests/test_stats.py::test_[X]`" in text and "+        return total / len(xs)" in text
    assert "`/ (len(xs) + 1)` becomes `/ len(xs)`" in text
    assert "off-by-one" in text and "9" * 12 in text
    assert "The 2 other test(s) the run selected still pass" in text
    assert "card_id: c1, similarity: 0.93" in text
    assert "cd sub\npytest --selfheal-dry-run 'tests/test_stats.py::test_[X]'" in text
    assert "1 other failure group(s) were not healed (not_healed)" in text


def test_annotations_for_unhealed_failures_are_escaped() -> None:
    lines = prbody.error_annotations(_record(), lambda p: "root/" + p)
    assert lines == ["::error file=root/pkg/io.py,line=12,title=selfheal%3A not healed::"
                     "selfheal could not heal tests/test_io.py::test_read: OSError disk, full"]


def test_commit_message_ends_with_the_trailer() -> None:
    msg = prbody.commit_message(_record(), "9" * 40)
    assert msg.rstrip().endswith(f"{TRAILER}: 0123456789ab")


def test_outputs_use_the_multiline_syntax(tmp_path: Path) -> None:
    out = tmp_path / "out"
    report = Report({"GITHUB_OUTPUT": str(out)}, io.StringIO())
    report.set(pr_url="u", outcome="a\nselfheal_EOF\nb")
    report.flush()
    text = out.read_text()
    assert text.startswith("pr-url<<selfheal_EOF\nu\nselfheal_EOF\n")
    assert "outcome<<selfheal_EOF_\na\nselfheal_EOF\nb\nselfheal_EOF_\n" in text

"""The action's decisions, in order: skip, heal, report, then one branch and one pull request.

1. **Read** the inputs and the event. Do nothing on the action's own branches or on a
   commit that carries its trailer (no loops).
2. **Heal** with ``--selfheal-dry-run``, telling the plugin what changed (``since``).
3. **Report** from the run record: outputs, job summary, ``::error`` annotations.
4. **No pull request** unless a verified patch exists: flaky, environment, errors and
   runs that healed nothing say why in the summary, and ``outcome`` says which.
5. **One pull request per signature**: branch ``<prefix><signature>``; an open one is
   force-pushed and commented; ``max-prs-open`` caps new ones; a fork's red build gets
   the diff in the summary and, if the token allows, a comment, never a push.

GitHub or git failing is one ``::error`` line; the patch stays saved and the exit
status follows ``fail-on-error``. Clients are injected so tests drive it all.
"""

from __future__ import annotations

import hashlib
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TextIO

from pytest_selfheal.redact import Redactor
from selfheal_action import TRAILER, prbody
from selfheal_action.event import Event, EventError, load_event
from selfheal_action.github_client import GitHubAPI, GitHubError, PullRequest, PyGithubClient
from selfheal_action.gitops import Git, GitError
from selfheal_action.healrun import HealError, HealResult, run_heal
from selfheal_action.inputs import InputError, Inputs

MakeGitHub = Callable[[str, str, str], GitHubAPI]
Heal = Callable[[Inputs, Path, Path, Mapping[str, str], str | None, Path], HealResult]


def default_github(env: Mapping[str, str]) -> MakeGitHub:
    backoff = float(env.get("SELFHEAL_ACTION_BACKOFF") or 2.0)
    return lambda token, repo, url: PyGithubClient(token, repo, url, backoff=backoff)


class Report:
    """Outputs, the job summary and workflow commands, written as GitHub reads them."""

    def __init__(self, env: Mapping[str, str], out: TextIO) -> None:
        self.output_file = env.get("GITHUB_OUTPUT", "")
        self.summary_file = env.get("GITHUB_STEP_SUMMARY", "")
        self.out = out
        self.outputs: dict[str, str] = {}
        self.summary: list[str] = []
        self.proposal: list[str] = []  # the fix's title and body, shown if GitHub fails

    def set(self, **values: str) -> None:
        for key, value in values.items():
            self.outputs[key.replace("_", "-")] = value

    def say(self, line: str) -> None:
        print(f"selfheal: {line}", file=self.out, flush=True)

    def command(self, line: str) -> None:
        print(line, file=self.out, flush=True)

    def flush(self) -> None:
        if self.output_file:
            with open(self.output_file, "a", encoding="utf-8") as fh:
                for key, value in self.outputs.items():
                    delim = "selfheal_EOF"
                    while delim in value:
                        delim += "_"
                    fh.write(f"{key}<<{delim}\n{value}\n{delim}\n")
        if self.summary_file and self.summary:
            with open(self.summary_file, "a", encoding="utf-8") as fh:
                fh.write("\n".join(self.summary) + "\n")


def main(env: Mapping[str, str] | None = None, *, make_github: MakeGitHub | None = None,
         heal: Heal | None = None, out: TextIO | None = None) -> int:
    env = dict(os.environ if env is None else env)
    report = Report(env, out or sys.stdout)
    report.set(outcome="error", healed="false", pr_url="", patch_path="", run_record="")
    fail_on_error = env.get("INPUT_FAIL_ON_ERROR", "").strip().lower() in ("true", "1", "yes")
    try:
        code = _run(env, report, make_github or default_github(env), heal or run_heal)
    except (InputError, EventError, GitError, GitHubError, HealError) as exc:
        report.command(f"::error title=selfheal::selfheal: {_one_line(exc)}")
        report.summary.append(f"## selfheal: error\n\n**selfheal:** {_one_line(exc)}")
        if report.proposal:
            report.summary += ["", "The verified fix, not proposed because of this error:", "",
                               *report.proposal]
        code = 1 if fail_on_error else 0
    report.flush()
    return code


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _run(env: dict[str, str], report: Report, make_github: MakeGitHub, heal: Heal) -> int:
    inputs = Inputs.from_env(env)
    event = load_event(env)
    failed = 1 if inputs.fail_on_error else 0
    workspace = Path(env.get("GITHUB_WORKSPACE") or os.getcwd())
    workdir = (workspace / inputs.working_directory).resolve()
    if not workdir.is_dir():
        raise InputError(f"input working-directory {inputs.working_directory!r} is not a "
                         f"directory under {workspace}")
    try:
        toplevel = Git(workdir, env).toplevel()
    except GitError:
        raise InputError(f"{workdir} is not a git checkout: run actions/checkout (or git "
                         "clone) before this action") from None
    git = Git(toplevel, env, inputs.github_token)
    sha = event.sha if event.sha and git.ensure_commit(event.sha) else git.head()

    # 1. no loops
    why = _skip_reason(inputs, event, git, sha)
    if why:
        report.set(outcome="skipped")
        report.say(f"skipped: {why}")
        report.summary.append(f"## selfheal: skipped\n\n{why}")
        return 0

    # 2. heal
    since = event.since
    if since and not git.ensure_commit(since):
        report.say(f"cannot fetch {since[:12]} from origin; the heal measures changes "
                   "from its own default")
        since = None
    memory = (workspace / inputs.memory_path).resolve()
    result = heal(inputs, workdir, toplevel, env, since, memory)
    record = result.record
    if record is None:
        if result.exit_code == 0:
            report.set(outcome="skipped")
            report.say("the tests pass: nothing to heal")
            report.summary.append("## selfheal: nothing to heal\n\nThe tests pass here.")
            return 0
        last = (result.output_tail.strip().splitlines() or ["no output"])[-1]
        raise HealError(f"pytest exited {result.exit_code} and wrote no run record: {last}")

    # 3. report
    report.set(outcome=str(record.outcome), healed=str(record.outcome == "healed").lower(),
               run_record=str(result.record_path or ""),
               patch_path=str(result.patch_path or ""))

    def locate(path: str) -> str:
        if (toplevel / path).exists() or path.startswith("/"):
            return path
        if (workdir / path).exists():
            return (workdir / path).resolve().relative_to(toplevel).as_posix()
        return path

    for line in prbody.error_annotations(record, locate):
        report.command(line)
    redact = Redactor.from_environment(toplevel, env)
    groups = prbody.healed_groups(record)
    if not groups or not record.patch.strip():
        why = _no_fix_reason(record)
        report.say(f"no pull request: {why}")
        report.summary.append(f"## selfheal: {record.outcome}\n\nNo pull request: {why}")
        return failed if record.outcome == "error" else 0

    if not record.signature:  # a record from before signatures: key by the patch
        record.signature = hashlib.sha256(record.patch.encode()).hexdigest()[:12]

    def read(path: str) -> str:
        return git.run("show", f"{sha}:{path}")

    title = redact(prbody.title(record, read))
    branch = inputs.branch_prefix + record.signature
    text = prbody.body(record, sha=sha, branch=branch, raw=result.raw, redact=redact,
                       read=read, workdir=workdir.relative_to(toplevel).as_posix())
    report.proposal = [f"### {title}", "", text]

    # 5. a fork's token cannot push: summary, and a comment if allowed
    if event.fork:
        report.summary += [f"## {title}", "", "The red build comes from a fork: the token is "
                           "read-only, so nothing is pushed. The proposed fix:", "", text]
        if event.pr_number and inputs.github_token:
            gh = make_github(inputs.github_token, event.repo, _api_url(env))
            try:
                url = gh.comment(event.pr_number, f"## {title}\n\n{text}")
                report.say(f"proposed the fix in a comment: {url}")
            except GitHubError as exc:
                report.say(f"no comment on the fork's pull request: {_one_line(exc)}")
        return 0

    base = inputs.base_branch or event.branch or event.default_branch
    if not base:
        raise InputError("cannot tell which branch went red: set the base-branch input")
    if not inputs.github_token:
        raise InputError("input github-token is empty: pass ${{ github.token }} (the default)")
    gh = make_github(inputs.github_token, event.repo, _api_url(env))
    existing = gh.find_pr(branch)
    if existing is not None and existing.state == "closed" and not existing.merged:
        why = (f"the pull request for this failure signature ({existing.url}) was closed "
               "without merging; it is not reopened")
        report.say(f"no pull request: {why}")
        report.summary += [f"## {title}", "", f"No pull request: {why}.", "", text]
        return 0
    update = existing is not None and existing.state == "open"
    if not update:
        count = gh.count_open(inputs.branch_prefix)
        if count >= inputs.max_prs_open:
            why = (f"max-prs-open reached: {count} pull request(s) from "
                   f"`{inputs.branch_prefix}*` branches are open (limit {inputs.max_prs_open})")
            report.say(f"no pull request: {why}")
            report.summary += [f"## {title}", "", f"No pull request: {why}.", "", text]
            return 0

    commit = git.commit_patch(sha, record.patch, prbody.commit_message(record, sha, read))
    try:
        git.push(commit, branch)
    except GitError as exc:
        raise GitError(f"{exc} (the job's token needs `contents: write` to push {branch})") \
            from None
    report.say(f"pushed {commit[:12]} to {branch}")
    if update:
        assert existing is not None
        pr = existing
        note = (f"Red again at `{sha[:12]}` with the same failure signature "
                f"(`{record.signature}`){_run_link(env)}. `{branch}` was force-pushed with "
                f"the fix verified there (run `{record.run_id}`).")
        gh.comment(pr.number, note)
        report.say(f"updated {pr.url}")
    else:
        pr = _open(gh, report, title, text, branch, base, inputs)
    report.set(pr_url=pr.url)
    report.command(f"::notice title=selfheal::selfheal: {'updated' if update else 'opened'} "
                   f"{pr.url} with a verified fix")
    report.summary += [f"## {title}", "", f"Pull request: {pr.url}", "", text]
    return 0


def _open(gh: GitHubAPI, report: Report, title: str, text: str, branch: str, base: str,
          inputs: Inputs) -> PullRequest:
    try:
        pr = gh.create_pr(title, text, branch, base, inputs.draft)
    except GitHubError as exc:
        if not (inputs.draft and exc.status == 422 and "draft" in str(exc).lower()):
            raise
        report.say("draft pull requests are not supported here: opening a ready one")
        pr = gh.create_pr(title, text, branch, base, False)
    try:
        gh.add_labels(pr.number, list(inputs.labels))
    except GitHubError as exc:
        report.say(f"the pull request has no labels: {_one_line(exc)}")
    report.say(f"opened {pr.url}")
    return pr


def _skip_reason(inputs: Inputs, event: Event, git: Git, sha: str) -> str:
    if event.branch.startswith(inputs.branch_prefix):
        return f"`{event.branch}` is one of this action's own branches"
    if any(line.startswith(TRAILER + ":") for line in event.head_message.splitlines()) \
            or git.carries_trailer(sha):
        return f"the red commit carries a `{TRAILER}:` trailer: it is this action's own fix"
    return ""


def _no_fix_reason(record: object) -> str:
    outcome = str(getattr(record, "outcome", ""))
    error = getattr(record, "error", None)
    return {
        "flaky": "the failures pass when rerun (flaky): there is no code bug to fix",
        "environment": "the failures come from the environment (a missing module, service "
                       "or file), not from the code",
        "error": f"the heal could not run: {error or 'see the log'}",
        "not_healed": "no verified fix was found (see the run record for every attempt)",
    }.get(outcome, f"the run ended {outcome} with no verified patch")


def _api_url(env: Mapping[str, str]) -> str:
    return env.get("GITHUB_API_URL") or "https://api.github.com"


def _run_link(env: Mapping[str, str]) -> str:
    server, repo, run = (env.get("GITHUB_SERVER_URL"), env.get("GITHUB_REPOSITORY"),
                         env.get("GITHUB_RUN_ID"))
    return f" in [run {run}]({server}/{repo}/actions/runs/{run})" if server and repo and run \
        else ""

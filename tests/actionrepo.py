"""Helpers for the Action's tests: a red checkout with a bare ``origin``, and its environment.

``make_red_repo`` builds ``remote.git`` (bare) and ``work`` (its clone): a green
commit of the calc project, then a commit that introduces the off-by-one bug
in ``average()``, both pushed to ``main``. ``action_env`` is the environment
GitHub gives a step for a push of that commit (event payload included).
"""

from __future__ import annotations

import json
import os
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

from conftest import CALC, TEST_CALC
from gitrepo import g

ROOT = Path(__file__).resolve().parent.parent
GOOD_CALC = CALC.replace("return total / (len(values) + 1)", "return total / len(values)")


@dataclass
class RedRepo:
    remote: Path
    work: Path
    before: str  # the green commit
    sha: str  # the commit that went red


def make_red_repo(base: Path, *, branch: str = "main", message: str = "average: tweak") -> RedRepo:
    base.mkdir(parents=True, exist_ok=True)
    remote, work = base / "remote.git", base / "work"
    g(base, "init", "-q", "--bare", "-b", "main", str(remote))
    work.mkdir()
    g(work, "init", "-q", "-b", "main")
    g(work, "remote", "add", "origin", str(remote))
    (work / "pytest.ini").write_text("[pytest]\npythonpath = .\n")
    (work / "calc.py").write_text(GOOD_CALC)
    (work / "tests").mkdir()
    (work / "tests" / "__init__.py").write_text("")
    (work / "tests" / "test_calc.py").write_text(TEST_CALC)
    g(work, "add", "-A")
    g(work, "commit", "-qm", "calc: clamp and average")
    before = g(work, "rev-parse", "HEAD").strip()
    g(work, "push", "-q", "origin", "main")
    if branch != "main":
        g(work, "checkout", "-q", "-b", branch)
    (work / "calc.py").write_text(CALC)
    g(work, "commit", "-qam", message)
    sha = g(work, "rev-parse", "HEAD").strip()
    g(work, "push", "-q", "origin", branch)
    return RedRepo(remote, work, before, sha)


def push_event(repo: RedRepo, branch: str = "main") -> dict:
    return {"ref": f"refs/heads/{branch}", "before": repo.before, "after": repo.sha,
            "repository": {"full_name": "octo/demo", "default_branch": "main"},
            "head_commit": {"id": repo.sha, "message": "average: tweak"}}


def action_env(base: Path, repo: RedRepo, api_url: str, event: dict | None = None, *,
               event_name: str = "push", branch: str = "main", **inputs: str) -> dict[str, str]:
    """The environment of the action's step; ``inputs`` are INPUT_* by Python name."""
    event_path = base / "event.json"
    event_path.write_text(json.dumps(event if event is not None else push_event(repo, branch)))
    (base / "output.txt").write_text("")
    (base / "summary.md").write_text("")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GITHUB_", "INPUT_", "SELFHEAL", "RUNNER_"))}
    env.update({
        "GITHUB_ACTIONS": "true", "GITHUB_EVENT_NAME": event_name,
        "GITHUB_EVENT_PATH": str(event_path), "GITHUB_REPOSITORY": "octo/demo",
        "GITHUB_REF": f"refs/heads/{branch}", "GITHUB_REF_NAME": branch,
        "GITHUB_SHA": repo.sha, "GITHUB_WORKSPACE": str(repo.work),
        "GITHUB_OUTPUT": str(base / "output.txt"),
        "GITHUB_STEP_SUMMARY": str(base / "summary.md"), "GITHUB_API_URL": api_url,
        "GITHUB_SERVER_URL": "https://github.example", "GITHUB_RUN_ID": "77",
        "INPUT_GITHUB_TOKEN": "ghs_fake_token_for_tests_0123456789",
        "INPUT_PYTHON": sys.executable, "INPUT_ENGINE": "builtin",
        "SELFHEAL_ACTION_BACKOFF": "0.01", "LITELLM_LOCAL_MODEL_COST_MAP": "True",
        "PYTHONPATH": str(ROOT / "src"),
    })
    for name, value in inputs.items():
        env["INPUT_" + name.upper()] = value
    return env


def read_outputs(base: Path) -> dict[str, str]:
    """Parse ``$GITHUB_OUTPUT`` (``name<<DELIM`` blocks) as the runner does."""
    out: dict[str, str] = {}
    lines = (base / "output.txt").read_text().splitlines()
    i = 0
    while i < len(lines):
        name, _, delim = lines[i].partition("<<")
        j = lines.index(delim, i + 1)
        out[name] = "\n".join(lines[i + 1:j])
        i = j + 1
    return out


def copy_run(run_dir: Path, toplevel: Path) -> Path:
    """Place a saved run directory in ``toplevel/.selfheal/runs`` as the latest run."""
    runs = toplevel / ".selfheal" / "runs"
    runs.mkdir(parents=True, exist_ok=True)
    dest = runs / run_dir.name
    shutil.copytree(run_dir, dest, dirs_exist_ok=True)
    (runs / "latest").write_text(run_dir.name + "\n")
    return dest

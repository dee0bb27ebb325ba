"""action.yml, the example workflows and the README agree with the action's code.

Every input is declared with its default, forwarded to the code through ``env:``
and documented; every output too. No ``${{ }}`` expression reaches a ``run:``
script (script injection), and every third-party action is pinned by commit.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from selfheal_action.inputs import INPUTS, OUTPUTS, Inputs, env_name

ROOT = Path(__file__).resolve().parent.parent
ACTION = yaml.safe_load((ROOT / "action.yml").read_text())
WORKFLOWS = sorted((ROOT / "examples" / "workflows").glob("*.yml"))
README = (ROOT / "README.md").read_text()
SECTION = README[README.index("## GitHub Action"):README.index("## Development")]
SHA_PIN = re.compile(r"^[\w.-]+/[\w.-]+(/[\w./-]+)?@[0-9a-f]{40}$")


def _steps(doc: dict[str, Any]) -> list[dict[str, Any]]:
    if "runs" in doc:
        return list(doc["runs"]["steps"])
    return [s for job in doc["jobs"].values() for s in job["steps"]]


def test_every_input_is_declared_with_its_default() -> None:
    assert list(ACTION["inputs"]) == list(INPUTS)
    for name, (default, _) in INPUTS.items():
        assert str(ACTION["inputs"][name]["default"]) == default, name


def test_every_input_is_forwarded_through_env_and_read_by_the_code() -> None:
    heal = next(s for s in ACTION["runs"]["steps"] if s.get("id") == "heal")
    for name in INPUTS:
        assert heal["env"][env_name(name)] == f"${{{{ inputs.{name} }}}}", name
    # the code reads each of them: a non-default value changes Inputs
    defaults = Inputs.from_env({})
    changed = {"github-token": "t", "model": "m", "api-base": "http://x", "engine": "llm",
               "max-iters": "2", "sandbox": "bwrap", "pytest-args": "-k x",
               "working-directory": "sub", "python": "python3", "base-branch": "dev",
               "branch-prefix": "fix/", "draft": "false", "labels": "a,b",
               "allow-test-edits": "true", "memory-path": "m", "max-prs-open": "1",
               "fail-on-error": "true"}
    assert set(changed) == set(INPUTS)
    for name, value in changed.items():
        got = Inputs.from_env({env_name(name): value})
        attr = name.replace("-", "_")
        assert getattr(got, attr) != getattr(defaults, attr), name


def test_every_input_and_output_is_documented_in_the_readme() -> None:
    for name in INPUTS:
        assert re.search(rf"^\| `{re.escape(name)}` \|", SECTION, re.M), name
    for name in OUTPUTS:
        assert re.search(rf"^\| `{re.escape(name)}` \|", SECTION, re.M), name
    assert list(ACTION["outputs"]) == list(OUTPUTS)
    for name in OUTPUTS:
        assert ACTION["outputs"][name]["value"] == f"${{{{ steps.heal.outputs.{name} }}}}"


@pytest.mark.parametrize("path", [ROOT / "action.yml", *WORKFLOWS], ids=lambda p: p.name)
def test_no_expression_inside_a_run_script(path: Path) -> None:
    for step in _steps(yaml.safe_load(path.read_text())):
        assert "${{" not in str(step.get("run", "")), step


@pytest.mark.parametrize("path", [ROOT / "action.yml", *WORKFLOWS], ids=lambda p: p.name)
def test_third_party_actions_are_pinned_by_commit(path: Path) -> None:
    text = path.read_text()
    for step in _steps(yaml.safe_load(text)):
        uses = step.get("uses")
        if uses is None or uses.startswith("./") or uses.startswith("pytest-selfheal/"):
            continue  # this action: the README tells users to pin it to their reviewed SHA
        assert SHA_PIN.match(uses), uses
        line = next(ln for ln in text.splitlines() if uses in ln)
        assert re.search(r"#\s*v\d", line), f"say which version {uses} is: {line}"


def test_examples_cache_the_memory_per_branch_and_run_with_fallbacks() -> None:
    assert {p.name for p in WORKFLOWS} == {"selfheal-in-job.yml", "selfheal-workflow-run.yml"}
    for path in WORKFLOWS:
        steps = _steps(yaml.safe_load(path.read_text()))
        restore = next(s for s in steps if str(s.get("uses", "")).startswith(
            "actions/cache/restore@"))
        save = next(s for s in steps if str(s.get("uses", "")).startswith("actions/cache/save@"))
        heal = next(s for s in steps if s.get("id") == "selfheal")
        assert restore["with"]["path"] == save["with"]["path"] == heal["with"]["memory-path"]
        assert restore["with"]["key"] == save["with"]["key"]
        assert "github.run_id" in save["with"]["key"]
        fallbacks = restore["with"]["restore-keys"].strip().splitlines()
        assert len(fallbacks) == 2 and "default_branch" in fallbacks[1]
        assert save["if"].startswith("always()")
        doc = yaml.safe_load(path.read_text())
        assert doc["permissions"] == {"contents": "write", "pull-requests": "write"}


def test_workflow_run_example_checks_out_the_red_commit_and_never_a_fork() -> None:
    doc = yaml.safe_load((ROOT / "examples/workflows/selfheal-workflow-run.yml").read_text())
    job = doc["jobs"]["heal"]
    assert "head_repository.full_name == github.repository" in job["if"]
    assert "conclusion == 'failure'" in job["if"]
    checkout = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/checkout"))
    assert checkout["with"]["ref"] == "${{ github.event.workflow_run.head_sha }}"
    assert doc[True]["workflow_run"]["types"] == ["completed"]  # yaml reads `on` as True


@pytest.mark.parametrize("have, installs", [("0.0.1", True), ("", True), (None, False)])
def test_install_step_installs_from_the_action_checkout_unless_the_version_is_there(
        tmp_path: Path, have: str | None, installs: bool) -> None:
    """action/install.sh with a stand-in interpreter that reports a version and logs pip."""
    import subprocess

    version = re.search(r'^version = "(.*)"$', (ROOT / "pyproject.toml").read_text(), re.M)
    assert version is not None
    reported = version.group(1) if have is None else have
    log = tmp_path / "pip.log"
    python = tmp_path / "python"
    python.write_text(f"""#!/bin/sh
if [ "$1" = "-" ]; then cat >/dev/null; [ -n "{reported}" ] && echo "{reported}"; exit 0; fi
if [ "$1" = "-c" ]; then echo /fake/python; exit 0; fi
echo "$@" >> "{log}"
""")
    python.chmod(0o755)
    proc = subprocess.run(["bash", str(ROOT / "action" / "install.sh")], capture_output=True,
                          text=True, env={"PATH": "/usr/bin:/bin", "INPUT_PYTHON": str(python),
                                          "GITHUB_ACTION_PATH": str(ROOT)})
    assert proc.returncode == 0, proc.stderr
    if installs:
        assert log.read_text().split() == ["-m", "pip", "install",
                                           "--disable-pip-version-check", "-q",
                                           f"{ROOT}[action]"]
    else:
        assert not log.exists() and "is already installed" in proc.stdout

"""Run the heal: ``<python> -m pytest --selfheal-dry-run`` in the working directory.

The inputs become the plugin's own ``SELFHEAL_*`` environment variables (so the
user's ini options still apply where the action sets nothing). The child gets
the job's environment minus the action's ``INPUT_*`` variables, so the token
never reaches the tests. Its output streams into a collapsed log group; the
record it wrote is found through ``<selfheal-dir>/runs/latest``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pytest_selfheal.records import RunRecord
from selfheal_action.inputs import Inputs

ACTION_DIR = str(Path(__file__).resolve().parent.parent)


class HealError(RuntimeError):
    """The heal did not run to a record (pytest could not start or crashed)."""


@dataclass
class HealResult:
    exit_code: int
    output_tail: str
    record: RunRecord | None = None
    raw: dict[str, Any] | None = None  # run.json as written (fields newer than our records)
    run_dir: Path | None = None

    @property
    def record_path(self) -> Path | None:
        return self.run_dir / "run.json" if self.run_dir else None

    @property
    def patch_path(self) -> Path | None:
        if self.run_dir and self.record and self.record.patch.strip():
            return self.run_dir / "patch.diff"
        return None


def child_env(env: Mapping[str, str], inputs: Inputs, since: str | None,
              memory: Path, selfheal_dir: str) -> dict[str, str]:
    out = {k: v for k, v in env.items() if not k.startswith("INPUT_") and k != "SELFHEAL"}
    paths = [p for p in out.get("PYTHONPATH", "").split(os.pathsep)
             if p and os.path.abspath(p) != ACTION_DIR]
    if paths:
        out["PYTHONPATH"] = os.pathsep.join(paths)
    else:
        out.pop("PYTHONPATH", None)
    out.update({
        "SELFHEAL_DRY_RUN": "1",
        "SELFHEAL_DIR": selfheal_dir,
        "SELFHEAL_ENGINE": inputs.engine,
        "SELFHEAL_MAX_ITERS": str(inputs.max_iters),
        "SELFHEAL_SANDBOX": inputs.sandbox,
        "SELFHEAL_ALLOW_TEST_EDITS": "1" if inputs.allow_test_edits else "0",
        "SELFHEAL_MEMORY": str(memory),
    })
    if inputs.model:
        out["SELFHEAL_MODEL"] = inputs.model
    if inputs.api_base:
        out["SELFHEAL_API_BASE"] = inputs.api_base
    if since:
        out["SELFHEAL_SINCE"] = since
    return out


def _latest(runs_dir: Path) -> str:
    try:
        return (runs_dir / "latest").read_text(encoding="utf-8").strip()
    except OSError:
        return ""


def run_heal(inputs: Inputs, workdir: Path, toplevel: Path, env: Mapping[str, str],
             since: str | None, memory: Path) -> HealResult:
    selfheal_dir = env.get("SELFHEAL_DIR") or ".selfheal"
    runs_dir = toplevel / selfheal_dir / "runs"
    before = _latest(runs_dir)
    cmd = [inputs.python, "-m", "pytest", "--selfheal-dry-run", *inputs.pytest_args]
    tail: deque[str] = deque(maxlen=40)
    print(f"::group::{' '.join(cmd)}", flush=True)
    try:
        proc = subprocess.Popen(cmd, cwd=workdir, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, errors="replace",
                                env=child_env(env, inputs, since, memory, selfheal_dir))
    except OSError as exc:
        print("::endgroup::", flush=True)
        return HealResult(127, f"cannot run {inputs.python}: {exc}")
    assert proc.stdout is not None
    for line in proc.stdout:
        sys.stdout.write(line)
        tail.append(line.rstrip("\n"))
    code = proc.wait()
    print("::endgroup::", flush=True)
    result = HealResult(code, "\n".join(tail))
    after = _latest(runs_dir)
    if after and after != before:
        result.run_dir = runs_dir / after
        text = (result.run_dir / "run.json").read_text(encoding="utf-8")
        result.raw = json.loads(text)
        result.record = RunRecord.model_validate(result.raw)
    return result

"""SIGTERM (a cancelled CI job) is handled like Ctrl-C at every stage of a heal.

Each case starts a heal in a subprocess, waits for the progress line of one
stage, sends SIGTERM, and checks what must hold afterwards: the working tree,
index, stash and branches unchanged, no worktree registered, none of our
processes alive, and a record saved with an error saying it was interrupted.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import FIX_DIFF, Reply, git, llm_args, tree_digest
from test_signals_stages import ours

from pytest_selfheal.heal import HealRun
from pytest_selfheal.records import load_record

SLEEP_DIFF = FIX_DIFF.replace("-    return total / (len(values) + 1)\n",
                              "-    return total / (len(values) + 1)\n"
                              '+    __import__("time").sleep(60)\n').replace("+16,4", "+16,5")
CONFIRM_SLEEP_DIFF = '''\
```diff
--- a/calc.py
+++ b/calc.py
@@ -1,3 +1,6 @@
 def clamp(value, low, high):
     """Limit value to the closed range [low, high]."""
+    if value == 5:
+        __import__("time").sleep(60)
+        return 5
     if value < low:
@@ -16,4 +19,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
```
'''


def _refs(root: Path) -> tuple[str, str, str]:
    return (git(root, "for-each-ref", "--format=%(refname) %(objectname)", "refs/heads",
                "refs/tags"),
            git(root, "stash", "list"), git(root, "ls-files", "-s"))


def _ours_alive(marker: str) -> list[str]:
    ps = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True).stdout
    return [ln for ln in ps.splitlines() if marker in ln and "ps -eo" not in ln]


@pytest.mark.parametrize("stage, trigger, replies", [
    ("reproduce", "reproducing", []),
    ("engine", "iteration 1/5", [Reply.slow(60)]),
    ("rerun", "rerunning", [Reply.text(SLEEP_DIFF)]),
    ("confirm", "confirming", [Reply.text(CONFIRM_SLEEP_DIFF)]),
])
def test_sigterm_at_each_stage(calc_project: pytest.Pytester, fake_llm, tmp_path: Path,
                               stage: str, trigger: str, replies: list[Reply]) -> None:
    root = calc_project.path
    fake_llm.add(*replies)
    (root / "dirty.txt").write_text("uncommitted\n")
    git(root, "stash", "list")
    before, refs = tree_digest(root), _refs(root)
    scratch = tmp_path / f"tmp-{stage}"  # our temp dirs, worktree and processes live here
    scratch.mkdir()
    env = dict(os.environ, PYTHONUNBUFFERED="1", TMPDIR=str(scratch))
    proc = subprocess.Popen(
        [sys.executable, "-m", "pytest", "--selfheal", *llm_args(fake_llm)],
        cwd=root, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        start_new_session=True,
    )
    seen: list[str] = []
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            seen.append(line)
            if trigger in line:
                break
        assert any(trigger in ln for ln in seen), "".join(seen)
        time.sleep(0.5 if stage != "reproduce" else 0.0)
        proc.send_signal(signal.SIGTERM)
        rest, _ = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    output = "".join(seen) + rest
    assert "interrupted by SIGTERM" in output, output
    assert tree_digest(root) == before and _refs(root) == refs
    assert len(git(root, "worktree", "list").splitlines()) == 1
    deadline = time.monotonic() + 10
    while (_ours_alive(str(scratch)) or ours(scratch)) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not _ours_alive(str(scratch)) and not ours(scratch)  # by arguments, by TMPDIR
    assert not git(root, "for-each-ref", "refs/selfheal/")
    record = load_record(root / ".selfheal" / "runs")
    assert record.outcome == "error" and "interrupted by SIGTERM" in (record.error or "")
    assert not record.applied


def test_a_signal_during_clean_up_waits_for_it() -> None:
    run = HealRun.__new__(HealRun)
    run._interrupted, run._cleaning, run._signal_name = False, True, "Ctrl-C"
    run._late_signal = ""
    run._on_signal(signal.SIGTERM, None)  # does not raise: apply-back is never cut in half
    assert not run._interrupted
    assert run._late_signal == "SIGTERM"  # noted: an apply-back not yet writing is cancelled
    run._cleaning = False
    with pytest.raises(KeyboardInterrupt):
        run._on_signal(signal.SIGTERM, None)
    assert run._signal_name == "SIGTERM"

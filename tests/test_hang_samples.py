"""A test that hung is localized by the call that never returns, not by where a timer fired.

hangstop samples the stack of a test it stops (``SELFHEAL_HANG_FILE``); the frames alive
in every sample are the stuck calls. An endless outer loop that spends most of its time
in a finite helper loop is caught inside the helper by any single timer, which used to
send localization to the helper's loop; the samples name the outer one.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.engines.builtin.spectrum import Spectrum, collect_spectrum
from pytest_selfheal.hangstop import HANG_FILE_ENV, IDS_ENV, SECONDS_ENV, read_hangs
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

WALK = '''\
def settle(n):
    i = 0
    while i < n:
        i += 1
    return i


def drain(queue, limit):
    total = 0
    while queue:
        total += settle(limit)
        if total > 10 ** 12:
            break
    return total
'''
TEST = '''\
from pkg.walk import drain


def test_drain():
    assert drain([1, 2], 20000) > 0


def test_settle():
    from pkg.walk import settle
    assert settle(3) == 3
'''
OUTER_LOOP, INNER_LOOP = 10, 3  # the `while queue:` never ends; `while i < n:` does


def _project(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "walk.py").write_text(WALK)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_walk.py").write_text(TEST)
    return tmp_path


def _env(project: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(project) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def test_hangstop_writes_the_frames_alive_in_every_sample(tmp_path: Path) -> None:
    project = _project(tmp_path)
    sink = tmp_path / "hangs.jsonl"
    env = {**_env(project), IDS_ENV: "tests/test_walk.py::test_drain", SECONDS_ENV: "0.3",
           HANG_FILE_ENV: str(sink)}
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "pytest_selfheal.hangstop",
                          "-q", "-p", "no:cacheprovider", "tests"], cwd=project, env=env,
                         capture_output=True, text=True, timeout=60).stdout
    assert "1 failed, 1 passed" in out
    frames = read_hangs(sink)["tests/test_walk.py::test_drain"]
    ours = [f for f in frames if f["path"].endswith(os.path.join("pkg", "walk.py"))]
    # settle returns thousands of times between two samples: only drain stays alive
    assert [f["function"] for f in ours] == ["drain"]
    assert set(ours[0]["lines"]) <= {OUTER_LOOP, 11, 12}


def test_read_hangs_skips_what_it_cannot_read(tmp_path: Path) -> None:
    sink = tmp_path / "hangs.jsonl"
    sink.write_text('{"nodeid": "t::a", "frames": []}\nnot json\n{"frames": []}\n')
    assert read_hangs(sink) == {"t::a": []}
    assert read_hangs(tmp_path / "missing.jsonl") == {}


def _timer_in_helper() -> Failure:
    """The user's timeout fired inside the helper's finite loop (the usual single sample)."""
    return Failure(nodeid="tests/test_walk.py::test_drain", exc_type="Failed",
                   message="Timeout (>10.0s) from pytest-timeout.",
                   test_path="tests/test_walk.py", duration=10.0,
                   frames=[Frame(path="tests/test_walk.py", lineno=5, function="test_drain"),
                           Frame(path="pkg/walk.py", lineno=11, function="drain"),
                           Frame(path="pkg/walk.py", lineno=4, function="settle")])


def _hang_lines(suspects: list) -> set[int]:
    return {s.line for s in suspects if s.signal == "hang"}


def test_the_stuck_call_decides_the_hung_loop_not_the_timer(tmp_path: Path) -> None:
    project = _project(tmp_path)
    failing = ["tests/test_walk.py::test_drain"]
    spectrum = collect_spectrum(project, failing, LocalSandbox(), _env(project), timeout=30,
                                stop_ids=(failing, 0.3))
    path, function, lines = spectrum.hangs[failing[0]]
    assert (path, function) == ("pkg/walk.py", "drain")
    ranked = rank_suspects(project, [_timer_in_helper()], spectrum)
    hang = _hang_lines(ranked)
    assert OUTER_LOOP in hang and INNER_LOOP not in hang
    # without samples, the timer's frame sends the hang evidence to the helper's loop
    bare = rank_suspects(project, [_timer_in_helper()], Spectrum(failing=spectrum.failing))
    assert INNER_LOOP in _hang_lines(bare)


def test_no_sample_file_without_stop_ids(tmp_path: Path) -> None:
    """Only a run that stops hung tests samples them: the spectrum of quick failures has
    no hangs."""
    project = _project(tmp_path)
    (project / "tests" / "test_walk.py").write_text(
        "from pkg.walk import settle\n\n\ndef test_settle():\n    assert settle(3) == 4\n")
    spectrum = collect_spectrum(project, ["tests/test_walk.py::test_settle"], LocalSandbox(),
                                _env(project), timeout=30)
    assert spectrum and spectrum.hangs == {}

"""Measure what the installed plugin costs a green test run that never asks it to heal.

On a corpus case's fixed tree (all tests pass) it times, over interleaved repetitions,
``python -m pytest`` with the plugin loaded (the default once installed), with
``-p no:selfheal``, and with ``--selfheal`` but nothing failing; also ``pytest --help``
with and without the plugin, and the import time of ``pytest_selfheal.plugin``. Finally
it checks in a subprocess that a run without ``--selfheal`` imports none of the heavy
modules (litellm, chromadb, torch, docker).

    python benchmarks/overhead.py [--case arith_001_running_pace] [--reps 10]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_tools as ct  # noqa: E402
from run_builtin import header, heal_env, machine  # noqa: E402

HEAVY = ("litellm", "chromadb", "torch", "docker")
BASE = ["-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider"]
CONFIGS: dict[str, list[str]] = {
    "pytest -q (plugin installed, default)": BASE,
    "pytest -q -p no:selfheal": [*BASE, "-p", "no:selfheal"],
    "pytest -q --selfheal (nothing fails)": [*BASE, "--selfheal", "--selfheal-engine", "builtin"],
    "pytest --help (plugin installed)": ["-m", "pytest", "--help"],
    "pytest --help -p no:selfheal": ["-m", "pytest", "--help", "-p", "no:selfheal"],
}
IMPORT_PROBE = """
import json, sys, pytest
rc = pytest.main(sys.argv[2:] + [sys.argv[1]])
heavy = {m: m in sys.modules for m in HEAVY}
ours = sorted(m for m in sys.modules if m.startswith("pytest_selfheal"))
print(json.dumps({"rc": int(rc), "heavy": heavy, "selfheal_modules": ours}))
""".replace("HEAVY", repr(HEAVY))
IMPORT_TIME = """
import time, pytest
t = time.perf_counter()
import pytest_selfheal.plugin
print(time.perf_counter() - t)
"""


def timed(argv: list[str], cwd: Path) -> tuple[float, int]:
    start = time.perf_counter()
    proc = subprocess.run([sys.executable, *argv], cwd=cwd, env=heal_env(),
                          capture_output=True, timeout=300)
    return time.perf_counter() - start, proc.returncode


def import_probe(root: Path, extra: list[str]) -> dict[str, object]:
    argv = [sys.executable, "-c", IMPORT_PROBE, str(root), "-q", "-p", "no:randomly",
            "-p", "no:cacheprovider", *extra]
    proc = subprocess.run(argv, cwd=root, env=heal_env(), capture_output=True, text=True,
                          timeout=300)
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/overhead.py")
    parser.add_argument("--case", default="arith_001_running_pace", help="corpus case id")
    parser.add_argument("--reps", type=int, default=10, help="repetitions per configuration")
    args = parser.parse_args(argv)
    cases = {c.id: c for c in ct.load_cases()}
    if args.case not in cases:
        print(f"no case {args.case!r}; pick one under benchmarks/corpus/", file=sys.stderr)
        return 2
    info = machine()
    print(f"plugin overhead on the fixed tree of {args.case}, {args.reps} interleaved reps")
    print(header(info), flush=True)
    times: dict[str, list[float]] = {name: [] for name in CONFIGS}
    codes: dict[str, set[int]] = {name: set() for name in CONFIGS}
    with tempfile.TemporaryDirectory(prefix="overhead-") as tmp:
        root = ct.materialize(cases[args.case], Path(tmp) / args.case, fixed=True)
        for cmd in CONFIGS.values():  # one warm-up each (page cache, pyc files)
            timed(cmd, root)
        for _ in range(args.reps):
            for name, cmd in CONFIGS.items():
                seconds, code = timed(cmd, root)
                times[name].append(seconds)
                codes[name].add(code)
        imports_plain = import_probe(root, [])
        imports_heal = import_probe(root, ["--selfheal", "--selfheal-engine", "builtin"])
    plugin_import = []
    for _ in range(args.reps):
        printed = subprocess.run([sys.executable, "-c", IMPORT_TIME], capture_output=True,
                                 text=True, env=heal_env()).stdout
        plugin_import.append(float(printed.strip()))

    base = statistics.median(times["pytest -q -p no:selfheal"])
    base_help = statistics.median(times["pytest --help -p no:selfheal"])
    rows = []
    print(f"\n{'command':<40} {'median s':>9} {'min s':>7} {'vs no plugin':>13} {'exit':>5}")
    for name, values in times.items():
        med = statistics.median(values)
        ref = base_help if "--help" in name else base
        delta = f"{1000 * (med - ref):+.0f} ms"
        exit_codes = ",".join(str(c) for c in sorted(codes[name]))
        rows.append({"command": name, "median_s": med, "min_s": min(values),
                     "delta_ms": 1000 * (med - ref), "exit": exit_codes})
        print(f"{name:<40} {med:9.3f} {min(values):7.3f} {delta:>13} {exit_codes:>5}")
    imp = statistics.median(plugin_import)
    print(f"\nimport pytest_selfheal.plugin after pytest: median {1000 * imp:.1f} ms")
    for label, res in (("without --selfheal", imports_plain), ("with --selfheal", imports_heal)):
        heavy = res["heavy"]
        assert isinstance(heavy, dict)
        loaded = [m for m, v in heavy.items() if v] or ["none"]
        print(f"heavy modules imported {label}: {', '.join(loaded)} "
              f"(exit {res['rc']}; selfheal modules: {res['selfheal_modules']})")
    heavy_plain = imports_plain["heavy"]
    ok = isinstance(heavy_plain, dict) and not any(heavy_plain.values())
    print("lazy-import check:", "PASS" if ok else "FAIL")
    out = HERE / "results" / f"overhead-{datetime.now().strftime('%Y-%m-%d')}.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"machine": info, "case": args.case, "reps": args.reps,
                               "command": "python " + " ".join(sys.argv), "rows": rows,
                               "plugin_import_s": imp, "imports_without_selfheal": imports_plain,
                               "imports_with_selfheal": imports_heal}, indent=2) + "\n")
    print(f"saved {out}")
    return 0 if ok else 1


if __name__ == "__main__":
    os.environ.pop("PYTEST_ADDOPTS", None)
    raise SystemExit(main())

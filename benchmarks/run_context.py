"""Context benchmark: does the LLM engine's first prompt hold the lines the fix must change?

For every case of ``benchmarks/corpus`` and every bug of the real-library benchmark
(``reallibs/manifest.toml``) the buggy project is materialized, its tests run once in a
real pytest process (with selfheal's result plugin, which builds the same ``Failure``
records as the plugin), the failures are grouped as the plugin groups them, and the
FIRST prompt of the first group is built by ``LLMEngine.build_prompt`` (the engine's
own code path, no model call). Per case it reports:

- **recall**: every line the reference fix changes (the buggy side of the fix; for a
  pure insertion, the line the insertion follows) is shown as a numbered source line;
- **prompt tokens**: the whole first request (system + user), counted with litellm's
  ``token_counter`` for the engine's default model (``openai/gpt-4o-mini``);
- the same with the change signal off (the bug committed, no ``--selfheal-since``).

Modes: corpus ``uncommitted`` (the reference fix is committed, the bug is an
uncommitted edit) and ``off`` (the buggy project is one commit); real libraries
``uncommitted``, ``committed`` (the bug committed on top of the pristine commit, with
``--selfheal-since <pristine>``) and ``off`` (committed, no since).

    nice -n 15 python benchmarks/run_context.py            # corpus + reallibs, saved
    python benchmarks/run_context.py --only 'cmp_*' --no-reallibs --no-save
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_tools as ct  # noqa: E402
import reallibs_tools as rt  # noqa: E402
from run_builtin import header, machine  # noqa: E402

from pytest_selfheal.records import Failure  # noqa: E402

MODEL = "openai/gpt-4o-mini"  # LLMConfig's default model: its tokenizer counts
TEST_TIMEOUT = 300.0
_CAPTION = re.compile(r"^### (\S+) \(lines \d+-\d+\)")
_NUMBERED = re.compile(r"^\s*(\d+) \| ")
_SECTION = re.compile(r"^## (.+)$")


@dataclass
class CaseResult:
    source: str  # corpus / reallibs
    case: str
    mode: str
    recall: bool = False
    fix_lines: list[str] = field(default_factory=list)  # path:line the fix changes
    missing: list[str] = field(default_factory=list)
    sections: list[str] = field(default_factory=list)  # sections that showed a fix line
    tokens: int = 0
    context_tokens: int = 0
    failing: int = 0
    groups: int = 0
    dropped: int = 0
    seconds: float = 0.0
    note: str = ""


# ----------------------------------------------------------------- the engine's path


def failing_run(root: Path, pytest_args: list[str]) -> list[Failure]:
    """The project's tests in a real pytest process; the failures as the plugin records them."""
    from pytest_selfheal.resultplugin import RESULTS_ENV, ROOT_ENV

    with tempfile.TemporaryDirectory(prefix="ctx-results-") as tmp:
        results = Path(tmp) / "results.json"
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTEST_ADDOPTS", "PYTEST_DISABLE_PLUGIN_AUTOLOAD")}
        env.update({RESULTS_ENV: str(results), ROOT_ENV: str(root),
                    "PYTHONDONTWRITEBYTECODE": "1"})
        argv = [sys.executable, "-m", "pytest", "-q", "-p", "no:randomly", "-p",
                "no:cacheprovider", "-p", "no:selfheal", "-p", "pytest_selfheal.resultplugin",
                *ct.plugin_args(pytest_args)]
        subprocess.run(argv, cwd=root, env=env, capture_output=True, timeout=TEST_TIMEOUT,
                       stdin=subprocess.DEVNULL)
        if not results.exists():
            return []
        data = json.loads(results.read_text(encoding="utf-8"))
    return [Failure.model_validate(f) for f in data.get("failures", [])]


def first_prompt(root: Path, failures: list[Failure], since: str | None
                 ) -> tuple[str, int, int, int, int]:
    """(user prompt, prompt tokens, context tokens, groups, dropped) of the first request."""
    from pytest_selfheal.changes import resolve_bases
    from pytest_selfheal.engines.base import RepairRequest
    from pytest_selfheal.engines.llm import LLMConfig, LLMEngine
    from pytest_selfheal.grouping import group_failures
    from pytest_selfheal.localization_cache import LocalizationCache
    from pytest_selfheal.sandbox.local import LocalSandbox

    groups = group_failures(failures)
    gid, members = next(iter(groups.items()))
    engine = LLMEngine(LLMConfig(model=MODEL), root=root, bases=resolve_bases(root, since))
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    request = RepairRequest(group_id=gid, failures=members, worktree=root, env=env,
                            sandbox=LocalSandbox(), localization=LocalizationCache(),
                            rerun_timeout=TEST_TIMEOUT)
    prompt = engine.build_prompt(request)
    return (prompt.messages[1]["content"], prompt.tokens, prompt.context.tokens, len(groups),
            len(prompt.context.dropped))


# ----------------------------------------------------------------- what must be shown


def fix_lines(buggy: str, fixed: str) -> list[int]:
    """Buggy-side lines the fix changes (1-based); a pure insertion needs the line before it."""
    a, b = buggy.splitlines(), fixed.splitlines()
    out: set[int] = set()
    for tag, i1, i2, _j1, _j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            out.update(range(i1 + 1, i2 + 1))
        elif tag == "insert":
            out.add(max(i1, 1))
    return sorted(out)


def shown_lines(prompt: str) -> dict[tuple[str, int], str]:
    """(path, line) -> section title, for every numbered source line of the prompt."""
    shown: dict[tuple[str, int], str] = {}
    section, path, fenced = "", None, False
    for line in prompt.splitlines():
        if line.startswith("```"):  # source lines inside a fence start with "<n> | "
            fenced = not fenced
            if not fenced:
                path = None
            continue
        if not fenced:
            m = _SECTION.match(line)
            if m:
                section = m.group(1).split(" (")[0]
            c = _CAPTION.match(line)
            path = c.group(1) if c else path if not m else None
        elif path is not None:
            n = _NUMBERED.match(line)
            if n:
                shown.setdefault((path, int(n.group(1))), section)
    return shown


def judge(res: CaseResult, prompt: str, needed: dict[str, list[int]]) -> None:
    shown = shown_lines(prompt)
    res.fix_lines = [f"{p}:{n}" for p, ns in needed.items() for n in ns]
    res.missing = [f"{p}:{n}" for p, ns in needed.items() for n in ns if (p, n) not in shown]
    res.sections = sorted({shown[(p, n)] for p, ns in needed.items() for n in ns
                           if (p, n) in shown})
    res.recall = bool(res.fix_lines) and not res.missing


def measure(res: CaseResult, root: Path, failures: list[Failure], since: str | None,
            needed: dict[str, list[int]]) -> CaseResult:
    start = time.monotonic()
    res.failing = len({f.nodeid for f in failures})
    if not failures:
        res.note = "no failing test"
        return res
    try:
        prompt, res.tokens, res.context_tokens, res.groups, res.dropped = first_prompt(
            root, failures, since)
    except Exception as exc:  # noqa: BLE001 - one broken case must not end the benchmark
        res.note = f"{type(exc).__name__}: {exc}"[:300]
        return res
    judge(res, prompt, needed)
    res.seconds = round(time.monotonic() - start, 2)
    return res


# ----------------------------------------------------------------- the two sources


def git(root: Path, *args: str) -> None:
    subprocess.run(["git", *rt.IDENT, *args], cwd=root, check=True, capture_output=True)


def corpus_cases(only: str | None, modes: list[str], base: Path) -> list[CaseResult]:
    out: list[CaseResult] = []
    cases = [c for c in ct.load_cases() if _selected(c.id, only)]
    for case in cases:
        needed = {rel: fix_lines((case.buggy_dir / rel).read_text(encoding="utf-8"), text)
                  for rel, text in case.fixed_files.items()}
        failures: list[Failure] | None = None
        for mode in modes:
            root = base / f"{case.id}-{mode}"
            if mode == "off":
                ct.materialize(case, root)
            else:  # the reference fix committed, the bug an uncommitted edit
                ct.materialize(case, root, fixed=True)
                for rel in case.fixed_files:
                    shutil.copyfile(case.buggy_dir / rel, root / rel)
            if failures is None:
                failures = failing_run(root, case.pytest_args)
            res = measure(CaseResult("corpus", case.id, mode), root, failures, None, needed)
            out.append(res)
            _progress(res)
            shutil.rmtree(root, ignore_errors=True)
    return out


def reallib_cases(only: str | None, modes: list[str], base: Path,
                  cache: Path) -> list[CaseResult]:
    out: list[CaseResult] = []
    manifest = rt.load_manifest()
    bugs = [b for b in manifest.bugs if _selected(b.id, only)]
    pristine: dict[str, tuple[Path, str]] = {}
    for name in sorted({b.library for b in bugs}):
        lib = manifest.libraries[name]
        root = rt.unpack(rt.fetch_sdist(lib, cache), base / "pristine" / name)
        pristine[name] = (root, rt.make_repo(root, f"{lib.spec} pristine sdist"))
    for bug in bugs:
        proot, sha = pristine[bug.library]
        before = (proot / bug.file).read_text(encoding="utf-8")
        failures: list[Failure] | None = None
        for mode in modes:
            root = rt.copy_tree(proot, base / f"{bug.id}-{mode}")
            rt.inject(root, bug)
            if mode != "uncommitted":
                git(root, "commit", "-q", "-am", f"{bug.id}: {bug.pattern}")
            after = (root / bug.file).read_text(encoding="utf-8")
            needed = {bug.file: fix_lines(after, before)}
            if failures is None:
                failures = failing_run(root, [])
            since = sha if mode == "committed" else None
            res = measure(CaseResult("reallibs", bug.id, mode), root, failures, since, needed)
            out.append(res)
            _progress(res)
            shutil.rmtree(root, ignore_errors=True)
    return out


def _selected(name: str, only: str | None) -> bool:
    if not only:
        return True
    return any(fnmatch.fnmatch(name, p) or p in name for p in only.split(","))


def _progress(r: CaseResult) -> None:
    print(f"  {r.source:<8} {r.case:<32} {r.mode:<11} {'ok ' if r.recall else 'MISS'} "
          f"{r.tokens:6d} tok  {'missing ' + ','.join(r.missing) if r.missing else ''}"
          f"{r.note}", flush=True)


# ----------------------------------------------------------------- tables


def _p95(values: list[int]) -> int:
    if not values:
        return 0
    ordered = sorted(values)  # nearest rank: the smallest value >= 95% of them
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def table_rows(results: list[CaseResult]) -> list[list[str]]:
    rows = []
    keys = list(dict.fromkeys((r.source, r.mode) for r in results))
    for source, mode in keys:
        rs = [r for r in results if (r.source, r.mode) == (source, mode)]
        toks = [r.tokens for r in rs if r.tokens]
        hit = sum(r.recall for r in rs)
        rows.append([source, mode, str(len(rs)), f"{hit}", f"{100 * hit / len(rs):.1f}%",
                     f"{statistics.median(toks):.0f}" if toks else "-", str(_p95(toks)),
                     str(max(toks) if toks else 0)])
    return rows


COLUMNS = ["cases", "change signal", "n", "recall", "recall %", "median tokens", "p95 tokens",
           "max tokens"]


def markdown(rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(COLUMNS) + " |", "|---|---|" + "---:|" * (len(COLUMNS) - 2)]
    out += ["| " + " | ".join(r) + " |" for r in rows]
    return "\n".join(out)


def plain(rows: list[list[str]]) -> str:
    widths = [max(len(x) for x in col) for col in zip(COLUMNS, *rows, strict=False)]
    return "\n".join("  ".join(c.ljust(w) for c, w in zip(r, widths, strict=False))
                     for r in [COLUMNS, *rows])


def save(results: list[CaseResult], info: dict[str, Any], command: str, seconds: float) -> Path:
    out = HERE / "results"
    out.mkdir(exist_ok=True)
    stem = out / f"context-{datetime.now().strftime('%Y-%m-%d')}"
    rows = table_rows(results)
    stem.with_suffix(".json").write_text(json.dumps(
        {"machine": info, "command": command, "model_for_tokens": MODEL, "seconds": seconds,
         "rows": rows, "cases": [asdict(r) for r in results]}, indent=2) + "\n")
    misses = [r for r in results if not r.recall]
    md = [f"# Context benchmark ({info['date']})", "", f"Machine: {header(info)}", "",
          f"Command: `{command}`", "", markdown(rows), "", "## Misses", "",
          "| cases | case | mode | missing | sections holding fix lines | tokens | note |",
          "|---|---|---|---|---|---:|---|"]
    md += [f"| {r.source} | {r.case} | {r.mode} | {', '.join(r.missing)} | "
           f"{', '.join(r.sections) or '-'} | {r.tokens} | {r.note.replace('|', '/')} |"
           for r in misses]
    stem.with_suffix(".md").write_text("\n".join(md) + "\n")
    return stem


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/run_context.py",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--only", help="case or bug id glob or substring (comma list)")
    parser.add_argument("--no-corpus", action="store_true")
    parser.add_argument("--no-reallibs", action="store_true")
    parser.add_argument("--cache", type=Path, default=rt.DEFAULT_CACHE, help="sdist cache dir")
    parser.add_argument("--no-save", action="store_true", help="print only")
    args = parser.parse_args(argv)
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    info = machine()
    start = time.monotonic()
    results: list[CaseResult] = []
    with tempfile.TemporaryDirectory(prefix="ctxbench-") as tmp:
        if not args.no_corpus:
            results += corpus_cases(args.only, ["uncommitted", "off"], Path(tmp))
        if not args.no_reallibs:
            results += reallib_cases(args.only, ["uncommitted", "committed", "off"],
                                     Path(tmp), args.cache)
    seconds = round(time.monotonic() - start, 1)
    if not results:
        print("context: no case selected", file=sys.stderr)
        return 2
    print()
    print(plain(table_rows(results)))
    print(f"\n{len(results)} prompts in {seconds:.0f} s; tokens: litellm.token_counter({MODEL})")
    if not args.no_save:
        stem = save(results, info, "python " + " ".join(sys.argv), seconds)
        print(f"saved {stem}.json and {stem}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""The LLM prompt's context: changes, localization, stable bytes across iterations, secrecy."""

from __future__ import annotations

from pathlib import Path

import pytest
from gitrepo import g, no_git_config, write  # noqa: F401 - autouse fixture

from pytest_selfheal.changes import resolve_bases
from pytest_selfheal.engines.base import PastAttempt, RepairRequest
from pytest_selfheal.engines.builtin.engine import BuiltinEngine
from pytest_selfheal.engines.builtin.spectrum import Spectrum
from pytest_selfheal.engines.llm import LLMConfig, LLMEngine
from pytest_selfheal.localization_cache import LocalizationCache, shared
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

SECRET = "tok-very-secret-value-77"

STATS = '''\
"""Order statistics."""

import math


def mean(xs):
    return sum(xs) / len(xs)


def spread(xs):
    lo = min(xs)
    hi = max(xs)
    return hi - lo


def total(xs):
    return math.fsum(xs)
'''
TEST = "from app.stats import spread\n\n\ndef test_spread():\n    assert spread([1, 4]) == 3\n"


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    monkeypatch.setenv("MY_SERVICE_TOKEN", SECRET)


def _repo(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    write(repo / "app" / "__init__.py", "")
    write(repo / "app" / "stats.py", STATS)
    write(repo / "app" / "notes.py", "def note():\n    return 'n'\n")
    write(repo / "tests" / "test_stats.py", TEST)
    g(repo, "init", "-q")
    g(repo, "add", "-A")
    g(repo, "commit", "-qm", "init")
    return repo


def _bug(repo: Path) -> None:
    path = repo / "app" / "stats.py"
    path.write_text(path.read_text().replace("return hi - lo", "return hi + lo"))


def _failure() -> Failure:
    return Failure(
        nodeid="tests/test_stats.py::test_spread", exc_type="AssertionError",
        message="assert 5 == 3", longrepr=">       assert spread([1, 4]) == 3\nE  assert 5 == 3\n",
        test_path="tests/test_stats.py",
        frames=[Frame(path="tests/test_stats.py", lineno=5, function="test_spread")],
    )  # fmt: skip


def _request(repo: Path, **kw: object) -> RepairRequest:
    return RepairRequest(group_id="g1", failures=[_failure()], worktree=repo,
                         sandbox=LocalSandbox(), **kw)  # type: ignore[arg-type]


def _engine(repo: Path, since: str | None = None, **cfg: object) -> LLMEngine:
    config = LLMConfig.model_validate({"model": "openai/gpt-4o-mini", **cfg})
    return LLMEngine(config, root=repo, bases=resolve_bases(repo, since))


def _user(engine: LLMEngine, request: RepairRequest) -> str:
    return engine.build_prompt(request).messages[1]["content"]


def test_uncommitted_change_is_shown_with_its_function(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    user = _user(_engine(repo), _request(repo))
    section = user.split("## What changed", 1)[1].split("\n## ", 1)[0]
    assert "Lines changed against HEAD (uncommitted):\n- app/stats.py: lines 13" in section
    assert "### app/stats.py (lines 10-13) - `spread`, changed lines 13" in section
    assert "13 |     return hi + lo" in section
    assert "app/notes.py" not in user  # unchanged and unrelated
    # the localization ranks the changed statement first, with its evidence
    local = user.split("## Fault localization", 1)[1]
    assert ("1. app/stats.py:13 `return hi + lo` (flows into assert (return); changed against "
            "HEAD)\n") in local
    # the module head holds the imports a fix may need
    assert "### app/stats.py (lines 1-4) - module head: docstring, imports, constants" in user
    # fixed section order: failures, changes, (frames), localization, heads, tests
    order = [user.index(t) for t in ("## Failing tests", "## What changed",
                                     "## Fault localization", "## Imports", "## Test code")]
    assert order == sorted(order)


def test_change_since_the_reference_is_shown(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    base = g(repo, "rev-parse", "HEAD").strip()
    g(repo, "checkout", "-qb", "feature")
    _bug(repo)
    g(repo, "commit", "-qam", "bug")
    with_since = _user(_engine(repo, since=base), _request(repo))
    assert f"Lines changed since {base}:\n- app/stats.py: lines 13" in with_since
    assert "`spread`, changed lines 13" in with_since
    g(repo, "checkout", "-q", "main")
    g(repo, "merge", "-q", "--ff-only", "feature")
    off = _user(_engine(repo), _request(repo))  # committed on main, no since: no signal
    assert "## What changed" not in off
    assert "13 |     return hi + lo" in off  # localization still finds it (data flow)


def test_second_iteration_starts_with_the_first_prompt(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    engine = _engine(repo)
    first = engine.build_prompt(_request(repo))
    past = [PastAttempt("--- a/app/stats.py\n+++ b/app/stats.py\n@@ -13 +13 @@\n-x\n+y\n",
                        "test_failed", "still 5 != 3")]
    second = engine.build_prompt(_request(repo, iteration=2, history=past))
    assert second.messages[0] == first.messages[0]
    one, two = first.messages[1]["content"], second.messages[1]["content"]
    assert "Earlier attempts" not in one
    assert two.startswith(one)
    assert two[len(one):].startswith("\n## Earlier attempts")
    assert "This is attempt 2." in two[len(one):]
    # a fresh engine (no cached context) builds the very same bytes
    again = _engine(repo).build_prompt(_request(repo, iteration=3, history=past * 2))
    assert again.messages[1]["content"].startswith(one)


def test_attempts_over_their_share_drop_oldest_first_and_keep_the_prefix(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    engine = _engine(repo, context_tokens=3000)
    one = _user(engine, _request(repo))
    past = [PastAttempt(f"--- a/app/stats.py\n+++ b/app/stats.py\n@@ -13 +13 @@\n-x\n+y{i}\n",
                        "test_failed", f"attempt {i} failed: " + "word " * 300)
            for i in range(1, 9)]
    user = _user(engine, _request(repo, iteration=9, history=past))
    assert user.startswith(one)
    assert "older attempt(s) left out to fit the context budget" in user
    assert "### Attempt 8:" in user and "### Attempt 1:" not in user


def test_secrets_and_ignored_files_stay_out_of_the_new_sections(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    write(repo / ".selfhealignore", "app/private.py\n")
    write(repo / "app" / "private.py", "def spread_helper():\n    return 1\n")
    g(repo, "add", "-A")
    g(repo, "commit", "-qm", "more")
    path = repo / "app" / "stats.py"
    path.write_text(path.read_text().replace(
        "    return hi - lo", f"    token = '{SECRET}'\n    return hi + lo"))
    write(repo / "app" / "private.py", "def spread_helper():\n    return 2  # edited\n")
    write(repo / ".env", f"API_TOKEN={SECRET}\n")
    user = _user(_engine(repo), _request(repo))
    assert "## What changed" in user and "`spread`, changed lines 13-14" in user
    assert SECRET not in user
    assert "[REDACTED]" in user
    assert "private.py" not in user  # .selfhealignore: not listed, not shown
    assert ".env" not in user.split("## What changed", 1)[1]


def test_localization_is_shared_with_the_builtin_engine(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    calls: list[Path] = []
    import pytest_selfheal.changes as changes_mod

    real = changes_mod.collect_changes

    def counting(work: Path, bases: object) -> object:
        calls.append(work)
        return real(work, bases)  # type: ignore[arg-type]

    monkeypatch.setattr(changes_mod, "collect_changes", counting)
    run_cache: dict[str, object] = {}
    local = shared(run_cache)
    assert shared(run_cache) is local and isinstance(local, LocalizationCache)
    request = _request(repo, localization=local)
    builtin = BuiltinEngine(bases=resolve_bases(repo))
    assert builtin._changes_for(request) is local.group("g1").changes
    assert builtin._spectrum_cache(request) is local.group("g1").spectrum_cache
    # the built-in engine's coverage run lands in the shared cache; the LLM ranks with it
    local.group("g1").spectrum_cache["spectrum"] = Spectrum(
        failing={"tests/test_stats.py::test_spread": {("app/stats.py", 11), ("app/stats.py", 13)}},
        passing={"test_other": {("app/stats.py", 11)}})
    user = _user(_engine(repo), request)
    assert "ochiai 1.00" in user.split("## Fault localization", 1)[1]
    assert calls == [repo]  # the git diff ran once for both engines


def test_many_failures_show_three_distinct_tracebacks_and_list_the_rest(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    fails = []
    for i in range(6):  # two kinds of failure, three each
        f = _failure()
        f.nodeid = f"tests/test_stats.py::test_spread[{i}]"
        f.message = f"assert {5 + i % 2} == 3 {SECRET}"
        f.longrepr = f"E   traceback number {i}\n"
        fails.append(f)
    request = RepairRequest(group_id="g1", failures=fails, worktree=repo, sandbox=LocalSandbox())
    user = _user(_engine(repo), request)
    failing = user.split("## Failing tests", 1)[1].split("\n## ", 1)[0]
    assert failing.count("### FAILED") == 2  # one per distinct failure
    assert "traceback number 0" in failing and "traceback number 1" in failing
    assert "traceback number 2" not in failing
    assert "Also failing (4 more, tracebacks left out):" in failing
    assert "- tests/test_stats.py::test_spread[5]: AssertionError: assert 6 == 3" in failing
    assert SECRET not in user


def test_spectrum_is_collected_only_without_a_change_signal(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    g(repo, "commit", "-qam", "bug")  # committed on main, no since: nothing changed
    spectrum = Spectrum(failing={"tests/test_stats.py::test_spread": {("app/stats.py", 13)}},
                        passing={"test_other": {("app/stats.py", 7)}})
    calls: list[int] = []

    def collect() -> Spectrum:
        calls.append(1)
        return spectrum

    local = LocalizationCache().group("g1")
    bases = resolve_bases(repo)
    first = local.suspects_for(repo, [_failure()], bases, collect=collect)
    again = local.suspects_for(repo, [_failure()], bases, collect=collect)
    assert calls == [1] and first is again
    assert first[0].line == 13 and "ochiai 1.00" in first[0].reasons
    assert local.spectrum_cache["spectrum"] is spectrum  # the built-in engine reuses it
    repo2 = _repo(tmp_path / "two")
    _bug(repo2)  # an uncommitted change: the change tier ranks it, no coverage run
    changed = LocalizationCache().group("g1")
    ranked = changed.suspects_for(repo2, [_failure()], resolve_bases(repo2), collect=collect)
    assert calls == [1] and ranked[0].line == 13


def test_a_new_module_shows_its_start_not_the_whole_file(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _bug(repo)
    write(repo / "app" / "table.py", "".join(f"ROW_{i} = {i}\n" for i in range(300)))
    user = _user(_engine(repo), _request(repo))
    assert "- app/table.py: lines 1-300" in user  # listed in full
    assert "### app/table.py (lines 1-53) - module level, changed lines 1-41" in user
    assert "ROW_60 = 60" not in user

"""Option precedence (CLI > env > ini > default), aliases, errors and lazy imports."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pytest_selfheal.options import OPTIONS, resolve


def _ini(pytester: pytest.Pytester, **values: str) -> None:
    body = "".join(f"{k} = {v}\n" for k, v in values.items())
    pytester.makeini("[pytest]\n" + body)


@pytest.mark.parametrize(
    ("dest", "field", "cli", "env", "ini", "default", "want"),
    [
        ("selfheal_max_iters", "max_iters", "7", "3", "2", 5, (7, 3, 2)),
        ("selfheal_timeout", "timeout", "9.5", "4", "2.5", 120.0, (9.5, 4.0, 2.5)),
        ("selfheal_engine", "engine", "builtin", "llm", "auto", "auto",
         ("builtin", "llm", "auto")),
        ("selfheal_model", "model", "openai/a", "openai/b", "openai/c", None,
         ("openai/a", "openai/b", "openai/c")),
        ("selfheal_max_patch_lines", "max_patch_lines", "10", "20", "30", 200, (10, 20, 30)),
        ("selfheal_since", "since", "v1", "origin/main", "main", None,
         ("v1", "origin/main", "main")),
    ],
)
def test_precedence(pytester: pytest.Pytester, dest, field, cli, env, ini, default, want) -> None:
    opt = next(o for o in OPTIONS if o.dest == dest)
    _ini(pytester, **{dest: ini})
    environ = {opt.env: env}
    config = pytester.parseconfig(opt.flags[-1], cli)
    s = resolve(config, environ=environ)
    assert (getattr(s, field), s.sources[dest]) == (want[0], "cli")
    config = pytester.parseconfig()
    s = resolve(config, environ=environ)
    assert (getattr(s, field), s.sources[dest]) == (want[1], "env")
    s = resolve(config, environ={})
    assert (getattr(s, field), s.sources[dest]) == (want[2], "ini")
    pytester.makeini("[pytest]\n")
    s = resolve(pytester.parseconfig(), environ={})
    assert (getattr(s, field), s.sources[dest]) == (default, "default")


def test_bool_precedence_and_enabled(pytester: pytest.Pytester) -> None:
    _ini(pytester, selfheal_dry_run="true")
    s = resolve(pytester.parseconfig(), environ={})
    assert s.enabled and s.dry_run and s.sources["selfheal_dry_run"] == "ini"
    s = resolve(pytester.parseconfig(), environ={"SELFHEAL_DRY_RUN": "0"})
    assert not s.enabled and not s.dry_run
    s = resolve(pytester.parseconfig("--selfheal-dry-run"), environ={"SELFHEAL_DRY_RUN": "0"})
    assert s.dry_run
    s = resolve(pytester.parseconfig(), environ={"SELFHEAL": "yes", "SELFHEAL_DRY_RUN": "no"})
    assert s.enabled and not s.dry_run


def test_empty_env_var_is_ignored(pytester: pytest.Pytester) -> None:
    _ini(pytester, selfheal_max_iters="4")
    s = resolve(pytester.parseconfig(), environ={"SELFHEAL_MAX_ITERS": ""})
    assert s.max_iters == 4 and s.sources["selfheal_max_iters"] == "ini"


@pytest.mark.parametrize("flag", ["--max-iters", "--selfheal-max-iters"])
def test_max_iters_alias(pytester: pytest.Pytester, flag: str) -> None:
    s = resolve(pytester.parseconfig(flag, "2"), environ={"SELFHEAL_MAX_ITERS": "9"})
    assert s.max_iters == 2


@pytest.mark.parametrize(
    ("args", "environ", "ini", "match"),
    [
        ((), {"SELFHEAL_MAX_ITERS": "many"}, {},
         "environment variable SELFHEAL_MAX_ITERS must be a whole number, got 'many'"),
        ((), {"SELFHEAL_MAX_ITERS": "0"}, {},
         "environment variable SELFHEAL_MAX_ITERS must be at least 1"),
        (("--max-iters", "x"), {}, {}, "--max-iters must be a whole number"),
        ((), {}, {"selfheal_timeout": "soon"}, "ini option selfheal_timeout must be a number"),
        ((), {"SELFHEAL_TIMEOUT": "-1"}, {},
         "environment variable SELFHEAL_TIMEOUT must be positive"),
        ((), {"SELFHEAL_ENGINE": "magic"}, {},
         "environment variable SELFHEAL_ENGINE must be one of auto, llm, builtin"),
        ((), {}, {"selfheal_sandbox": "vm"}, "ini option selfheal_sandbox must be one of local"),
        ((), {"SELFHEAL": "maybe"}, {}, "environment variable SELFHEAL must be true or false"),
    ],
)
def test_bad_values_name_their_source(pytester: pytest.Pytester, args, environ, ini,
                                      match) -> None:
    _ini(pytester, **ini)
    config = pytester.parseconfig(*args)
    with pytest.raises(pytest.UsageError, match="^selfheal: " + match):
        resolve(config, environ=environ)


def test_bad_env_value_is_a_usage_error_end_to_end(pytester: pytest.Pytester,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SELFHEAL_CHILD", raising=False)
    monkeypatch.setenv("SELFHEAL_MAX_ITERS", "lots")
    pytester.makepyfile("def test_ok(): pass")
    result = pytester.runpytest_subprocess("--selfheal")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*environment variable SELFHEAL_MAX_ITERS must be a whole*"])


def test_cli_choice_is_checked_by_argparse(pytester: pytest.Pytester) -> None:
    with pytest.raises(pytest.UsageError):
        pytester.parseconfig("--selfheal-engine", "magic")


def test_help_lists_every_option(pytester: pytest.Pytester) -> None:
    result = pytester.runpytest_subprocess("--help")
    out = result.stdout.str()
    assert "heal failing tests (pytest-selfheal)" in out
    for opt in OPTIONS:
        for flag in opt.flags:
            assert flag in out, flag
        assert opt.env in out, opt.env
        assert opt.dest in out, opt.dest  # the ini option


HEAVY = ("litellm", "chromadb", "torch", "docker", "pytest_selfheal.heal", "pytest_selfheal.loop",
         "pytest_selfheal.session", "pytest_selfheal.records", "pytest_selfheal.collect",
         "pytest_selfheal.memory", "sentence_transformers")


def test_nothing_heavy_imported_without_selfheal(pytester: pytest.Pytester,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("SELFHEAL", "SELFHEAL_DRY_RUN", "PYTEST_ADDOPTS"):
        monkeypatch.delenv(var, raising=False)
    pytester.makepyfile("def test_ok(): pass\ndef test_bad(): assert 0")
    code = (
        "import sys, pytest\n"
        "rc = pytest.main(['-q', '-p', 'no:cacheprovider'])\n"
        "assert 'pytest_selfheal.plugin' in sys.modules, 'plugin not loaded'\n"
        f"print('LOADED=' + ','.join(m for m in {HEAVY!r} if m in sys.modules))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=pytester.path, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "1 failed, 1 passed" in proc.stdout
    assert "LOADED=\n" in proc.stdout, proc.stdout


def test_green_run_with_selfheal_stays_light(pytester: pytest.Pytester,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("SELFHEAL", "SELFHEAL_DRY_RUN", "PYTEST_ADDOPTS"):
        monkeypatch.delenv(var, raising=False)
    pytester.makepyfile("def test_ok(): pass")
    heavy = ("litellm", "chromadb", "torch", "docker", "pytest_selfheal.heal",
             "pytest_selfheal.records", "pytest_selfheal.memory", "sentence_transformers")
    code = (
        "import sys, pytest\n"
        "rc = pytest.main(['-q', '-p', 'no:cacheprovider', '--selfheal'])\n"
        "assert 'pytest_selfheal.session' in sys.modules, 'plugin object not registered'\n"
        f"print('LOADED=' + ','.join(m for m in {heavy!r} if m in sys.modules))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], cwd=pytester.path, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "1 passed" in proc.stdout
    assert "LOADED=\n" in proc.stdout, proc.stdout

"""The plugin object registered when --selfheal or --selfheal-dry-run is given.

It collects failures as reports arrive (on the xdist controller too), runs
the heal after the session, and writes the ``selfheal summary`` section. The
exit status stays pytest's own: the code under test did fail.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from pytest_selfheal.collect import FrameRecorder, failure_from_report
from pytest_selfheal.options import Settings

if TYPE_CHECKING:
    from pytest_selfheal.engines.base import Engine
    from pytest_selfheal.records import Failure, RunRecord

failures_key = pytest.StashKey[list["Failure"]]()
durations_key = pytest.StashKey[dict[str, float]]()  # seconds per node id in the user's run


class SelfhealPlugin(FrameRecorder):
    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        # Failure paths are relative to pytest's rootdir: engines work in that directory
        # of the worktree, and node ids are relative to it too.
        self.root = Path(config.rootpath)
        self.seen: dict[str, None] = {}
        self.failed: dict[str, None] = {}
        self.record: RunRecord | None = None
        self.interrupted = False
        self.run_dir: Path | None = None
        config.stash[failures_key] = []
        if config.getoption("timeout", None):
            # pytest-timeout's alarm covers the report hooks: importing pydantic at the
            # first failure (collect.py) could be cut short there, an INTERNALERROR.
            import pytest_selfheal.records  # noqa: F401
        config.stash[durations_key] = {}

    # -- collection -----------------------------------------------------
    def _add(self, report: pytest.TestReport | pytest.CollectReport) -> None:
        failure = failure_from_report(report, self.root, self.config.rootpath,
                                      self.config.invocation_params.dir)
        self.config.stash[failures_key].append(failure)
        self.failed[report.nodeid] = None

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self._add(report)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "setup":
            self.seen[report.nodeid] = None
        took = self.config.stash[durations_key]
        took[report.nodeid] = took.get(report.nodeid, 0.0) + float(report.duration or 0.0)
        if report.failed and report.nodeid not in self.failed:
            self._add(report)

    def pytest_report_header(self, config: pytest.Config) -> str:
        from pytest_selfheal.engines.registry import engine_names

        s = self.settings
        mode = "dry run" if s.dry_run else "apply"
        model = f", model={s.model}" if s.model else ""
        return (f"selfheal: {mode}, engine={s.engine} ({' then '.join(engine_names(s))}){model}, "
                f"sandbox={s.sandbox}, max-iters={s.max_iters}, timeout={s.timeout:g}s")

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[BaseException]) -> None:
        # pytest raises Session.Interrupted (a KeyboardInterrupt) for collection errors too.
        self.interrupted = not excinfo.errisinstance(pytest.Session.Interrupted)

    # -- heal ------------------------------------------------------------
    def _progress(self, line: str) -> None:
        tr = self.config.pluginmanager.get_plugin("terminalreporter")
        if tr is not None:
            tr.write_line(line)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        failures = self.config.stash[failures_key]
        if self.interrupted:
            self._progress("selfheal: the run was interrupted (Ctrl-C); nothing healed")
            return
        if not failures:
            return
        from pytest_selfheal.heal import HealRun

        tr = self.config.pluginmanager.get_plugin("terminalreporter")
        if tr is not None:
            tr.ensure_newline()
            tr.write_sep("-", "selfheal")
        passed = [n for n in self.seen if n not in self.failed]
        run = HealRun(self.config, self.settings, failures, passed, self._progress)
        self.record = run.run()
        self.run_dir = run.run_dir

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.record is None:
            return
        from pytest_selfheal.report import write_summary

        write_summary(terminalreporter, self.record, self.run_dir, self.settings)

    @pytest.hookimpl(trylast=True)
    def pytest_selfheal_make_engine(
        self, config: pytest.Config, name: str, settings: Settings
    ) -> Engine | None:
        from pytest_selfheal.engines.registry import make_engine

        return make_engine(name, settings, Path(config.rootpath))

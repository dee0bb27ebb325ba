"""Loaded into rerun processes (``-p pytest_selfheal.resultplugin``): writes a JSON report.

The heal loop reads results from this file, never by scraping pytest's text.
The path comes from the ``SELFHEAL_RESULTS`` environment variable.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal.collect import FrameRecorder, failure_from_report

RESULTS_ENV = "SELFHEAL_RESULTS"
ROOT_ENV = "SELFHEAL_REPO_ROOT"


class ResultWriter:
    def __init__(self, config: pytest.Config, path: Path, root: Path) -> None:
        self.config = config
        self.path = path
        self.root = root
        self.outcomes: dict[str, str] = {}
        self.failures: list[dict[str, Any]] = []
        self.collect_errors: list[str] = []
        self.durations: dict[str, float] = {}

    def _add_failure(self, report: pytest.TestReport | pytest.CollectReport) -> None:
        failure = failure_from_report(
            report, self.root, self.config.rootpath, self.config.invocation_params.dir
        )
        self.failures.append(failure.model_dump())

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors.append(report.nodeid)
            self._add_failure(report)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        nodeid = report.nodeid
        self.durations[nodeid] = self.durations.get(nodeid, 0.0) + float(report.duration or 0)
        if report.failed:
            if self.outcomes.get(nodeid) != "failed":
                self._add_failure(report)
            self.outcomes[nodeid] = "failed"
        elif report.when == "call" or (report.when == "setup" and report.skipped):
            if self.outcomes.get(nodeid) != "failed":
                self.outcomes[nodeid] = "passed" if report.passed else "skipped"
            if report.when == "call" and hasattr(report, "wasxfail"):
                self.outcomes[nodeid] = "xfailed" if report.skipped else "xpassed"

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        data = {
            "exitstatus": int(exitstatus),
            "outcomes": self.outcomes,
            "failures": self.failures,
            "collect_errors": self.collect_errors,
            "durations": {k: round(v, 6) for k, v in self.durations.items()},
        }
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, self.path)


def pytest_configure(config: pytest.Config) -> None:
    target = os.environ.get(RESULTS_ENV)
    if target:
        from pytest_selfheal import tbcompat

        tbcompat.install()
    if not target or hasattr(config, "workerinput"):
        if target and hasattr(config, "workerinput"):
            config.pluginmanager.register(FrameRecorder(), "selfheal-result-frames")
        return
    root = Path(os.environ.get(ROOT_ENV) or config.rootpath)
    config.pluginmanager.register(FrameRecorder(), "selfheal-result-frames")
    config.pluginmanager.register(ResultWriter(config, Path(target), root), "selfheal-results")

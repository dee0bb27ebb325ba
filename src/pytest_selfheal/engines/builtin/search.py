"""Search fix-template candidates for one failure group and return the first plausible one.

Stages (Agentless style, each inspectable): ranked suspect statements, generated
candidates, then validation of each candidate in the scratch worktree with the warm
worker against the failing node ids. The top candidates from traceback and data-flow
evidence are tried first; only then is the coverage spectrum collected (once per group,
through the caller's cache) and the rest re-ranked. Among plausible candidates the
smallest edit at the same statement wins; two-edit compounds are tried after every
single edit failed, or earlier once singles used most of the budget and some of them
fixed part of the failing ids.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_selfheal import events
from pytest_selfheal.engines.builtin.compound import pair_up
from pytest_selfheal.engines.builtin.effects import Effects
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.neighbours import RegressionCheck, neighbour_ids
from pytest_selfheal.engines.builtin.ops_base import not_raised, reported_missing
from pytest_selfheal.engines.builtin.raisesblock import awaited_messages
from pytest_selfheal.engines.builtin.validation import Pool, Verdict
from pytest_selfheal.records import Failure
from pytest_selfheal.timing import is_hang
from pytest_selfheal.warmworker import CandidateResult, WarmWorker, calibrate_timeout

if TYPE_CHECKING:
    from pytest_selfheal.sandbox.base import Sandbox

Progress = Callable[[str], None]
SPECTRUM_SHARE = 0.3  # at most this share of the budget goes to the coverage run
SPECTRUM_MIN = 8.0  # seconds left below which no spectrum is collected
HANG_STOP_SECONDS = 1.0  # a test that hung is stopped this soon in the coverage run
REFINE_LIMIT = 8  # smaller edits at the winning statement evaluated after a pass
# A winner that leaves the other groups' failing tests of the same test files failing is
# checked against the next candidates that pass this group's tests too: one of them may
# fix the whole file (one bug failing it several ways), where the winner only hid one
# symptom, and a fix kept for this group would then block the next group's.
COFIX_LIMIT = 120  # candidates tried for a fix of the file's other failures too
COFIX_SHARE = 0.25  # at most this share of the budget
MATES_MAX = 10  # the other groups' failing tests of the same files, run with them
SINGLES_SHARE = 0.7  # of candidates and time, before compounds of partial fixes get the rest
# The best-ranked statements' candidates (operators.TOP of them) get at most this share of
# the candidate cap; the next statements, band by band, then get theirs before the rest
# of the first ones: a fault ranked just past the first band (a twin of a suspicious
# line, a condition fed by a write elsewhere) is reached while the budget lasts, instead
# of the first band's least likely edits using up the cap.
FOCUS_SHARE = 0.5
QUICK_CANDIDATES = 20  # tried on frame and flow evidence before the spectrum is collected
PROGRESS_EVERY = 2.0  # seconds between progress lines
# a candidate's least timeout: a candidate that loops forever costs this much. The run on
# the unchanged tree then raises it to LOAD_FACTOR times what a warm run takes right now.
CANDIDATE_FLOOR = 1.0
FIRST_RUN_MIN = 10.0  # seconds the run on the unchanged tree may take (unless it hung)
LOAD_FACTOR = 3.0  # candidate timeout >= this many times a measured warm run
# A failing test that hung in the user's run is stopped once its call runs this long
# under a candidate (HUNG_FACTOR times what it should take, at least HUNG_MIN seconds):
# most edits at a loop that never ends leave it endless, and each would otherwise cost a
# whole candidate timeout, a fork and a collection included.
HUNG_MIN = 0.25
HUNG_FACTOR = 10.0
PROBE_NEIGHBOURS = 5  # passing neighbours run to measure the warm run time after a hang
LEARNED_MAX = 20  # tests a rejected proposal broke, screened first for the next candidates
ROUND = 40  # candidates judged before the order is revised by what they did (effects.py)
PROBES = 3  # in the first round, candidates per statement
# Condition synthesis (condsynth.py) runs once the templates had this share of the budget
# or this many candidates without a plausible one, or ran out of candidates first: a
# learned condition also passes where a template's value edit was the fix, so the
# templates go first.
SYNTH_SHARE = 0.6
SYNTH_AFTER = 400


@dataclass
class SearchResult:
    candidate: Candidate | None
    tried: int
    seconds: float
    per_second: float
    ranked: int
    reason: str
    failed_keys: set[str] = field(default_factory=set)  # validated and not plausible
    notes: list[str] = field(default_factory=list)  # for the run record


def _stages() -> tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    """collect_spectrum, rank_suspects, generate (a seam the tests replace)."""
    from pytest_selfheal.engines.builtin import localize, operators, spectrum

    return spectrum.collect_spectrum, localize.rank_suspects, operators.generate


class _Search:
    def __init__(self, root: Path, failing: list[str], pool: Pool, stop: float,
                 max_candidates: int, timeout: float, progress: Progress | None,
                 neighbours: bool = True, learned: list[str] | None = None,
                 failing_elsewhere: list[str] | None = None) -> None:
        self.root = root
        self.failing = failing
        self.pool = pool
        self.stop = stop
        self.max_candidates = max_candidates
        self.timeout = timeout
        self.progress = progress
        self.files = pool.main.files
        self.missing: set[str] = set()  # names the failures say do not exist
        self.raises: tuple[str, ...] = ()  # exceptions failing tests expected, not seen
        self.start = time.monotonic()
        self.last_line = self.start
        self.tried = 0
        self.statements: set[tuple[str, int]] = set()
        self.failed_keys: set[str] = set()
        self.best: tuple[int, Candidate] | None = None  # (failing ids passed, candidate)
        self.progress_of: dict[str, int] = {}
        self.submitted: list[Candidate] = []
        self.check: RegressionCheck | None = None
        self.synthesized = False
        self.hung = False  # the failing tests hung in the user's run
        self.later: list[Candidate] = []  # synthesized, validated after the templates
        self.last: list[Candidate] = []  # synthesized, validated after everything else
        self.effects = Effects(failing, None)  # the unchanged tree's verdict is set later
        self.mates: list[str] = []  # other groups' failing tests of the same test files
        self.mates_hung: list[str] = []  # those of them that hung
        self.hung_limit: tuple[list[str], float] | None = None  # this group's stop_after
        self.budget = max(stop - time.monotonic(), 0.0)
        self.focus_cap = max(1, int(FOCUS_SHARE * max_candidates))
        # the other groups' failing tests fail (or hang) without the candidate: no neighbours
        ids = neighbour_ids(root, failing + (failing_elsewhere or [])) if neighbours else []
        if neighbours and learned:  # tests the loop's confirm step saw a proposal break
            ids = list(dict.fromkeys([n for n in learned if n not in failing][:LEARNED_MAX]
                                     + ids))
        if ids:
            self.check = RegressionCheck(ids, max(timeout, 5.0) * 2)

    def out_of_budget(self) -> bool:
        return time.monotonic() >= self.stop or self.tried >= self.max_candidates

    def first(self, cands: list[Candidate], stop: Callable[[], bool]) -> Candidate | None:
        """The best-ranked plausible candidate of cands (validated on every slot)."""
        verdict = self.pool.first(cands, self.failing, self._timeout, self.check, stop,
                                  self._submitted, self._judged)
        return verdict.cand if verdict is not None else None

    def _timeout(self) -> float:
        wanted = self.timeout + self.pool.extra_seconds  # fresh processes start slowly
        return min(wanted, max(0.5, self.stop - time.monotonic()))

    def _submitted(self, cand: Candidate) -> None:
        self.tried += 1
        self.statements.add((cand.path, cand.line))
        self.submitted.append(cand)

    def _judged(self, verdict: Verdict) -> None:
        cand, result = verdict.cand, verdict.result
        passed = self._passed_count(result)
        self.progress_of[cand.key] = passed - verdict.overfit
        self.effects.record(cand, result)
        if verdict.overfit or result.status == "failed":
            self.failed_keys.add(cand.key)  # a timeout may only mean the budget was nearly out
        if not verdict.overfit and (self.best is None or passed > self.best[0]):
            self.best = (passed, cand)
        self._report()

    def _passed_count(self, result: CandidateResult) -> int:
        if result.status == "passed":
            return len(self.failing)
        if result.status == "failed" and result.failed_nodeid in self.failing:
            return self.failing.index(result.failed_nodeid)
        return -1

    def compounds_due(self) -> bool:
        """True once singles used their share of the budget while some of them made part of
        the failing ids pass: the rest goes to combining those (a multi-location fault)."""
        if len(self.failing) < 2 or not any(0 < n < len(self.failing)
                                            for n in self.progress_of.values()):
            return False
        share = SINGLES_SHARE * (self.stop - self.start)
        return (self.tried >= SINGLES_SHARE * self.focus_cap
                or time.monotonic() >= self.start + share)

    def stops(self, synth: bool) -> Callable[[], bool]:
        """When a round of singles stops: out of budget, compounds' or synthesis's turn."""
        return lambda: (self.out_of_budget() or self.compounds_due() or self.focus_spent()
                        or (synth and self.synth_due()))

    def focus_spent(self) -> bool:
        """The best-ranked statements had their share of the candidate cap."""
        return self.tried >= self.focus_cap

    def synth_due(self) -> bool:
        """Condition synthesis's turn: the templates had their share without a fix."""
        if self.synthesized or self.out_of_budget():
            return False
        return (self.tried >= SYNTH_AFTER
                or time.monotonic() >= self.start + SYNTH_SHARE * (self.stop - self.start))

    def synthesize(self, suspects: list[Suspect], seen: set[str]) -> list[Candidate]:
        """Conditions, guards and values learned from the recorded states (condsynth.py,
        valsynth.py), once."""
        from pytest_selfheal.engines.builtin import condsynth

        self.synthesized = True
        worker = self.pool.main.worker
        try:
            with events.step("synthesize") as step:
                learned = condsynth.candidates(
                    self.root, suspects, worker.run, self.files.write, self.files.restore,
                    self.failing, self.check.ids if self.check is not None else [],
                    self._timeout(), self.stop, hung=self.hung, raises=self.raises)
                lots = [learned.now, learned.later, learned.last]
                step.set(candidates=sum(len(lot) for lot in lots))
        except Exception:  # noqa: BLE001 - a synthesis failure costs its candidates only
            self.files.restore()
            return []
        fresh, self.later, self.last = ([c for c in lot if c.key not in seen] for lot in lots)
        seen.update(c.key for lot in (fresh, self.later, self.last) for c in lot)
        count = len(fresh) + len(self.later) + len(self.last)
        if count and self.progress is not None:
            self.progress(f"selfheal: builtin: {count} condition(s) and value(s) "
                          f"synthesized from the recorded states")
        return fresh

    def take_later(self) -> list[Candidate]:
        """Synthesized candidates with weaker evidence, after the templates' rest."""
        later, self.later = self.later, []
        return later

    def take_last(self) -> list[Candidate]:
        """Synthesized values no passing test constrains, after everything else."""
        last, self.last = self.last, []
        return last

    def rate(self) -> float:
        return self.tried / max(time.monotonic() - self.start, 1e-6)

    def _report(self, force: bool = False) -> None:
        now = time.monotonic()
        if self.progress is None or (not force and now - self.last_line < PROGRESS_EVERY):
            return
        self.last_line = now
        best = ""
        if self.best is not None and self.best[0] > 0:
            n, cand = self.best
            best = (f", best so far: {cand.operator} at {cand.path}:{cand.line} "
                    f"({n}/{len(self.failing)} failing ids pass)")
        self.progress(f"selfheal: builtin: {self.tried} candidates, {self.rate():.1f}/s{best}")

    def refine(self, winner: Candidate, rest: list[Candidate]) -> Candidate:
        """What a reviewer would merge instead (a value edit over a guard, a swap over a new
        name; see operators.preferred_over), else smaller plausible edits of equal-or-better
        prior at the winner's statement."""
        from pytest_selfheal.engines.builtin.operators import preferred_over, worse_for_review

        original = self.files.text(winner.path)
        preferred = list(preferred_over(winner, rest, original, missing=self.missing))
        chosen = self.first(preferred, lambda: time.monotonic() >= self.stop) if preferred \
            else None
        if chosen is not None:  # the best-ranked preferred edit that passes
            winner, rest = chosen, [c for c in rest if c.key != chosen.key]
        smaller = sorted(
            (c for c in rest if (c.path, c.line) == (winner.path, winner.line)
             and c.prior >= winner.prior and c.edit_size < winner.edit_size
             and not worse_for_review(c, winner, original)),
            key=lambda c: c.edit_size,
        )
        # sorted by size: the best-ranked plausible one is the smallest
        better = self.first(smaller[:REFINE_LIMIT], lambda: time.monotonic() >= self.stop)
        return better or winner

    def cofix(self, winner: Candidate, rest: list[Candidate]) -> Candidate:
        """The winner, unless it leaves the file's other failing tests (`mates`) failing
        and one of the next candidates passes them too (best-ranked first); bounded by
        COFIX_LIMIT candidates and COFIX_SHARE of the budget."""
        if not self.mates:
            return winner
        deadline = min(self.stop, time.monotonic() + COFIX_SHARE * self.budget)
        cands = [winner, *[c for c in rest if c.key != winner.key][:COFIX_LIMIT]]
        ids = self.failing + self.mates
        stopped = list(self.hung_limit[0]) if self.hung_limit else []
        limit = self.hung_limit[1] if self.hung_limit else HUNG_MIN
        if self.mates_hung:  # a mate that still hangs costs a short stop, not a timeout
            self.pool.stop_after((stopped + self.mates_hung, max(limit, HANG_STOP_SECONDS)))
        counted: list[Candidate] = []
        try:
            verdict = self.pool.first(
                cands, ids, lambda: min(2 * self._timeout(),
                                        max(0.5, deadline - time.monotonic())),
                self.check, lambda: time.monotonic() >= deadline, counted.append,
                lambda v: None)
        finally:
            self.pool.stop_after(self.hung_limit)
        self.tried += max(len(counted) - 1, 0)
        if verdict is None or verdict.cand.key == winner.key:
            return winner
        if self.progress is not None:
            self.progress(f"selfheal: builtin: {verdict.cand.operator} at "
                          f"{verdict.cand.path}:{verdict.cand.line} also fixes the file's "
                          "other failing tests; preferred")
        return verdict.cand

    def compounds(self, singles: list[Candidate]) -> list[Candidate]:
        """Pairs of single edits to the same file at different statements, best seeds first."""
        return pair_up(singles, self.progress_of, self.files.text)


def revises_order(remembered: bool, unchanged: CandidateResult) -> bool:
    """Whether the search goes by rounds revised by the judged edits (effects.py). Not
    when the fix memory ordered the candidates, nor where the tests hung: there the
    hang ranking's order stands (a verdict costs a timeout and tells little, since
    most edits, right or wrong, still hang)."""
    return not remembered and unchanged.status != "timeout"


def probe_round(todo: list[Candidate], probing: bool) -> list[Candidate]:
    """The next round of candidates, in order. The first round probes the statements:
    at most PROBES candidates each, so what edits at each of them do to the failure is
    known (effects.Effects) before the rest of the budget is spent."""
    if not probing:
        return todo[:ROUND]
    per: dict[tuple[str, int], int] = {}
    out: list[Candidate] = []
    for cand in todo:
        where = (cand.path, cand.line)
        if per.get(where, 0) < PROBES:
            per[where] = per.get(where, 0) + 1
            out.append(cand)
            if len(out) >= ROUND:
                break
    return out


def _load_adjusted(timeout: float, first: CandidateResult, s: _Search, worker: WarmWorker,
                   stop: float) -> float:
    """The candidate timeout, raised to what a run takes in the warm server right now.

    Test durations say how long the tests take, not how long a forked pytest run takes on
    a loaded machine. The first run on the unchanged tree measures that, unless it hung;
    then a run of a few passing neighbours does. When the first run took longer than the
    timeout, the bug may be what took the time (a loop that walks until an overflow), so
    the neighbours' run is measured too and the shorter one counts. A hang never
    calibrates anything.
    """
    measured = first.duration if first.status in ("failed", "passed") else 0.0
    slow = first.status == "timeout" or measured > timeout
    if slow and s.check is not None and s.check.ids:
        probe = worker.run(s.check.ids[:PROBE_NEIGHBOURS],
                           min(max(timeout, FIRST_RUN_MIN), max(0.5, stop - time.monotonic())))
        probed = probe.duration if probe.status in ("failed", "passed") else 0.0
        measured = min(measured, probed) if measured and probed else probed or measured
    return max(timeout, LOAD_FACTOR * measured)


def search(
    root: Path,
    failures: list[Failure],
    sandbox: Sandbox,
    env: dict[str, str],
    *,
    budget_seconds: float = 45.0,
    max_candidates: int = 400,
    baseline_duration: float = 0.0,
    progress: Progress | None = None,
    exclude_keys: set[str] | frozenset[str] = frozenset(),
    worker: WarmWorker | None = None,
    spectrum_cache: dict[str, Any] | None = None,
    neighbours: bool = True,
    pool: Pool | None = None,
    prefer: Callable[[list[Candidate]], list[Candidate]] | None = None,
    changes: Any = None,
    learned: list[str] | None = None,
    failing_elsewhere: list[str] | None = None,
    hung_elsewhere: list[str] | None = None,
) -> SearchResult:
    """Find the smallest plausible single (or compound) edit for these failures.

    With ``neighbours`` (the default), a candidate that makes the failing ids pass must
    also keep the other tests of their files green (regression screening). ``pool``
    validates on several slots at once; without one, ``worker`` (or a new warm worker)
    validates in ``root`` alone. ``learned`` names tests that earlier proposals broke
    (the loop's confirm step): they are screened first. ``prefer`` reorders (and may
    drop) each stage's candidates: the fix memory's hints. ``failing_elsewhere`` names the
    ids other groups saw fail: they are never screened as neighbours; ``hung_elsewhere``
    those of them that hung: the coverage run, which runs this group's test files, stops
    them as soon as this group's own hung tests instead of waiting out their timeout.
    """
    start = time.monotonic()
    stop = start + budget_seconds
    # tests that hung run last: a candidate that breaks a quick test is judged at once
    failing = list(dict.fromkeys(f.nodeid for f in sorted(failures, key=is_hang)))
    collect_spectrum, rank_suspects, generate = _stages()
    # from tests that finished (timing.expected_seconds), never from one that hung
    baseline = baseline_duration or sum(f.duration for f in failures if not is_hang(f))
    timeout = calibrate_timeout(baseline, floor=CANDIDATE_FLOOR)

    switched: str | None = None

    def done(cand: Candidate | None, s: _Search | None, ranked: int, reason: str) -> SearchResult:
        secs = time.monotonic() - start
        if s is None:
            return SearchResult(cand, 0, secs, 0.0, ranked, reason)
        s._report(force=True)
        if cand is not None:
            reason = (f"{cand.operator} at {cand.path}:{cand.line} makes the failing tests pass"
                      f"{reason} ({s.tried} candidates in {secs:.1f} s)")
        notes = []
        if s.pool.fresh_reason is not None and s.pool.fresh_reason != switched:
            notes.append(f"validation switched to fresh pytest processes: "
                         f"{s.pool.fresh_reason}")
        return SearchResult(cand, s.tried, secs, s.rate(), ranked, reason, s.failed_keys,
                            notes)

    cache = spectrum_cache if spectrum_cache is not None else {}

    def spectrum_once() -> Any:
        if "spectrum" not in cache:
            share = min(budget_seconds * SPECTRUM_SHARE, stop - time.monotonic())
            if share < SPECTRUM_MIN:
                return None
            try:
                hung = [f.nodeid for f in failures if is_hang(f)]
                stopped = list(dict.fromkeys(hung + (hung_elsewhere or [])))
                with events.step("spectrum", tests=len(failing), hung=len(hung)):
                    cache["spectrum"] = collect_spectrum(
                        root, failing, sandbox, env, share,
                        stop_ids=(stopped, HANG_STOP_SECONDS) if stopped else None)
            except Exception:  # noqa: BLE001 - a missing spectrum only weakens localization
                cache["spectrum"] = None
        return cache["spectrum"]

    seen = set(exclude_keys)
    ranked_now: list[Suspect] = []

    def stage(spec: Any) -> tuple[int, list[Candidate]]:
        with events.step("localize", spectrum=spec is not None) as step:
            suspects = (rank_suspects(root, failures, spec, changes=changes) if changes
                        else rank_suspects(root, failures, spec))
            step.set(statements=len(suspects))
        ranked_now[:] = suspects
        if progress is not None:
            progress(f"selfheal: builtin: {len(suspects)} statements ranked")
        fresh: list[Candidate] = []
        for cand in generate(root, suspects, failures) if suspects else []:
            if cand.key not in seen:
                seen.add(cand.key)
                fresh.append(cand)
        return len(suspects), (prefer(fresh) if prefer is not None else fresh)

    # Cheap evidence first: the top candidates from frames and data flow are tried before
    # the coverage run (seconds of its own), which then re-ranks the rest.
    quick = "spectrum" not in cache
    ranked, singles = stage(cache.get("spectrum"))
    if not singles and quick:
        quick = False
        ranked, singles = stage(spectrum_once())
    no_template = f"no fix template applies to the {ranked} ranked statements"
    if not singles:
        if not ranked:
            return done(None, None, 0, "no suspicious statement in project source "
                        "(the failures point only at tests or outside the project)")
        if not _synthesizable(root, ranked_now):
            return done(None, None, ranked, no_template)
    own = pool is None
    if pool is None:
        pool = Pool.create(root, sandbox, env, 1, progress, worker)
    else:
        pool.sync()
    pool.launch(main=False)  # the other slots warm up while the main one measures the failure
    worker = pool.main.worker
    s = _Search(root, failing, pool, stop, max_candidates, timeout, progress, neighbours,
                learned, failing_elsewhere)
    s.missing = reported_missing(f.message for f in failures)
    s.raises = not_raised([f.message for f in failures]
                          + [m for _, m in awaited_messages(root, failures)])
    switched = pool.fresh_reason  # a switch made for an earlier group is not news
    original = "\n".join(f"{f.exc_type}: {f.message}" for f in failures)
    pool.begin_group(original)
    hung_ids = {f.nodeid for f in failures if is_hang(f)}
    s.hung = bool(hung_ids)
    files = {n.split("::", 1)[0] for n in failing}
    hung_there = set(hung_elsewhere or [])
    mates = [n for n in dict.fromkeys(failing_elsewhere or [])
             if n.split("::", 1)[0] in files and n not in failing]
    s.mates = sorted(mates, key=lambda n: n in hung_there)[:MATES_MAX]  # hung ones last
    s.mates_hung = [n for n in s.mates if n in hung_there]
    if hung_ids:
        limit = max(HUNG_MIN, HUNG_FACTOR * baseline)
        s.hung_limit = ([n for n in failing if n in hung_ids], limit)
        pool.stop_after(s.hung_limit)
        if progress is not None:
            progress(f"selfheal: builtin: a test that hung in your run is stopped after "
                     f"{limit:.2g} s of a candidate")
    try:
        worker.start()
        # The run on the unchanged tree leaves out the tests that hung (they would only
        # time out again); when every failing test hung, it waits little for them.
        first_ids = [n for n in failing if n not in hung_ids] or failing
        hung = set(first_ids) <= hung_ids
        wait = timeout if hung else min(max(timeout, FIRST_RUN_MIN), budget_seconds / 3)
        first = pool.audit(pool.main, worker.run(first_ids, wait), first_ids, wait)
        s.timeout = timeout = _load_adjusted(timeout, first, s, worker, stop)
        if s.check is not None:
            s.check.timeout = max(timeout, 5.0) * 2
        if progress is not None:
            progress(f"selfheal: builtin: candidate timeout {timeout:.1f} s, "
                     f"{len(pool.slots)} worker(s)")
        if first.status == "passed" and len(first_ids) == len(failing):
            return done(None, s, ranked, "the failing tests pass unchanged in the "
                        "scratch worktree (flaky, or they depend on the environment)")
        if first.status == "error" and "not found" in first.message:
            return done(None, s, ranked, "the failing tests cannot be selected in the "
                        f"scratch worktree: {first.message}")
        s.start = time.monotonic()
        s.effects.unchanged = first
        todo = singles
        deferred: list[Candidate] = []  # the first band's rest, once it had its share
        probing = True
        while todo:
            if quick:
                batch = todo[:QUICK_CANDIDATES]
            elif not revises_order(prefer is not None, first):
                batch = todo
            else:
                batch, probing = probe_round(todo, probing), False
            found = s.first(batch, s.stops(synth=not quick))
            if found is not None:
                tried = {c.key for c in s.submitted}
                after = todo[todo.index(found) + 1:]
                rest_after = [c for c in after if c.key not in tried]
                return done(s.cofix(s.refine(found, rest_after), rest_after), s, ranked, "")
            tried_keys = {c.key for c in s.submitted}
            rest, todo = [c for c in todo if c.key not in tried_keys], []
            if s.out_of_budget() or s.compounds_due():
                break
            if s.focus_spent():
                deferred = (s.effects.reorder(rest) if revises_order(prefer is not None, first)
                            else rest)
                break
            if not quick and s.synth_due():
                found = s.first(s.synthesize(ranked_now, seen), s.out_of_budget)
                if found is not None:
                    return done(found, s, ranked, _synthesized(found))
                if s.out_of_budget():
                    break
                rest += s.take_later()
            if quick:
                quick = False
                spec = spectrum_once()
                if spec:
                    seen.difference_update(c.key for c in rest)
                    ranked, todo = stage(spec)
                else:
                    todo = rest
            elif revises_order(prefer is not None, first):
                todo = s.effects.reorder(rest)  # what the judged edits did revises the order
            else:  # stopped for the synthesis: the rest in the order it had
                todo = rest
        if not s.synthesized and not s.out_of_budget():  # the templates ran out first
            found = s.first(s.synthesize(ranked_now, seen) + s.take_later(), s.out_of_budget)
            if found is not None:
                return done(found, s, ranked, _synthesized(found))
        if not s.out_of_budget():
            pairs = [c for c in s.compounds(list(s.submitted)) if c.key not in seen]
            found = s.first(pairs, s.out_of_budget)
            if found is not None:
                return done(found, s, ranked, " (compound edit)")
        # budget left once the best-ranked statements are done: the next ones, band by band
        from pytest_selfheal.engines.builtin.operators import later_bands

        for band in later_bands(root, ranked_now):
            if s.out_of_budget():
                break
            more = [c for c in generate(root, band, failures) if c.key not in seen]
            seen.update(c.key for c in more)
            found = s.first(more, s.out_of_budget)
            if found is not None:
                return done(s.refine(found, more[more.index(found) + 1:]), s, ranked,
                            " (a statement ranked lower)")
        if deferred and not s.out_of_budget():
            found = s.first(deferred, s.out_of_budget)
            if found is not None:
                return done(s.refine(found, deferred[deferred.index(found) + 1:]), s, ranked,
                            "")
        if not s.out_of_budget():
            found = s.first(s.take_later() + s.take_last(), s.out_of_budget)
            if found is not None:
                return done(found, s, ranked, _synthesized(found))
    finally:
        s.files.restore()
        pool.stop_after(None)
        if own:
            pool.close()
    what = f"{s.tried} candidates over {len(s.statements)} statements in " \
           f"{time.monotonic() - start:.1f} s"
    if s.check is not None and s.check.rejected:
        what += f" ({s.check.rejected} passed the failing tests but broke a neighbouring test)"
    if time.monotonic() >= stop:
        return done(None, s, ranked, f"search budget of {budget_seconds:.0f} s ran "
                    f"out: {what}")
    if s.tried >= max_candidates:
        return done(None, s, ranked, f"candidate cap of {max_candidates} reached: {what}")
    if not s.tried:
        return done(None, s, ranked, f"{no_template}, nor a synthesized condition or value")
    return done(None, s, ranked, f"no template reached the bug: {what}")


def _synthesized(cand: Candidate) -> str:
    what = "value" if cand.operator == "synth-value" else "condition"
    return f" (a synthesized {what})"


def _synthesizable(root: Path, suspects: list[Suspect]) -> bool:
    """Whether synthesis has a statement to learn a condition or a value for."""
    from pytest_selfheal.engines.builtin.condsynth import pick_targets
    from pytest_selfheal.engines.builtin.operators import allowed
    from pytest_selfheal.engines.builtin.project import Project

    return bool(pick_targets(Project(root), allowed(root, suspects), limit=1))

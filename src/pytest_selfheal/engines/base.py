"""The engine Protocol, what an engine is given and what it gives back.

Control flow runs through a few small exceptions, as in mini-swe-agent:
an engine raises ``Exhausted`` when it has nothing more to propose,
``BudgetExceeded`` when a cap is hit and ``EngineError`` for anything else
worth telling the user in one line.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from pytest_selfheal.records import Failure, RerunResult, SampleOutcome, Usage

if TYPE_CHECKING:
    from pytest_selfheal.localization_cache import LocalizationCache
    from pytest_selfheal.sandbox.base import Sandbox


class EngineError(Exception):
    """The engine failed; the message is one line a user can act on."""


class Exhausted(EngineError):
    """The engine has nothing (more) to propose for this group."""

    def __init__(self, message: str, candidates_tried: int = 0,
                 notes: list[str] | None = None) -> None:
        super().__init__(message)
        self.candidates_tried = candidates_tried
        self.notes = list(notes or [])  # lines for the run record


class BudgetExceeded(EngineError):
    """A token, dollar, candidate or wall-time budget ran out."""


@dataclass
class PastAttempt:
    """What an earlier iteration proposed and what it did, shown to the engine."""

    diff: str
    status: str
    feedback: str
    broke: list[str] = field(default_factory=list)  # ids the confirm step saw break


@dataclass
class Memory:
    """A recalled fix card (``kind="fix"``) or a failed attempt for the same signature.

    Built by the fix memory (``pytest_selfheal.memory``); engines only read it.
    """

    card_id: str
    kind: str  # "fix": a verified fix of a similar failure; "failed": tried, did not work
    similarity: float  # 1.0 for an exact signature match
    exact: bool
    summary: str = ""
    diff: str = ""
    diff_hash: str = ""
    engine: str = ""
    operator: str | None = None
    location: str | None = None  # path:line where the fix (or attempt) edited
    reason: str = ""  # failed attempts: why it failed

    def render(self, max_diff_chars: int = 1500) -> str:
        """The memory as prompt text (the LLM engine's memory section)."""
        diff = self.diff.strip()
        if len(diff) > max_diff_chars:
            diff = diff[:max_diff_chars] + "\n... [diff cut]"
        if self.kind == "failed":
            head = (f"Already tried for this same failure, and it failed ({self.reason}). "
                    "Do not repeat it.")
        else:
            how = "the same failure signature" if self.exact else (
                f"a similar failure, similarity {self.similarity:.2f}")
            what = self.summary or f"the {self.engine or 'earlier'} engine's diff below."
            head = f"A verified fix of {how}: {what}"
        return f"{head}\n```diff\n{diff}\n```" if diff else head


@dataclass
class RepairRequest:
    """Everything an engine may use to propose one patch for one failure group.

    ``worktree`` is a scratch checkout of the snapshot. An engine may write to it
    while it searches (the built-in engine validates candidates there) but the
    loop resets it to the snapshot before applying the returned diff.
    """

    group_id: str
    failures: list[Failure]
    worktree: Path
    sandbox: Sandbox
    iteration: int = 1
    history: list[PastAttempt] = field(default_factory=list)
    allow_test_edits: bool = False
    rerun_timeout: float = 60.0
    baseline_duration: float = 0.0
    env: dict[str, str] = field(default_factory=dict)
    memories: list[Memory] = field(default_factory=list)  # recalled, best first
    deadline: float | None = None  # time.monotonic() value the engine must respect
    reporter: object | None = None  # callable(str) for progress lines, or None
    localization: LocalizationCache | None = None  # shared by the run's engines, per group
    # a test of this group hung, or one of its test files' did (grouping.hang_related):
    # the built-in engine gives all such groups one search budget
    shares_hang: bool = False
    # the groups whose failing tests share a test file (grouping.file_clusters): the
    # built-in engine gives the groups of one cluster one search budget
    shares_file: str | None = None
    # the ids the user's run saw fail outside this group: no neighbour to screen a
    # candidate with (they fail, or hang, without it)
    failing_elsewhere: list[str] = field(default_factory=list)
    # those of them that hung: a coverage run of this group's test file stops them soon
    hung_elsewhere: list[str] = field(default_factory=list)
    # the parametrizations of this group's failing test functions that passed in the
    # user's run (`test_q[1-3]` beside a failing `test_q[7-2]`): the nearest neighbours
    passing_siblings: list[str] = field(default_factory=list)


@dataclass
class Proposal:
    """One candidate patch as a unified diff against the snapshot."""

    diff: str
    engine: str
    usage: Usage = field(default_factory=Usage)
    prompt_chars: int = 0
    prompt_tokens: int = 0
    raw_reply: str = ""
    operator: str | None = None
    location: str | None = None
    signal: str | None = None  # built-in engine: what ranked the edited statement
    candidates_tried: int = 0
    prevalidated: RerunResult | None = None  # built-in engine: its own run of the failing ids
    summary: str = ""  # the fix in words: the model's explanation, or the operator's edit
    notes: list[str] = field(default_factory=list)  # lines for the run record
    samples: list[SampleOutcome] = field(default_factory=list)  # llm engine, N > 1 samples


@runtime_checkable
class Engine(Protocol):
    name: str

    def propose(self, request: RepairRequest) -> Proposal:
        """Return the next patch to try, or raise Exhausted/BudgetExceeded/EngineError."""
        ...

    def close(self) -> None: ...

"""The two values passed between the built-in engine's stages: suspects and candidates."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Suspect:
    """A statement that may hold the fault, from localization."""

    path: str  # repo-relative POSIX path of a source file (never a test file)
    line: int  # 1-based first line of the statement
    score: float  # higher = more suspicious
    reasons: tuple[str, ...] = ()  # e.g. ("frame depth 0", "ochiai 0.71", "flows into assert")
    signal: str | None = None  # the evidence that ranked it: "changed", "since", "frame", ...
    tier: int = 3  # 0 changed vs HEAD, 1 changed since the ref, 2 fed by a change, 3 the rest


@dataclass(frozen=True)
class Candidate:
    """One single-file edit proposed by a fix template."""

    path: str  # file edited
    new_source: str  # the whole new text of that file
    operator: str  # e.g. "compare-op", "off-by-one", "swap-args"
    line: int  # statement line edited
    description: str  # human line: "line 12: `<` -> `<=`"
    prior: float  # operator prior in (0, 1]
    edit_size: int  # characters changed (smaller preferred)
    key: str  # dedup key, e.g. f"{path}:{line}:{operator}:{replacement}"
    signal: str | None = None  # the suspect's signal (see Suspect)
    stuck: bool = False  # an edit of a hung loop's update that still cannot move the loop
    rank: float = 0.0  # the generator's score: suspicion x prior x weight (see generate)
    tier: int = 3  # its suspect's tier (see Suspect)

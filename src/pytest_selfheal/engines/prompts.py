"""Prompts of the LLM engine: a unified-diff editor and its per-iteration request.

Every iteration starts again from the snapshot, so the user prompt always shows
the snapshot code and lists the earlier attempts (their diffs and what they did)
only as lessons: the new diff must be written against the code shown, not on top
of an earlier attempt.
"""

from __future__ import annotations

from collections.abc import Sequence

from pytest_selfheal.engines.base import PastAttempt

SYSTEM_PROMPT = """\
You are an expert Python engineer who repairs failing test suites by editing source code.
You are shown failing tests, their tracebacks and the relevant source code, and you answer
with a patch in unified diff format.

Rules for your answer:
1. Start with one short paragraph naming the root cause and the fix (it is kept as the
   fix's summary in the project's fix memory). Then exactly one fenced block that starts
   with ```diff and holds the whole patch; nothing after it.
2. Each changed file starts with `--- a/<path>` and `+++ b/<path>`, using the repository
   paths shown in the `### <path> (lines ...)` captions.
3. Each hunk starts with `@@ -<old start>,<old count> +<new start>,<new count> @@`.
   Context (` `) and removed (`-`) lines must be copied exactly from the source shown,
   including indentation. The source is shown as `<line number> | <text>`: the number and
   the ` | ` separator are NOT part of the file; lines without a number are elisions.
   Give about three unchanged context lines around each change.
4. {test_rule}
5. Never skip, xfail, delete or weaken tests, never catch the error just to hide it, and
   never special-case the test's inputs: fix the underlying logic.
6. Make the smallest change that fixes the root cause; do not reformat or refactor
   unrelated code and do not touch files you were not shown.
"""

_FIX_CODE = (
    "Fix the code under test, not the tests: test files, conftest.py and pytest configuration\n"
    "   are read-only; patches that edit them are rejected."
)
_TESTS_ALLOWED = (
    "Prefer fixing the code under test. You may edit a test only when the test itself is\n"
    "   clearly wrong (for example a typo in its setup), never to make a real bug pass."
)

USER_TEMPLATE = """\
{intro}

{context}
{history}
Write the patch now: one ```diff block against the code exactly as shown above.
"""

_INTRO_FIRST = "These tests fail. Find the root cause and fix it.\n"
_INTRO_AGAIN = (
    "These tests still fail. This is attempt {iteration}. Your earlier patches were NOT kept:\n"
    "every attempt starts again from the original code, which is the code shown below.\n"
    "Write a complete new diff against that code (do not build on an earlier diff)."
)

_OUTCOMES = {
    "test_failed": "it applied, but the failing tests still fail",
    "regression": "it fixed the failing tests but broke other tests",
    "apply_failed": "it did not apply to the code",
    "malformed": "your reply held no usable diff",
    "rejected": "the safety guard refused it",
    "vetoed": "a project plugin refused it",
    "timeout": "the tests timed out with it applied",
    "engine_error": "it could not be evaluated",
}
MAX_DIFF_CHARS = 4000
MAX_FEEDBACK_CHARS = 3000


def system_prompt(allow_test_edits: bool = False) -> str:
    return SYSTEM_PROMPT.format(test_rule=_TESTS_ALLOWED if allow_test_edits else _FIX_CODE)


def _clip(text: str, limit: int) -> str:
    text = text.strip()
    if len(text) <= limit:
        return text
    head = limit // 3
    tail = limit - head
    return f"{text[:head]}\n... [{len(text) - limit} characters cut] ...\n{text[-tail:]}"


def _fenced(text: str, lang: str = "") -> str:
    ticks = "```"
    while ticks in text:
        ticks += "`"
    return f"{ticks}{lang}\n{text}\n{ticks}"


def render_history(
    history: Sequence[PastAttempt],
    max_diff_chars: int = MAX_DIFF_CHARS,
    max_feedback_chars: int = MAX_FEEDBACK_CHARS,
) -> str:
    """Earlier attempts, oldest first: what each tried and what it did."""
    if not history:
        return ""
    parts = [
        "## Earlier attempts (all discarded; the code above is unchanged)\n",
        "Learn from them: do not repeat a patch that failed.\n",
    ]
    for i, past in enumerate(history, 1):
        outcome = _OUTCOMES.get(past.status, past.status)
        parts.append(f"### Attempt {i}: {outcome}\n")
        if past.diff.strip():
            what = "Your reply" if past.status == "malformed" else "The diff it tried"
            lang = "" if past.status == "malformed" else "diff"
            parts.append(f"{what}:\n{_fenced(_clip(past.diff, max_diff_chars), lang)}\n")
        if past.feedback.strip():
            parts.append(f"What happened:\n{_fenced(_clip(past.feedback, max_feedback_chars))}\n")
    return "\n".join(parts)


def render_user_prompt(context: str, history: Sequence[PastAttempt], iteration: int = 1) -> str:
    """The user message: rendered context, then the earlier attempts, then the ask."""
    again = iteration > 1 or bool(history)
    intro = _INTRO_AGAIN.format(iteration=max(iteration, len(history) + 1)) if again else (
        _INTRO_FIRST
    )
    hist = render_history(history)
    return USER_TEMPLATE.format(
        intro=intro.rstrip(), context=context.rstrip() + "\n", history=hist and f"\n{hist}"
    )

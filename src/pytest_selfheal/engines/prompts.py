"""Prompts of the LLM engine: a unified-diff editor and its per-iteration request.

Every iteration starts again from the snapshot, so the user prompt always shows
the snapshot code and lists the earlier attempts (their diffs and what they did)
only as lessons: the new diff must be written against the code shown, not on top
of an earlier attempt.

The order is stable so that provider prompt caching works across iterations: the
system prompt, then the user prompt's fixed part (intro, context sections in their
fixed order, the ask), then the earlier attempts LAST. Iteration N's prompt starts
with the exact bytes of iteration 1's.
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
Write the patch now: one ```diff block against the code exactly as shown above.
{history}"""

_INTRO_FIRST = "These tests fail. Find the root cause and fix it."
_AGAIN = (
    "This is attempt {iteration}. These tests still fail: your earlier patches were NOT kept,\n"
    "every attempt starts again from the original code, which is the code shown above.\n"
    "Write a complete new diff against that code (do not build on an earlier diff) and do\n"
    "not repeat a patch that failed."
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
    iteration: int = 0,
    left_out: int = 0,
) -> str:
    """Earlier attempts, oldest first: what each tried and what it did.

    ``left_out`` older attempts were dropped to fit the budget; they are counted, and
    the attempts shown keep their numbers.
    """
    if not history:
        return ""
    number = max(iteration, left_out + len(history) + 1)
    parts = [
        "## Earlier attempts (all discarded; the code above is unchanged)\n",
        _AGAIN.format(iteration=number) + "\n",
    ]
    if left_out:
        parts.append(f"({left_out} older attempt(s) left out to fit the context budget.)\n")
    for i, past in enumerate(history, left_out + 1):
        outcome = _OUTCOMES.get(past.status, past.status)
        parts.append(f"### Attempt {i}: {outcome}\n")
        if past.diff.strip():
            what = "Your reply" if past.status == "malformed" else "The diff it tried"
            lang = "" if past.status == "malformed" else "diff"
            parts.append(f"{what}:\n{_fenced(_clip(past.diff, max_diff_chars), lang)}\n")
        if past.feedback.strip():
            parts.append(f"What happened:\n{_fenced(_clip(past.feedback, max_feedback_chars))}\n")
    parts.append("Now write the new patch: one ```diff block against the code shown above.\n")
    return "\n".join(parts)


def render_user_prompt(context: str, history: Sequence[PastAttempt], iteration: int = 1,
                       left_out: int = 0) -> str:
    """The user message: intro, rendered context and the ask (fixed), then earlier attempts.

    Everything before the attempts is the same in every iteration of a group.
    """
    hist = render_history(history, iteration=iteration, left_out=left_out)
    return USER_TEMPLATE.format(
        intro=_INTRO_FIRST, context=context.rstrip() + "\n", history=hist and f"\n{hist}"
    )

"""Turn every model reply a person could apply into one unified diff against the worktree.

Three reply formats converge here (``reply.reply_to_diff``): unified diffs (file
names resolved when the model gave only a base name), aider-style search/replace
blocks (``searchreplace``) and whole fenced functions that replace the function of
the same name (``wholefunc``). The loop then guards, applies and records the diff
as it would any other. Every refusal is a ``DiffFormatError`` worded for the model.
"""

from pytest_selfheal.edits.reply import ReplyEdit, explanation, reply_to_diff

__all__ = ["ReplyEdit", "explanation", "reply_to_diff"]

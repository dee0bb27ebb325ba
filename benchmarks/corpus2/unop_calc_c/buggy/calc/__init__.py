"""calc: a small arithmetic expression language (tokenizer, parser, evaluator)."""

from calc.evaluator import evaluate
from calc.tokens import Token, tokenize

__all__ = ["Token", "evaluate", "tokenize"]

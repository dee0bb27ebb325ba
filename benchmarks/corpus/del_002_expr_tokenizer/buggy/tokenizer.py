"""Tokenizer and evaluator for the calculator widget's arithmetic expressions."""

OPERATORS = "+-*/()"


def tokenize(text: str) -> list[str]:
    """Numbers (digits and dots) and single-character operators, spaces ignored."""
    tokens: list[str] = []
    number = ""
    for ch in text:
        if ch.isdigit() or ch == ".":
            number += ch
            continue
        if number:
            tokens.append(number)
            number = ""
        if ch in OPERATORS:
            tokens.append(ch)
        elif not ch.isspace():
            raise ValueError(f"unexpected character {ch!r}")
    return tokens


def evaluate(text: str) -> float:
    """Left-to-right sum/difference of the numbers (no precedence needed for +/-)."""
    tokens = tokenize(text)
    total, sign = 0.0, 1
    for token in tokens:
        if token in "+-":
            sign = 1 if token == "+" else -1
        elif token in OPERATORS:
            raise ValueError("only + and - are supported")
        else:
            total += sign * float(token)
    return total

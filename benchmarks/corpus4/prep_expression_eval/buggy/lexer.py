"""Tokens of arithmetic formulas such as 'price * (1 + vat) - max(discount, 2)'."""

from dataclasses import dataclass

OPERATORS = {"+", "-", "*", "/", "%", "^", "(", ")", ","}


class FormulaError(Exception):
    def __init__(self, message, pos):
        super().__init__(f"{message} at position {pos}")
        self.pos = pos


@dataclass(frozen=True)
class Token:
    kind: str  # "num", "name", "op" or "end"
    value: object
    pos: int


def tokenize(text):
    tokens, pos, n = [], 0, len(text)
    while pos < n:
        ch = text[pos]
        if ch.isspace():
            pos += 1
        elif ch.isdigit() or (ch == "." and text[pos + 1:pos + 2].isdigit()):
            start = pos
            while pos < n and (text[pos].isdigit() or text[pos] == "."):
                pos += 1
            literal = text[start:start + pos]
            if literal.count(".") > 1:
                raise FormulaError(f"bad number {literal!r}", start)
            value = float(literal) if "." in literal else int(literal)
            tokens.append(Token("num", value, start))
        elif ch.isalpha() or ch == "_":
            start = pos
            while pos < n and (text[pos].isalnum() or text[pos] == "_"):
                pos += 1
            tokens.append(Token("name", text[start:pos], start))
        elif ch in OPERATORS:
            tokens.append(Token("op", ch, pos))
            pos += 1
        else:
            raise FormulaError(f"unexpected character {ch!r}", pos)
    tokens.append(Token("end", None, n))
    return tokens

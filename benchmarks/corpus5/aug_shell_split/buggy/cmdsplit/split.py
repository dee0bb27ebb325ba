"""Splitting a command line into words."""

from __future__ import annotations

from typing import List, Optional

WHITESPACE = " \t\n"
DOUBLE_QUOTE_ESCAPES = '$`"\\\n'


class _Scanner:
    def __init__(self, text: str, comments: bool) -> None:
        self.text = text
        self.comments = comments
        self.pos = 0
        self.words: List[str] = []
        self.word: Optional[str] = None

    def finish_word(self) -> None:
        if self.word is not None:
            self.words.append(self.word)
            self.word = None

    def single_quoted(self) -> None:
        end = self.text.find("'", self.pos + 1)
        if end == -1:
            raise ValueError("no closing quotation")
        self.word = self.text[self.pos + 1:end]
        self.pos = end + 1

    def double_quoted(self) -> None:
        text, i = self.text, self.pos + 1
        parts = []
        while True:
            if i >= len(text):
                raise ValueError("no closing quotation")
            ch = text[i]
            if ch == '"':
                break
            if ch == "\\" and i + 1 < len(text) and text[i + 1] in DOUBLE_QUOTE_ESCAPES:
                if text[i + 1] != "\n":  # backslash-newline is a line continuation
                    parts.append(text[i + 1])
                i += 2
            else:
                parts.append(ch)
                i += 1
        self.word += "".join(parts)
        self.pos = i + 1

    def escaped(self) -> None:
        if self.pos + 1 >= len(self.text):
            raise ValueError("no escaped character")
        following = self.text[self.pos + 1]
        if following != "\n":
            self.word += following
        self.pos += 2

    def run(self) -> List[str]:
        text = self.text
        while self.pos < len(text):
            ch = text[self.pos]
            if ch in WHITESPACE:
                self.finish_word()
                self.pos += 1
                continue
            if ch == "#" and self.comments and self.word is None:
                end = text.find("\n", self.pos)
                self.pos = len(text) if end == -1 else end
                continue
            if self.word is None:
                self.word = ""
            if ch == "'":
                self.single_quoted()
            elif ch == '"':
                self.double_quoted()
            elif ch == "\\":
                self.escaped()
            else:
                self.word += ch
                self.pos += 1
        self.finish_word()
        return self.words


def split(command: str, comments: bool = False) -> List[str]:
    """split('a "b c" d\\ e') == ['a', 'b c', 'd e']."""
    return _Scanner(command, comments).run()

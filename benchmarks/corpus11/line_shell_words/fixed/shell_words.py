"""Split and join command lines the way a POSIX shell does (a small shlex)."""

_SPECIAL = frozenset(" \t\n'\"\\$`|&;<>()*?[]#~!{}")


def _read_word(line: str, i: int) -> tuple[str, int]:
    """Read one word starting at index i; return the word and the index just past it."""
    chars: list[str] = []
    n = len(line)
    while i < n and not line[i].isspace():
        ch = line[i]
        if ch == "\\":
            if i + 1 >= n:
                raise ValueError("trailing backslash")
            chars.append(line[i + 1])
            i += 2
        elif ch == "'":
            end = line.find("'", i + 1)
            if end == -1:
                raise ValueError("unterminated single quote")
            chars.append(line[i + 1:end])
            i = end + 1
        elif ch == '"':
            i += 1
            while i < n and line[i] != '"':
                if line[i] == "\\" and i + 1 < n and line[i + 1] in '"\\$`':
                    i += 1
                chars.append(line[i])
                i += 1
            if i >= n:
                raise ValueError("unterminated double quote")
            i += 1
        else:
            chars.append(ch)
            i += 1
    return "".join(chars), i


def split_words(line: str) -> list[str]:
    """Split a command line into words, honouring quotes, escapes and # comments."""
    words: list[str] = []
    i, n = 0, len(line)
    while i < n:
        if line[i].isspace():
            i += 1
            continue
        if line[i] == "#":
            break
        word, i = _read_word(line, i)
        words.append(word)
    return words


def needs_quoting(word: str) -> bool:
    """True if the word must be quoted to survive a round trip through the shell."""
    return not word or any(ch in _SPECIAL for ch in word)


def quote_word(word: str) -> str:
    """Quote a word with single quotes when needed."""
    if not needs_quoting(word):
        return word
    return "'" + word.replace("'", "'\"'\"'") + "'"


def join_words(words: list[str]) -> str:
    """Build a command line that split_words turns back into words."""
    return " ".join(quote_word(word) for word in words)


def count_words(line: str) -> int:
    """Number of words on the command line."""
    return len(split_words(line))

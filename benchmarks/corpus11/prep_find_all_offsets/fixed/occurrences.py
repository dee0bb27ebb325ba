"""Find, count, replace and mark occurrences of a substring in text."""


def find_all(text: str, sub: str, overlapping: bool = True, ignore_case: bool = False) -> list[int]:
    """Start offsets of every occurrence of sub in text, in increasing order."""
    if not sub:
        raise ValueError("empty search string")
    if ignore_case:
        text, sub = text.lower(), sub.lower()
    positions: list[int] = []
    start = 0
    while True:
        i = text.find(sub, start)
        if i == -1:
            return positions
        positions.append(i)
        start = i + (1 if overlapping else len(sub))


def count(text: str, sub: str, overlapping: bool = False) -> int:
    """Number of occurrences (non-overlapping by default, like str.count)."""
    return len(find_all(text, sub, overlapping))


def nth_index(text: str, sub: str, n: int) -> int:
    """Offset of the n-th (0-based) non-overlapping occurrence, or -1."""
    positions = find_all(text, sub, overlapping=False)
    return positions[n] if 0 <= n < len(positions) else -1


def replace_nth(text: str, old: str, new: str, n: int) -> str:
    """Replace only the n-th (0-based) occurrence of old; text is unchanged if there is none."""
    i = nth_index(text, old, n)
    if i == -1:
        return text
    return text[:i] + new + text[i + len(old):]


def highlight(text: str, sub: str, left: str = "[", right: str = "]",
              ignore_case: bool = False) -> str:
    """Wrap every non-overlapping occurrence of sub in left/right markers."""
    pieces: list[str] = []
    last = 0
    for i in find_all(text, sub, overlapping=False, ignore_case=ignore_case):
        end = i + len(sub)
        pieces.extend([text[last:i], left, text[i:end], right])
        last = end
    pieces.append(text[last:])
    return "".join(pieces)


def line_col(text: str, offset: int) -> tuple[int, int]:
    """1-based (line, column) of a character offset."""
    if not 0 <= offset <= len(text):
        raise IndexError("offset out of range")
    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return line, col


def locate_all(text: str, sub: str) -> list[tuple[int, int]]:
    """(line, column) of every occurrence, for error messages and editors."""
    return [line_col(text, i) for i in find_all(text, sub, overlapping=False)]

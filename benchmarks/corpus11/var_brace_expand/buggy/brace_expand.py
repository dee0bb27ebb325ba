"""Bash-style brace expansion: a{b,c}d, nested groups and {1..5} / {a..e} sequences."""


def _sequence(body: str) -> list[str] | None:
    """The items of a {x..y} sequence body, or None if body is not one."""
    first, sep, last = body.partition("..")
    if not sep:
        return None
    if first.lstrip("-").isdigit() and last.lstrip("-").isdigit():
        lo, hi = int(first), int(last)
        step = 1 if hi >= lo else -1
        return [str(n) for n in range(lo, hi + step, step)]
    if len(first) == 1 and len(last) == 1 and first.isalpha() and last.isalpha():
        step = 1 if last >= first else -1
        return [chr(c) for c in range(ord(first), ord(last) + step, step)]
    return None


def find_group(pattern: str) -> tuple[int, int, list[str]] | None:
    """Locate the first expandable top-level group: (open index, close index, options)."""
    depth = 0
    start = -1
    commas: list[int] = []
    for i, ch in enumerate(pattern):
        if ch == "{":
            if depth == 0:
                start, commas = i, []
            depth += 1
        elif ch == "}" and depth:
            depth -= 1
            if depth == 0:
                body = pattern[start + 1:i]
                if commas:
                    bounds = [start, *commas, i]
                    options = [pattern[a + 1:b] for a, b in zip(bounds, bounds[1:])]
                    return start, i, options
                items = _sequence(body)
                if items is not None:
                    return start, i, items
        elif ch == "," and depth == 1:
            commas.append(i)
    return None


def expand(pattern: str) -> list[str]:
    """Every word the pattern expands to, in bash order."""
    group = find_group(pattern)
    if group is None:
        return [pattern]
    start, end, options = group
    head, tail = pattern[:start], pattern[end + 1:]
    words: list[str] = []
    for option in options:
        for rest in expand(option + tail):
            words.append(head + option)
    return words


def expand_all(patterns: list[str]) -> list[str]:
    """Expand several patterns and concatenate the results."""
    return [word for pattern in patterns for word in expand(pattern)]


def count_expansions(pattern: str) -> int:
    """How many words the pattern expands to."""
    return len(expand(pattern))


def has_braces(pattern: str) -> bool:
    """True if the pattern contains a group that expand would rewrite."""
    return find_group(pattern) is not None

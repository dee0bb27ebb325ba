"""Run-length encoding of text: ``"aaabcc"`` <-> ``"3a1b2c"``."""


def runs(text):
    """The maximal runs of text as (character, length) pairs."""
    result = []
    if not text:
        return result
    prev, run = text[0], 1
    for ch in text[1:]:
        if ch == prev:
            run += 1
        else:
            result.append((prev, run))
            prev = ch
            run = 1
    result.append((prev, run))
    return result


def encode(text):
    """Each run written as its length followed by its character; digits are not allowed."""
    if any(ch.isdigit() for ch in text):
        raise ValueError("cannot encode digits")
    return "".join(f"{n}{ch}" for ch, n in runs(text))


def decode(code):
    """Invert encode(); raises ValueError on a character without a count."""
    out = []
    count = ""
    for ch in code:
        if ch.isdigit():
            count += ch
        elif not count:
            raise ValueError(f"missing count before {ch!r}")
        else:
            out.append(ch * int(count))
            count = ""
    if count:
        raise ValueError("dangling count at the end")
    return "".join(out)


def longest_run(text):
    """The (character, length) of the first longest run, or None for empty text."""
    best = None
    for ch, n in runs(text):
        if best is None or n > best[1]:
            best = (ch, n)
    return best

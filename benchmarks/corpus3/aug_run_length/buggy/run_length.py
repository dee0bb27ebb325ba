"""Run-length encoding of text: "aaabcc" <-> "3a1b2c"."""


def runs(text):
    """(character, count) for each run of equal characters, in order."""
    result = []
    for ch in text:
        if result and result[-1][0] == ch:
            result[-1][1] += 1
        else:
            result.append([ch, 1])
    return [(ch, count) for ch, count in result]


def encode(text):
    """Each run as its length followed by the character. Digits cannot be encoded."""
    if any(ch.isdigit() for ch in text):
        raise ValueError("digits cannot be run-length encoded")
    return "".join(f"{count}{ch}" for ch, count in runs(text))


def decode(encoded):
    """The inverse of encode; counts may have several digits."""
    text = ""
    count = ""
    for ch in encoded:
        if ch.isdigit():
            count = ch
            continue
        if not count:
            raise ValueError(f"missing count before {ch!r}")
        text += ch * int(count)
        count = ""
    if count:
        raise ValueError("the encoding ends with a count")
    return text


def compression_ratio(text):
    """Length of the encoding divided by the length of the text (1.0 for empty text)."""
    return len(encode(text)) / len(text) if text else 1.0

"""International Morse code: text to dots and dashes, and on/off key timing."""

_CODE = {
    "A": ".-", "B": "-...", "C": "-.-.", "D": "-..", "E": ".", "F": "..-.", "G": "--.",
    "H": "....", "I": "..", "J": ".---", "K": "-.-", "L": ".-..", "M": "--", "N": "-.",
    "O": "---", "P": ".--.", "Q": "--.-", "R": ".-.", "S": "...", "T": "-", "U": "..-",
    "V": "...-", "W": ".--", "X": "-..-", "Y": "-.--", "Z": "--..", "0": "-----",
    "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
    "7": "--...", "8": "---..", "9": "----.", ".": ".-.-.-", ",": "--..--", "?": "..--..",
}
_DECODE = {code: ch for ch, code in _CODE.items()}
WORD_SEP = " / "


def encode(text):
    """Encode text: letters separated by spaces, words by ' / '."""
    words = []
    for word in text.upper().split():
        letters = []
        for ch in word:
            if ch not in _CODE:
                raise ValueError(f"cannot encode {ch!r}")
            letters.append(_CODE[ch])
        words.append(" ".join(letters))
    return WORD_SEP.join(words)


def decode(signal, strict=True):
    """Decode dots and dashes; unknown codes raise, or become '?' when not strict."""
    words = []
    for chunk in signal.split("/"):
        letters = []
        for code in chunk.split():
            if code in _DECODE:
                letters.append(_DECODE[code])
            elif strict:
                raise ValueError(f"unknown Morse code {code!r}")
            else:
                letters.append("?")
        if letters:
            words.append("".join(letters))
    return " ".join(words)


def to_timing(signal):
    """Key a signal as a string of '1' (on) and '0' (off), one character per time unit."""
    words = []
    for chunk in signal.split("/"):
        letters = []
        for code in chunk.split():
            letters.append("0".join("1" if mark == "." else "111" for mark in code))
        words.append("000".join(letters))
    return "0000000".join(word for word in words if word)


def _runs(bits):
    """Group a key string into (character, run length) pairs."""
    runs = []
    for bit in bits:
        if runs and runs[-1][0] == bit:
            runs[-1][1] += 1
        else:
            runs.append([bit, 1])
    return [(bit, length) for bit, length in runs]


def from_timing(bits, unit=1):
    """Turn a key string back into dots and dashes; ``unit`` is the length of a dot."""
    out = []
    for bit, length in _runs(bits.strip("0")):
        units = round(length / unit)
        if bit == "1":
            out.append("." if units < 2 else "-")
        elif units >= 7:
            out.append(WORD_SEP)
        elif units >= 2:
            out.append(" ")
    return "".join(out)


def decode_timing(bits, unit=1, strict=True):
    """Decode a key string straight to text."""
    return decode(from_timing(bits, unit), strict)

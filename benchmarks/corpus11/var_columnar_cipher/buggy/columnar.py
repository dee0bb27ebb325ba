"""Columnar transposition cipher (single and double transposition)."""

import math


def normalize(text: str) -> str:
    """Upper-case letters only, as the classic cipher expects."""
    return "".join(ch for ch in text.upper() if ch.isalpha())


def key_order(key: str) -> list[int]:
    """Column indices in the order they are read out: by key letter, ties left to right."""
    if not key:
        raise ValueError("empty key")
    return sorted(range(len(key)), key=lambda i: (key[i], i))


def encrypt(plaintext: str, key: str, pad: str = "X") -> str:
    """Write the text row by row under the key and read it out column by column."""
    cols = len(key)
    rows = -(-len(plaintext) // cols)
    text = plaintext.ljust(rows * cols, pad)
    grid = [text[r * cols:(r + 1) * cols] for r in range(rows)]
    return "".join("".join(row[c] for row in grid) for c in key_order(key))


def decrypt(ciphertext: str, key: str) -> str:
    """Undo encrypt: fill the columns in key order and read the rows."""
    cols = len(key)
    if len(ciphertext) % cols:
        raise ValueError("ciphertext length is not a multiple of the key length")
    rows = len(ciphertext) // cols
    grid = [[""] * cols for _ in range(rows)]
    pos = 0
    for c in key_order(key):
        for r in range(cols):
            grid[r][c] = ciphertext[pos]
            pos += 1
    return "".join("".join(row) for row in grid)


def strip_padding(text: str, pad: str = "X") -> str:
    """Remove the pad characters encrypt added at the end."""
    return text.rstrip(pad)


def double_encrypt(plaintext: str, first_key: str, second_key: str, pad: str = "X") -> str:
    """Apply two transpositions, the second on the output of the first.

    The text is padded up front to fill both grids, so neither round pads again.
    """
    size = math.lcm(len(first_key), len(second_key))
    text = plaintext.ljust(-(-len(plaintext) // size) * size, pad)
    return encrypt(encrypt(text, first_key), second_key)


def double_decrypt(ciphertext: str, first_key: str, second_key: str) -> str:
    """Undo double_encrypt (the padding is kept)."""
    return decrypt(decrypt(ciphertext, second_key), first_key)

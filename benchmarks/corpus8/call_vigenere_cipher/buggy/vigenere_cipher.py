"""The Vigenere cipher: a polyalphabetic shift cipher keyed by a word."""

ALPHABET_SIZE = 26


def _is_letter(ch):
    """True for the ASCII letters the cipher shifts; everything else passes through."""
    return ch.isascii() and ch.isalpha()


def key_shifts(key):
    """The shift of every letter of key (a=0 ... z=25), case-insensitive.

    Characters of the key that are not letters are ignored.
    """
    shifts = [ord(ch) - ord("a") for ch in key if _is_letter(ch)]
    if not shifts:
        raise ValueError("the key must contain at least one letter")
    return shifts


def _shift_letter(ch, shift):
    """Shift one letter forward by shift places, keeping its case."""
    base = ord("A") if ch.isupper() else ord("a")
    return chr(base + (ord(ch) - base + shift) % ALPHABET_SIZE)


def _apply(text, shifts):
    out = []
    k = 0
    for ch in text:
        if _is_letter(ch):
            out.append(_shift_letter(ch, shifts[k % len(shifts)]))
            k += 1  # only letters consume the key
        else:
            out.append(ch)
    return "".join(out)


def encrypt(plaintext, key):
    """Encrypt plaintext with key; case and non-letters are preserved."""
    return _apply(plaintext, key_shifts(key))


def decrypt(ciphertext, key):
    """Invert encrypt(): shift every letter back by the key."""
    return _apply(ciphertext, [-s % ALPHABET_SIZE for s in key_shifts(key)])


def inverse_key(key):
    """The key whose encryption undoes encryption with key (as lowercase letters)."""
    return "".join(chr(ord("a") + (-s % ALPHABET_SIZE)) for s in key_shifts(key))

"""Affine cipher E(x) = (a*x + b) mod 26, with decryption and frequency-based cracking."""

from math import gcd

M = 26
ENGLISH_FREQ = [
    8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4,
    6.7, 7.5, 1.9, 0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074,
]


def egcd(a, b):
    """Extended Euclid: return (g, x, y) with a*x + b*y == g == gcd(a, b)."""
    if b == 0:
        return a, 0, 1
    g, x, y = egcd(b, a % b)
    return g, y, x - (a // b) * y


def mod_inverse(a, m=M):
    """The x in [0, m) with a*x % m == 1; ValueError if a and m are not coprime."""
    g, x, _ = egcd(a % m, m)
    if g != 1:
        raise ValueError(f"{a} has no inverse modulo {m}")
    return x % m


def _check_key(a, b):
    if gcd(a, M) != 1:
        raise ValueError(f"key a={a} is not coprime with {M}")
    return a % M, b % M


def _map_letters(text, fn):
    """Apply fn to the alphabet index of every ASCII letter, keeping case and other characters."""
    out = []
    for ch in text:
        if "a" <= ch <= "z" or "A" <= ch <= "Z":
            base = ord("A") if ch.isupper() else ord("a")
            out.append(chr(base + fn(ord(ch) - base)))
        else:
            out.append(ch)
    return "".join(out)


def encrypt(text, a, b):
    a, b = _check_key(a, b)
    return _map_letters(text, lambda x: (a * x + b) % M)


def decrypt(text, a, b):
    a, b = _check_key(a, b)
    inverse = mod_inverse(a)
    return _map_letters(text, lambda y: inverse * (y - b) % M)


def valid_keys():
    """All (a, b) pairs that give a usable affine cipher."""
    return [(a, b) for a in range(1, M) if gcd(a, M) == 1 for b in range(M)]


def chi_squared(text):
    """How far the letter counts of text are from English (lower is more English-like)."""
    counts = [0] * M
    for ch in text.lower():
        if "a" <= ch <= "z":
            counts[ord(ch) - ord("a")] += 1
    total = sum(counts)
    if total == 0:
        return float("inf")
    score = 0.0
    for observed, percent in zip(counts, ENGLISH_FREQ):
        expected = total * percent / 100
        score += (observed - expected) ** 2 / expected
    return score


def crack(ciphertext):
    """Try every key; return (a, b, plaintext) whose plaintext looks most like English."""
    best = None
    for a, b in valid_keys():
        candidate = decrypt(ciphertext, a, b)
        score = chi_squared(candidate)
        if best is None or score < best[0]:
            best = (score, a, b, candidate)
    return best[1:]

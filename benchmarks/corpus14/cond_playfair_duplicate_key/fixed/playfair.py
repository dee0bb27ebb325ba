"""Playfair digraph cipher with a 5x5 key square (I and J share one cell)."""

ALPHABET = "ABCDEFGHIKLMNOPQRSTUVWXYZ"  # 25 letters, no J
SIZE = 5


def normalize(text):
    """Keep the ASCII letters of text, upper-cased, with J folded into I."""
    letters = []
    for ch in text.upper():
        if ch == "J":
            letters.append("I")
        elif ch in ALPHABET:
            letters.append(ch)
    return "".join(letters)


def split_digraphs(text, filler="X"):
    """Break text into letter pairs, splitting doubled letters and padding an odd tail."""
    letters = normalize(text)
    pairs = []
    i = 0
    while i < len(letters):
        first = letters[i]
        second = letters[i + 1] if i + 1 < len(letters) else ""
        if not second or second == first:
            pad = filler if first != filler else "Q"
            pairs.append(first + pad)
            i += 1
        else:
            pairs.append(first + second)
            i += 2
    return pairs


class PlayfairCipher:
    """A Playfair cipher keyed by a passphrase."""

    def __init__(self, key, filler="X"):
        if filler not in ALPHABET:
            raise ValueError(f"filler must be one of {ALPHABET!r}")
        self.filler = filler
        self.square = self._build_square(key)
        self.positions = {ch: divmod(idx, SIZE) for idx, ch in enumerate(self.square)}

    @staticmethod
    def _build_square(key):
        """Key letters first (each once), then the rest of the alphabet in order."""
        seen = set()
        letters = []
        for ch in key.upper().replace("J", "I") + ALPHABET:
            if ch in ALPHABET and ch not in seen:
                seen.add(ch)
                letters.append(ch)
        return "".join(letters)

    def rows(self):
        """The key square as a list of five 5-letter strings."""
        return [self.square[r * SIZE:(r + 1) * SIZE] for r in range(SIZE)]

    def _at(self, row, col):
        return self.square[(row % SIZE) * SIZE + (col % SIZE)]

    def _shift_pair(self, pair, step):
        """Apply the Playfair rules to one digraph; step is +1 to encrypt, -1 to decrypt."""
        (r1, c1), (r2, c2) = self.positions[pair[0]], self.positions[pair[1]]
        if r1 == r2:
            return self._at(r1, c1 + step) + self._at(r2, c2 + step)
        if c1 == c2:
            return self._at(r1 + step, c1) + self._at(r2 + step, c2)
        return self._at(r1, c2) + self._at(r2, c1)

    def encrypt(self, plaintext):
        pairs = split_digraphs(plaintext, self.filler)
        return "".join(self._shift_pair(pair, 1) for pair in pairs)

    def decrypt(self, ciphertext):
        letters = normalize(ciphertext)
        if len(letters) % 2:
            raise ValueError("ciphertext must have an even number of letters")
        pairs = [letters[i:i + 2] for i in range(0, len(letters), 2)]
        return "".join(self._shift_pair(pair, -1) for pair in pairs)


def strip_padding(text, filler="X"):
    """Remove fillers that sit between doubled letters, and a trailing filler."""
    out = []
    for i, ch in enumerate(text):
        between = 0 < i < len(text) - 1 and text[i - 1] == text[i + 1] and i % 2 == 1
        if ch == filler and between:
            continue
        out.append(ch)
    if len(text) % 2 == 0 and out and out[-1] == filler:
        out.pop()
    return "".join(out)

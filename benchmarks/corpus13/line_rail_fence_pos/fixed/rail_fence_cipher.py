"""The rail fence (zigzag) transposition cipher."""


def rail_pattern(length, rails):
    """Rail index of every position when ``length`` characters zigzag over ``rails`` rails."""
    if rails < 1:
        raise ValueError("need at least one rail")
    if rails == 1:
        return [0] * length
    pattern = []
    row, step = 0, 1
    for _ in range(length):
        pattern.append(row)
        if row == 0:
            step = 1
        elif row == rails - 1:
            step = -1
        row += step
    return pattern


def encrypt(text, rails):
    """Write text in a zigzag and read it off rail by rail."""
    rows = [[] for _ in range(rails)]
    for ch, row in zip(text, rail_pattern(len(text), rails)):
        rows[row].append(ch)
    return "".join("".join(row) for row in rows)


def _rail_lengths(pattern, rails):
    """How many characters land on each rail."""
    lengths = [0] * rails
    for row in pattern:
        lengths[row] += 1
    return lengths


def decrypt(cipher, rails):
    """Undo encrypt(): cut the cipher text into rails and walk the zigzag again."""
    pattern = rail_pattern(len(cipher), rails)
    rows = []
    start = 0
    for length in _rail_lengths(pattern, rails):
        rows.append(cipher[start:start + length])
        start += length
    taken = [0] * rails
    out = []
    for row in pattern:
        out.append(rows[row][taken[row]])
        taken[row] += 1
    return "".join(out)


def fence_diagram(text, rails, blank="."):
    """The zigzag drawn as one line of text per rail."""
    grid = [[blank] * len(text) for _ in range(rails)]
    for col, (ch, row) in enumerate(zip(text, rail_pattern(len(text), rails))):
        grid[row][col] = ch
    return "\n".join("".join(line) for line in grid)


def _score(candidate, words):
    """Number of known words found in a candidate plain text."""
    lowered = candidate.lower()
    return sum(lowered.count(word) for word in words)


def crack(cipher, words, max_rails=10):
    """Guess the rail count by trying each one and scoring the plain text by known words.

    Returns (rails, plain text) of the best candidate; ties go to fewer rails.
    """
    best = (-1, 0, cipher)
    for rails in range(2, max(2, min(max_rails, len(cipher))) + 1):
        plain = decrypt(cipher, rails)
        score = _score(plain, words)
        if score > best[0]:
            best = (score, rails, plain)
    return best[1], best[2]

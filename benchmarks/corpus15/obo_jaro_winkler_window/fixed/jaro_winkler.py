"""Jaro and Jaro-Winkler string similarity, with helpers to rank candidate strings."""


def match_window(a, b):
    """How far apart two equal characters may be and still count as a match."""
    return max(0, max(len(a), len(b)) // 2 - 1)


def _matched_characters(a, b):
    """The characters of a and of b that match each other, each in its own string's order."""
    window = match_window(a, b)
    taken = [False] * len(b)
    matched_a = []
    for i, ch in enumerate(a):
        lo = max(0, i - window)
        hi = min(len(b), i + window + 1)
        for j in range(lo, hi):
            if not taken[j] and b[j] == ch:
                taken[j] = True
                matched_a.append(ch)
                break
    matched_b = [ch for ch, used in zip(b, taken) if used]
    return matched_a, matched_b


def transpositions(matched_a, matched_b):
    """Half the number of positions where the two matched sequences disagree."""
    return sum(x != y for x, y in zip(matched_a, matched_b)) // 2


def jaro(a, b):
    """Jaro similarity in [0, 1]; 1.0 for identical strings (two empty strings included)."""
    if a == b:
        return 1.0
    matched_a, matched_b = _matched_characters(a, b)
    m = len(matched_a)
    if m == 0:
        return 0.0
    t = transpositions(matched_a, matched_b)
    return (m / len(a) + m / len(b) + (m - t) / m) / 3


def common_prefix_length(a, b, limit=4):
    """Length of the common prefix of a and b, at most limit."""
    n = 0
    for x, y in zip(a[:limit], b[:limit]):
        if x != y:
            break
        n += 1
    return n


def jaro_winkler(a, b, scale=0.1, ignore_case=False):
    """Jaro similarity boosted for strings that share a prefix of up to 4 characters."""
    if not 0 <= scale <= 0.25:
        raise ValueError("scale must lie in [0, 0.25]")
    if ignore_case:
        a, b = a.casefold(), b.casefold()
    sim = jaro(a, b)
    return sim + common_prefix_length(a, b) * scale * (1 - sim)


def rank(query, candidates, ignore_case=True):
    """Candidates with their similarity to query, most similar first (ties keep order)."""
    scored = [(jaro_winkler(query, c, ignore_case=ignore_case), c) for c in candidates]
    return sorted(scored, key=lambda pair: -pair[0])


def best_match(query, candidates, threshold=0.8):
    """The candidate most similar to query, or None if none reaches the threshold."""
    ranked = rank(query, candidates)
    if ranked and ranked[0][0] >= threshold:
        return ranked[0][1]
    return None

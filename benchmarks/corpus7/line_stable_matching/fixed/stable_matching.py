"""Stable matching by the Gale-Shapley proposal algorithm.

proposers and acceptors are dicts mapping each name to its full preference list (best
first) over the other side; both sides have the same size.
"""


def _check(proposers, acceptors):
    if len(proposers) != len(acceptors):
        raise ValueError("both sides need the same number of members")
    for prefs, other in ((proposers, acceptors), (acceptors, proposers)):
        for name, ranking in prefs.items():
            if sorted(ranking) != sorted(other):
                raise ValueError(f"{name!r} must rank every member of the other side once")


def stable_matching(proposers, acceptors):
    """A dict proposer -> acceptor: the proposer-optimal stable matching."""
    _check(proposers, acceptors)
    rank = {a: {p: i for i, p in enumerate(prefs)} for a, prefs in acceptors.items()}
    next_choice = {p: 0 for p in proposers}
    partner = {}
    free = sorted(proposers, reverse=True)
    while free:
        p = free[-1]
        a = proposers[p][next_choice[p]]
        next_choice[p] += 1
        current = partner.get(a)
        if current is None:
            partner[a] = p
            free.pop()
        elif rank[a][p] < rank[a][current]:
            partner[a] = p
            free.pop()
            free.append(current)
    return {p: a for a, p in sorted(partner.items())}


def blocking_pairs(matching, proposers, acceptors):
    """Pairs (p, a), not matched together, who both prefer each other to their partners."""
    husband = {a: p for p, a in matching.items()}
    pairs = []
    for p, prefs in proposers.items():
        for a in prefs[:prefs.index(matching[p])]:
            if acceptors[a].index(p) < acceptors[a].index(husband[a]):
                pairs.append((p, a))
    return pairs


def is_stable(matching, proposers, acceptors):
    return not blocking_pairs(matching, proposers, acceptors)

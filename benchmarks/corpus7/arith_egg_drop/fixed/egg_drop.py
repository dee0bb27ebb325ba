"""The egg-drop puzzle: the fewest drops that always find the highest safe floor.

With e eggs and n floors, an egg dropped from a floor above the critical one breaks and
is lost; one dropped from a floor at or below it survives and can be used again.
"""


def _check(eggs, floors):
    if eggs < 1:
        raise ValueError("at least one egg is needed")
    if floors < 0:
        raise ValueError("floors must not be negative")


def min_drops_table(eggs, floors):
    """The answer by the classic table: try every first floor, keep the best worst case."""
    _check(eggs, floors)
    dp = [[0] * (floors + 1) for _ in range(eggs + 1)]
    for f in range(1, floors + 1):
        dp[1][f] = f
    for e in range(2, eggs + 1):
        for f in range(1, floors + 1):
            dp[e][f] = 1 + min(max(dp[e - 1][k - 1], dp[e][f - k]) for k in range(1, f + 1))
    return dp[eggs][floors]


def floors_covered(drops, eggs):
    """The most floors that drops drops with eggs eggs can always settle."""
    covered = [0] * (eggs + 1)
    for _ in range(drops):
        for e in range(eggs, 0, -1):
            covered[e] = covered[e] + covered[e - 1] + 1
    return covered[eggs]


def min_drops(eggs, floors):
    """The same answer by counting how many floors each number of drops covers."""
    _check(eggs, floors)
    drops = 0
    while floors_covered(drops, eggs) < floors:
        drops += 1
    return drops


def first_drop(eggs, floors):
    """The highest floor the first egg can be dropped from in an optimal strategy."""
    drops = min_drops(eggs, floors)
    return min(floors, floors_covered(drops - 1, eggs - 1) + 1)

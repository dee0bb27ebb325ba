"""House robber dynamic programs: a street, a plan, a ring of houses and a tree."""


class House:
    """A node of a binary tree of houses; robbing two linked houses trips the alarm."""

    def __init__(self, loot, left=None, right=None):
        self.loot = loot
        self.left = left
        self.right = right


def _check(values):
    if any(v < 0 for v in values):
        raise ValueError("loot must be non-negative")


def rob_line(values):
    """Most loot from a street where adjacent houses cannot both be robbed."""
    _check(values)
    take, skip = 0, 0
    for value in values:
        take, skip = skip + value, max(take, skip)
    return max(take, skip)


def rob_plan(values):
    """Return (loot, indices robbed) for a street, rebuilt from the DP table."""
    _check(values)
    n = len(values)
    best = [0] * (n + 1)
    for i in range(1, n + 1):
        robbed = values[i - 1] + (best[i - 2] if i >= 2 else 0)
        best[i] = max(best[i - 1], robbed)
    picked = []
    i = n
    while i > 0:
        if best[i] == best[i - 1]:
            i -= 1
        else:
            picked.append(i - 1)
            i -= 2
    picked.reverse()
    return best[n], picked


def rob_circle(values):
    """Houses on a ring: the first and the last are neighbours."""
    if len(values) < 2:
        return rob_line(values)
    return max(rob_line(values[1:]), rob_line(values[:-1]))


def rob_tree(root):
    """Most loot from a tree of houses where a parent and child cannot both be robbed."""

    def visit(node):
        if node is None:
            return 0, 0
        left_take, left_skip = visit(node.left)
        right_take, right_skip = visit(node.right)
        take = node.loot + left_skip + right_skip
        skip = max(left_take, left_skip) + max(right_take, right_skip)
        return take, skip

    return max(visit(root))


def build_tree(levels):
    """Build a tree from a level-order list where None marks a missing house."""
    if not levels or levels[0] is None:
        return None
    nodes = [None if v is None else House(v) for v in levels]
    children = iter(nodes[1:])
    for node in nodes:
        if node is None:
            continue
        node.left = next(children, None)
        node.right = next(children, None)
    return nodes[0]

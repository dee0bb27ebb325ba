"""Edit distance with the edits themselves: keep, replace, delete and insert operations."""


def edit_table(source, target):
    """dp[i][j] = the fewest edits turning source[:i] into target[:j]."""
    m, n = len(source), len(target)
    dp = [[0] * (n + 1) for _ in range(m + 1)]
    for i in range(m + 1):
        dp[i][0] = i
    for j in range(n + 1):
        dp[0][j] = j
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            if source[i - 1] == target[j - 1]:
                dp[i][j] = dp[i - 1][j - 1]
            else:
                dp[i][j] = 1 + min(dp[i - 1][j - 1], dp[i - 1][j], dp[i][j - 1])
    return dp


def edit_distance(source, target):
    return edit_table(source, target)[-1][-1]


def edit_script(source, target):
    """A shortest list of edits: ('keep', c), ('replace', old, new), ('delete', c), ('insert', c).

    Replacements are preferred over deletions, and deletions over insertions.
    """
    dp = edit_table(source, target)
    i, j = len(source), len(target)
    ops = []
    while i > 0 or j > 0:
        if i > 0 and j > 0 and source[i - 1] == target[j - 1]:
            ops.append(("keep", source[i - 1]))
            i, j = i - 1, j - 1
        elif i > 0 and j > 0 and dp[i][j] == dp[i - 1][j - 1] + 1:
            ops.append(("replace", target[j - 1], source[i - 1]))
            i, j = i - 1, j - 1
        elif i > 0 and dp[i][j] == dp[i - 1][j] + 1:
            ops.append(("delete", source[i - 1]))
            i -= 1
        else:
            ops.append(("insert", target[j - 1]))
            j -= 1
    ops.reverse()
    return ops


def apply_script(source, ops):
    """The text that the edits make of source (they must fit it)."""
    out = []
    pos = 0
    for op in ops:
        if op[0] in ("keep", "replace", "delete"):
            if source[pos] != op[1]:
                raise ValueError(f"edit {op} does not fit position {pos}")
            pos += 1
        if op[0] != "delete":
            out.append(op[-1])
    if pos != len(source):
        raise ValueError("the edits do not cover the whole source")
    return "".join(out)


def similarity(source, target):
    """1.0 for equal strings, down to 0.0 when every character must change."""
    longest = max(len(source), len(target))
    return 1.0 if longest == 0 else 1 - edit_distance(source, target) / longest

"""Shell-style path globbing: *, ?, [a-z], [!x] within a name and ** across directories.

As in most shells, wildcards do not match names starting with a dot unless the pattern
segment itself starts with a dot (or include_hidden is set).
"""


def _class_end(pattern, i):
    """Index just past the ']' closing the class opened at pattern[i], or -1."""
    j = i + 1
    if j < len(pattern) and pattern[j] in "!^":
        j += 1
    if j < len(pattern) and pattern[j] == "]":
        j += 1
    while j < len(pattern) and pattern[j] != "]":
        j += 1
    return j + 1 if j < len(pattern) else -1


def _in_class(body, ch):
    negate = body[:1] in ("!", "^")
    if negate:
        body = body[1:]
    found, i = False, 0
    while i < len(body):
        if i + 2 < len(body) and body[i + 1] == "-":
            found |= body[i] <= ch <= body[i + 2]
            i += 3
        else:
            found |= body[i] == ch
            i += 1
    return found != negate


def match_name(pattern, name, pi=0, ni=0):
    """Does one path segment match one pattern segment (no slashes)?"""
    if pi == len(pattern):
        return ni == len(name)
    c = pattern[pi]
    if c == "*":
        return any(match_name(pattern, name, pi + 1, k) for k in range(ni, len(name) + 1))
    if ni == len(name):
        return False
    if c == "?":
        return match_name(pattern, name, pi + 1, ni + 1)
    if c == "[":
        end = _class_end(pattern, pi)
        if end != -1:
            return (_in_class(pattern[pi + 1:end - 1], name[ni])
                    and match_name(pattern, name, end, ni + 1))
    if c == "\\" and pi + 1 < len(pattern):
        pi += 1
        c = pattern[pi]
    return c == name[ni] and match_name(pattern, name, pi + 1, ni + 1)


def _visible(segment, pattern, include_hidden):
    return include_hidden or not segment.startswith(".")


def _match_parts(pats, segs, include_hidden):
    if not pats:
        return not segs
    if pats[0] == "**":
        for i in range(len(segs) + 1):
            if i and not _visible(segs[i - 1], "**", include_hidden):
                break
            if _match_parts(pats[1:], segs[i:], include_hidden):
                return True
        return False
    if not segs or not _visible(segs[0], pats[0], include_hidden):
        return False
    return match_name(pats[0], segs[0]) and _match_parts(pats[1:], segs[1:], include_hidden)


def match(pattern, path, include_hidden=False):
    pats = [p for p in pattern.strip("/").split("/") if p]
    segs = [s for s in path.strip("/").split("/") if s]
    return _match_parts(pats, segs, include_hidden)


def select(paths, includes, excludes=(), include_hidden=False):
    """Paths matching any include pattern and no exclude pattern, in the given order."""
    return [p for p in paths
            if any(match(i, p, include_hidden) for i in includes)
            and not any(match(e, p, include_hidden) for e in excludes)]

"""Pure-string manipulation of POSIX paths (no file system access)."""


def normpath(path: str) -> str:
    """Collapse '//', '.' and 'dir/..' segments: 'a//b/./../c' -> 'a/c'."""
    if not path:
        return "."
    absolute = path.startswith("/")
    parts: list[str] = []
    for segment in path.split("/"):
        if segment in ("", "."):
            continue
        if segment != "..":
            parts.append(segment)
        elif parts and parts[-1] != "..":
            parts.pop(0)
        elif not absolute:
            parts.append("..")
    result = "/".join(parts)
    if absolute:
        return "/" + result
    return result or "."


def join(base: str, *others: str) -> str:
    """Join path pieces; an absolute piece discards everything before it."""
    path = base
    for other in others:
        if other.startswith("/") or not path:
            path = other
        elif path.endswith("/"):
            path += other
        else:
            path += "/" + other
    return path


def split(path: str) -> tuple[str, str]:
    """Split into (head, tail) at the last slash."""
    cut = path.rfind("/") + 1
    head, tail = path[:cut], path[cut:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def basename(path: str) -> str:
    """The final component of the path."""
    return split(path)[1]


def dirname(path: str) -> str:
    """Everything before the final component."""
    return split(path)[0]


def splitext(path: str) -> tuple[str, str]:
    """Split off the extension of the final component ('.bashrc' has none)."""
    name = basename(path)
    dot = name.rfind(".")
    if dot <= 0 or name[:dot].strip(".") == "":
        return path, ""
    cut = len(path) - len(name) + dot
    return path[:cut], path[cut:]


def relpath(path: str, start: str) -> str:
    """The path of 'path' relative to the directory 'start' (both made normal first)."""
    target = [p for p in normpath(path).split("/") if p]
    origin = [p for p in normpath(start).split("/") if p]
    common = 0
    while common < min(len(target), len(origin)) and target[common] == origin[common]:
        common += 1
    pieces = [".."] * (len(origin) - common) + target[common:]
    return "/".join(pieces) or "."

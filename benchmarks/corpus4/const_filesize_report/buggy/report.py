"""Disk usage reports for a directory tree given as nested dicts {name: size or subtree}."""

from sizes import format_size, parse_size


def total(tree):
    """Bytes in a file (an int) or a directory (a dict), recursively."""
    if isinstance(tree, int):
        return tree
    return sum(total(child) for child in tree.values())


def walk(tree, prefix=""):
    """(path, size) of every file, depth first, in name order."""
    for name in sorted(tree):
        child = tree[name]
        path = f"{prefix}/{name}" if prefix else name
        if isinstance(child, dict):
            yield from walk(child, path)
        else:
            yield path, child


def largest(tree, count=3):
    return sorted(walk(tree), key=lambda item: (-item[1], item[0]))[:count]


def render(tree, name=".", depth=0, max_depth=None, binary=True):
    """An indented listing of directories with their total sizes, biggest first."""
    lines = [f"{'  ' * depth}{name}/ {format_size(total(tree), binary)}"]
    if max_depth is not None and depth >= max_depth:
        return lines
    children = sorted(tree.items(), key=lambda kv: (-total(kv[1]), kv[0]))
    for child_name, child in children:
        if isinstance(child, dict):
            lines += render(child, child_name, depth + 1, max_depth, binary)
        else:
            lines.append(f"{'  ' * (depth + 1)}{child_name} {format_size(child, binary)}")
    return lines


def over(tree, threshold):
    """Files at least threshold big ('100 MB', '1.5 GiB' or a number of bytes)."""
    limit = parse_size(threshold) if isinstance(threshold, str) else threshold
    return [path for path, size in walk(tree) if size >= limit]


def summary(tree, binary=True):
    files = list(walk(tree))
    return (f"{len(files)} files, {format_size(total(tree), binary)}"
            f" (largest: {files and largest(tree, 1)[0][0]})")

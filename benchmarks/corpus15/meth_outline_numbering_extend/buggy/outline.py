"""Parse an indented bullet outline into a tree, number its items and render it back."""

from dataclasses import dataclass, field

BULLETS = ("- ", "* ", "+ ")


@dataclass
class Item:
    title: str
    children: list = field(default_factory=list)


def parse_line(line, tab_size=4):
    """'    - Scope' -> (4, 'Scope'): the indent in columns and the title without its bullet."""
    expanded = line.expandtabs(tab_size)
    text = expanded.lstrip(" ")
    indent = len(expanded) - len(text)
    for bullet in BULLETS:
        if text.startswith(bullet):
            text = text[len(bullet):]
            break
    return indent, text.strip()


def _build(entries):
    """Items from (indent, title) pairs of one level together with their descendants."""
    items = []
    i = 0
    while i < len(entries):
        indent, title = entries[i]
        j = i + 1
        while j < len(entries) and entries[j][0] > indent:
            j += 1
        items.append(Item(title, _build(entries[i + 1:j])))
        i = j
    return items


def parse(text, tab_size=4):
    """The top-level items of an outline; blank lines are ignored."""
    entries = [parse_line(line, tab_size) for line in text.splitlines() if line.strip()]
    return _build(entries)


def count(items):
    return sum(1 + count(item.children) for item in items)


def depth(items):
    """Number of levels: 0 for no items, 1 for a flat list."""
    return max((1 + depth(item.children) for item in items), default=0)


def numbered(items, prefix=""):
    """(label, title) rows in document order, labelled '1.', '1.1.', '1.2.', '2.', ..."""
    rows = []
    for n, item in enumerate(items, 1):
        label = f"{prefix}{n}."
        rows.append((label, item.title))
        rows.append(numbered(item.children, label))
    return rows


def table_of_contents(text, indent=2):
    """Numbered outline text, each level indented by indent spaces."""
    lines = []
    for label, title in numbered(parse(text)):
        level = label.count(".") - 1
        lines.append(" " * (indent * level) + f"{label} {title}")
    return "\n".join(lines)


def render(items, bullet="-", indent=2, level=0):
    """Outline text for items, one bullet line per item."""
    lines = []
    for item in items:
        lines.append(" " * (indent * level) + f"{bullet} {item.title}")
        if item.children:
            lines.append(render(item.children, bullet, indent, level + 1))
    return "\n".join(lines)


def find_path(items, title):
    """Titles from the top level down to the first item with the given title, or None."""
    for item in items:
        if item.title == title:
            return [item.title]
        below = find_path(item.children, title)
        if below is not None:
            return [item.title] + below
    return None

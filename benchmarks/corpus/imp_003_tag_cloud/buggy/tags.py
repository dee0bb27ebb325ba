"""Blog post tags: normalizing what authors type and building the sidebar tag cloud."""

import re

_SEPARATORS = re.compile(r"[\s_]+")
SIZES = ("small", "medium", "large")


def normalize_tag(raw: str) -> str:
    """Lower-case, hyphen-separated form of a tag ("  Machine_Learning " -> "machine-learning")."""
    cleaned = _SEPARATORS.sub("-", raw.strip().lower())
    return cleaned.strip("-#")


def post_tags(raw_tags: list[str]) -> list[str]:
    """Normalized tags of one post, without empties or duplicates, in first-seen order."""
    seen: list[str] = []
    for raw in raw_tags:
        tag = normalize_tag(raw)
        if tag and tag not in seen:
            seen.append(tag)
    return seen


def top_tags(posts: list[list[str]], limit: int = 5) -> list[tuple[str, int]]:
    """The limit most used tags over all posts as (tag, posts using it), ties by name."""
    counts = Counter(tag for raw_tags in posts for tag in post_tags(raw_tags))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:limit]


def cloud_sizes(posts: list[list[str]], limit: int = 5) -> dict[str, str]:
    """Font size class per top tag, scaled by its count against the most used tag."""
    ranked = top_tags(posts, limit)
    if not ranked:
        return {}
    highest = ranked[0][1]
    sizes: dict[str, str] = {}
    for tag, count in ranked:
        level = min(len(SIZES) - 1, count * len(SIZES) // (highest + 1))
        sizes[tag] = SIZES[level]
    return sizes

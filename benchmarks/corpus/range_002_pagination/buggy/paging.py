"""Pagination for list views."""


def page_count(total: int, per_page: int) -> int:
    """Number of pages needed for total items."""
    if per_page <= 0:
        raise ValueError("per_page must be positive")
    return (total + per_page - 1) // per_page


def page_ranges(total: int, per_page: int) -> list[tuple[int, int]]:
    """(first, last) 1-based item numbers shown on every page."""
    ranges = []
    for page in range(1, page_count(total, per_page)):
        first = (page - 1) * per_page + 1
        last = min(page * per_page, total)
        ranges.append((first, last))
    return ranges


def page_label(page: int, total: int, per_page: int) -> str:
    """Text like 'Page 2 of 5'."""
    return f"Page {page} of {max(page_count(total, per_page), 1)}"

"""Split a sequence into numbered pages and render a compact page bar."""

import math

ELLIPSIS = "…"


class InvalidPage(Exception):
    pass


class Page:
    def __init__(self, items, number, paginator):
        self.items = items
        self.number = number
        self.paginator = paginator

    def __len__(self):
        return len(self.items)

    def __repr__(self):
        return f"<Page {self.number} of {self.paginator.num_pages}>"

    @property
    def has_next(self):
        return self.number < self.paginator.num_pages

    @property
    def has_previous(self):
        return self.number > 1

    @property
    def start_index(self):
        """1-based index of the first item on the page (0 for an empty list)."""
        if not self.paginator.count:
            return 0
        return (self.number - 1) * self.paginator.per_page + 1

    @property
    def end_index(self):
        if self.number == self.paginator.num_pages:
            return self.paginator.count
        return self.number * self.paginator.per_page


class Paginator:
    def __init__(self, items, per_page, orphans=0):
        if per_page < 1:
            raise ValueError("per_page must be at least 1")
        self.items = list(items)
        self.per_page = per_page
        self.orphans = orphans

    @property
    def count(self):
        return len(self.items)

    @property
    def num_pages(self):
        """Pages needed; a last page of `orphans` items or fewer is folded into the one before."""
        if not self.items:
            return 1
        hits = max(1, self.count - self.orphans)
        return math.ceil(hits / self.per_page)

    def validate(self, number):
        try:
            number = int(number)
        except (TypeError, ValueError):
            raise InvalidPage(f"not a page number: {number!r}") from None
        if number < 1 or number > self.num_pages:
            raise InvalidPage(f"page {number} out of range 1-{self.num_pages}")
        return number

    def page(self, number):
        number = self.validate(number)
        bottom = (number - 1) * self.per_page
        top = bottom + self.per_page
        if number == self.num_pages:
            top = self.count
        return Page(self.items[bottom:top], number, self)

    def __iter__(self):
        for number in range(1, self.num_pages + 1):
            yield self.page(number)

    def page_bar(self, current, window=2, edges=1):
        """Page numbers around current plus `edges` at either end, gaps shown as an ellipsis."""
        current = self.validate(current)
        last = self.num_pages
        shown = set(range(1, min(edges, last) + 1))
        shown |= set(range(max(last - edges + 1, 1), last + 1))
        shown |= set(range(max(1, current - window), min(last, current + window) + 1))
        bar, previous = [], 0
        for number in sorted(shown):
            if number > previous + 1:
                bar.append(ELLIPSIS)
            bar.append(str(number))
            previous = number
        return " ".join(bar)

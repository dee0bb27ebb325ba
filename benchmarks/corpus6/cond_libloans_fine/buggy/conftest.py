import datetime as dt

import pytest
from library import Library


@pytest.fixture
def today():
    return dt.date(2024, 3, 1)


@pytest.fixture
def lib():
    library = Library()
    library.add_book("b1", "Dune")
    library.add_book("b2", "Emma")
    library.add_member("m1", "Ines")
    library.add_member("m2", "Omar")
    return library

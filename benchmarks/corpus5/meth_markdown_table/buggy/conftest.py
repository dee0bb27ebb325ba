"""Shared fixtures; at the project root so the package is importable from tests."""

import pytest

RAW = """
| Name | Qty|Price |
|:-----|---:|:----:|
| apple | 3 | 1.20 |
|banana|12|0.5|
| kiwi \\| gold | 100 | 0.99 |
"""


@pytest.fixture
def raw_table():
    return RAW

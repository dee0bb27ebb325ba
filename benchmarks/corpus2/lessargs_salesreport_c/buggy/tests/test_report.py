from datetime import date

import pytest

from report.parsing import RowError, Sale, parse_sales
from report.summary import growth, render, revenue_by, top

CSV = """Day,Region,Product,Units,Price
2026-01-05,north,widget,10,2.5
2026-01-05,south,gadget,3,10
2026-01-06, North ,gadget,1,10
2026-01-07,east,widget,4,2.5
"""


@pytest.fixture
def sales() -> list[Sale]:
    return parse_sales(CSV)


def test_parse(sales: list[Sale]) -> None:
    assert len(sales) == 4
    assert sales[0] == Sale(date(2026, 1, 5), "North", "widget", 10, 2.5)
    assert sales[2].region == "North"


def test_columns_in_any_order() -> None:
    text = "price,units,product,region,day\n1.5,2,pen,west,2026-02-01\n"
    assert parse_sales(text)[0].revenue == 3.0


@pytest.mark.parametrize("bad_row", ["2026-13-01,north,widget,1,1", "2026-01-01,north,widget,x,1"])
def test_bad_rows(bad_row: str) -> None:
    text = "day,region,product,units,price\n" + bad_row
    with pytest.raises(RowError, match="line 2"):
        parse_sales(text)
    assert parse_sales(text, skip_bad=True) == []


def test_missing_columns() -> None:
    with pytest.raises(RowError, match="price, units"):
        parse_sales("day,region,product\n")


def test_revenue_by(sales: list[Sale]) -> None:
    assert revenue_by(sales, "region") == {"North": 35.0, "South": 30.0, "East": 10.0}
    assert revenue_by(sales, "product") == {"widget": 35.0, "gadget": 40.0}


def test_top() -> None:
    assert top({"a": 1.0, "b": 3.0, "c": 3.0, "d": 2.0}, 3) == [("b", 3.0), ("c", 3.0), ("d", 2.0)]


@pytest.mark.parametrize("prev, cur, pct", [(100, 150, 50.0), (80, 60, -25.0), (0, 5, None), (-50, -25, 50.0), (3, 4, 33.3)])
def test_growth(prev: float, cur: float, pct: float | None) -> None:
    assert growth(prev, cur) == pct


def test_render(sales: list[Sale]) -> None:
    assert render(sales, "Q1").splitlines() == [
        "Q1",
        "===================",
        "North         35.00",
        "South         30.00",
        "East          10.00",
        "-------------------",
        "top products: gadget, widget",
        "total         75.00",
    ]

import pytest

from gradebook import Gradebook
from grading import category_average, letter, weighted_percent


@pytest.fixture
def book() -> Gradebook:
    gb = Gradebook({"homework": 0.4, "exam": 0.6}, drop_lowest={"homework": 1})
    for name in ("Ada", "Brook", "  Cyd "):
        gb.enroll(name)
    for score in (50, 90, 100):
        gb.record("Ada", "homework", score)
    gb.record("ada", "exam", 80)
    gb.record("Brook", "homework", 70)
    gb.record("Brook", "exam", 95)
    gb.record("Cyd", "exam", 95)
    return gb


@pytest.mark.parametrize("pct, grade", [(95, "A"), (90, "A"), (89.9, "B"), (70, "C"), (12, "F")])
def test_letter(pct: float, grade: str) -> None:
    assert letter(pct) == grade


def test_category_average() -> None:
    assert category_average([50, 90, 100], drop_lowest=1) == 95
    assert category_average([70], drop_lowest=1) is None
    assert category_average([]) is None


def test_weighted_percent_rescales() -> None:
    assert weighted_percent({"a": 80, "b": None}, {"a": 0.3, "b": 0.7}) == 80
    assert weighted_percent({"a": None}, {"a": 1.0}) == 0.0


def test_percent_and_grades(book: Gradebook) -> None:
    assert book.percent("Ada") == 86.0
    assert book.final_grade("Ada") == "B"
    assert book.percent("Brook") == 95.0
    assert book.final_grade("cyd") == "A"


def test_withdrawn(book: Gradebook) -> None:
    book.students["brook"].withdrawn = True
    assert book.final_grade("Brook") == "W"
    assert [name for name, _ in book.ranking()] == ["Cyd", "Ada"]


def test_ranking(book: Gradebook) -> None:
    assert book.ranking() == [("Brook", 95.0), ("Cyd", 95.0), ("Ada", 86.0)]


def test_validation(book: Gradebook) -> None:
    with pytest.raises(ValueError):
        book.enroll("ADA")
    with pytest.raises(KeyError):
        book.record("Ada", "quiz", 10)
    with pytest.raises(ValueError):
        book.record("Ada", "exam", 101)
    with pytest.raises(ValueError):
        Gradebook({"a": 0.5})

import pytest
from gradebook import Category, Gradebook


@pytest.fixture
def book():
    gb = Gradebook()
    gb.add_category("homework", 0.3, drop_lowest=1)
    gb.add_category("exams", 0.7)
    for score in (100, 40, 80):
        gb.record("homework", "kim", score)
    gb.record("exams", "kim", 85)
    gb.record("homework", "lou", 70)
    gb.record("exams", "lou", 95)
    return gb


def test_plain_average():
    cat = Category("quiz", 1.0)
    for s in (70, 80, 90):
        cat.record("x", s)
    assert cat.average("x") == 80


def test_drop_lowest():
    cat = Category("quiz", 1.0, drop_lowest=2)
    for s in (55, 100, 20, 90):
        cat.record("x", s)
    assert cat.average("x") == 95


def test_drop_never_removes_last_score():
    cat = Category("quiz", 1.0, drop_lowest=3)
    cat.record("x", 64)
    assert cat.average("x") == 64


def test_no_scores():
    assert Category("quiz", 1.0).average("nobody") is None


def test_score_range():
    with pytest.raises(ValueError, match="percentage"):
        Category("quiz", 1.0).record("x", 101)


def test_final_weights_categories(book):
    assert book.final("kim") == 86.5
    assert book.final("lou") == 87.5


@pytest.mark.parametrize(("student", "letter"), [("kim", "B"), ("lou", "B")])
def test_letters(book, student, letter):
    assert book.letter(student) == letter


def test_missing_category_reweights(book):
    book.record("homework", "max", 91)
    assert book.final("max") == 91


def test_unknown_student(book):
    with pytest.raises(KeyError):
        book.final("zed")


@pytest.mark.report
def test_report(book):
    assert book.report().splitlines() == [
        "student     final grade",
        "lou         87.50 B",
        "kim         86.50 B",
    ]


def test_curve_caps_at_100(book):
    book.curve("exams", 10)
    assert book.categories["exams"].scores == {"kim": [95], "lou": [100]}


def test_missing_categories(book):
    book.record("homework", "max", 91)
    assert book.missing("max") == ["exams"]

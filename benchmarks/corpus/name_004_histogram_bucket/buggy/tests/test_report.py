from report import peak_bin, render


def test_no_data():
    assert render([]) == "no data"


def test_render():
    assert render([1, 2, 2, 8], 2) == " 0 | ###\n 1 | #"


def test_peak():
    assert peak_bin([0, 9, 9, 9, 5], 3) == 2

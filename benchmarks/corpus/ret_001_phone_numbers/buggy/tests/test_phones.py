from phones import digits_only, normalize, same_number


def test_digits_only():
    assert digits_only("(555) 010-99") == "55501099"


def test_too_short():
    assert normalize("12-34") is None


def test_international_prefix():
    assert normalize("0044 20 7946 0000") == "+442079460000"


def test_same_number():
    assert same_number("+1 (555) 010-9999", "555.010.9999")

import pytest

from morse_code import decode, decode_timing, encode, from_timing, to_timing


def test_encode_words():
    assert encode("sos") == "... --- ..."
    assert encode("Hi  there") == ".... .. / - .... . .-. ."


def test_encode_rejects_unknown_character():
    with pytest.raises(ValueError):
        encode("a+b")


@pytest.mark.parametrize("text", ["HELLO WORLD", "73", "WHAT?", "A B C"])
def test_decode_inverts_encode(text):
    assert decode(encode(text)) == text


def test_decode_unknown_code():
    with pytest.raises(ValueError):
        decode("... ........ ...")
    assert decode("... ........ ...", strict=False) == "S?S"


def test_to_timing_single_letter_and_word():
    assert to_timing(".-") == "10111"
    assert to_timing("... ---") == "1010100011101110111"


def test_to_timing_word_gap():
    assert to_timing(". / .") == "100000001"


def test_from_timing_one_word():
    assert from_timing("10101000111011101110001010100") == "... --- ..."


def test_from_timing_with_longer_unit():
    assert from_timing("110011111100000011", unit=2) == ".- ."


def test_decode_timing_sentence():
    bits = to_timing(encode("meet at noon"))
    assert decode_timing(bits) == "MEET AT NOON"


def test_decode_timing_stretched_word_gap():
    bits = "1" + "0" * 8 + "111"
    assert decode_timing(bits) == "E T"

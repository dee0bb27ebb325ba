import pytest

from punycode import adapt, decode, encode, threshold, to_ascii, to_unicode

CHINESE = "他们为什么不说中文"
CZECH = "Pročprostěnemluvíčesky"


def test_threshold_is_clamped():
    assert threshold(36, 72) == 1
    assert threshold(36, 0) == 26
    assert threshold(50, 30) == 20


def test_adapt_for_small_deltas():
    assert adapt(745, 6, True) == 0
    assert adapt(0, 1, True) == 0
    assert adapt(100, 3, False) == 22


def test_adapt_for_large_deltas():
    assert adapt(20000, 2, False) == 69
    assert adapt(5000, 1, False) == 64


def test_encode_ascii_and_latin_labels():
    assert encode("bücher") == "bcher-kva"
    assert encode("münchen") == "mnchen-3ya"
    assert encode("abc") == "abc-"
    assert encode("ü") == "tda"
    assert encode("") == ""


def test_encode_rfc_samples_with_few_scripts():
    assert encode(CZECH) == "Proprostnemluvesky-uyb24dma41a"
    assert encode("правда") == "80aafi6cg"


def test_encode_and_decode_long_cjk_labels():
    assert encode(CHINESE) == "ihqwcrb4cv8a8dqg056pqjye"
    assert encode("ドメイン名例") == "eckwd4c7cu47r2wf"
    assert decode("ihqwcrb4cv8a8dqg056pqjye") == CHINESE


def test_round_trip():
    for word in ("bücher", "naïve-café", CZECH, CHINESE, "ドメイン名例", "a-b-ü", "ØÆÅ"):
        assert decode(encode(word)) == word


def test_decode_rejects_malformed_input():
    for bad in ("ü-abc", "a-!!", "b"):
        with pytest.raises(ValueError):
            decode(bad)


def test_domain_labels():
    assert to_ascii("Bücher.Example") == "xn--bcher-kva.example"
    assert to_unicode("xn--bcher-kva.example") == "bücher.example"
    assert to_ascii("中文.com") == "xn--fiq228c.com"
    assert to_unicode(to_ascii("ドメイン名例.jp")) == "ドメイン名例.jp"

from porter_stem import (ends_cvc, ends_double_consonant, has_vowel, is_consonant, measure, stem,
                         step1a, step1b, step1c, step5)


def test_y_is_a_consonant_only_after_a_vowel_or_first():
    assert is_consonant("toy", 2)
    assert is_consonant("yes", 0)
    assert not is_consonant("syzygy", 1)
    assert [is_consonant("by", i) for i in range(2)] == [True, False]


def test_measure():
    assert [measure(w) for w in ("tr", "ee", "tree", "y", "by")] == [0] * 5
    assert [measure(w) for w in ("trouble", "oats", "trees", "ivy")] == [1] * 4
    assert [measure(w) for w in ("troubles", "private", "oaten", "orrery")] == [2] * 4


def test_vowel_double_and_cvc_conditions():
    assert has_vowel("sky") and not has_vowel("tsk")
    assert ends_double_consonant("fizz") and not ends_double_consonant("bee")
    assert ends_cvc("hop") and ends_cvc("fil")
    assert not ends_cvc("snow") and not ends_cvc("box") and not ends_cvc("oat")


def test_step1a_plurals():
    words = ["caresses", "ponies", "ties", "caress", "cats", "ate"]
    assert [step1a(w) for w in words] == ["caress", "poni", "ti", "caress", "cat", "ate"]


def test_step1b_eed_needs_a_measure():
    assert step1b("agreed") == "agree"
    assert step1b("feed") == "feed"
    assert step1b("need") == "need"


def test_step1b_ed_and_ing():
    words = ["plastered", "bled", "motoring", "sing"]
    assert [step1b(w) for w in words] == ["plaster", "bled", "motor", "sing"]


def test_step1b_cleanup_rules():
    words = ["conflated", "troubled", "sized", "hopping", "tanned",
             "falling", "hissing", "fizzed", "failing", "filing"]
    assert [step1b(w) for w in words] == ["conflate", "trouble", "size", "hop", "tan",
                                          "fall", "hiss", "fizz", "fail", "file"]


def test_step1c_and_step5():
    assert [step1c(w) for w in ("happy", "sky")] == ["happi", "sky"]
    words = ["probate", "rate", "cease", "controll", "roll"]
    assert [step5(w) for w in words] == ["probat", "rate", "ceas", "control", "roll"]


def test_stem_runs_all_steps():
    words = ["Caresses", "hopping", "controlling", "is", "happy", "agreed", "hoping"]
    assert [stem(w) for w in words] == ["caress", "hop", "control", "is", "happi", "agre", "hope"]


def test_stem_keeps_short_eed_words():
    assert [stem(w) for w in ("feed", "speed", "breed")] == ["feed", "speed", "breed"]

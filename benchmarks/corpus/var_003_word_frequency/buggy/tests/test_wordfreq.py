from wordfreq import top_words, vocabulary_size, word_counts


def test_stop_words_ignored():
    assert word_counts("the and of") == {}


def test_plain_words():
    assert top_words("cat dog cat", 1) == [("cat", 2)]


def test_punctuation_and_case():
    assert word_counts("Dog, dog. DOG!") == {"dog": 3}


def test_vocabulary():
    assert vocabulary_size("Red red, blue") == 2

from wordpiece import (UNKNOWN, basic_tokenize, decode, encode, load_vocab, strip_accents,
                       tokenize, wordpiece)

VOCAB = load_vocab(["[UNK]", "the", "un", "##aff", "##able", "play", "##ing", "##ed",
                    "run", "##ning", ",", "!", "café", "cafe", "a", "##b", "##c", "is", "fun"])


def test_load_vocab_skips_blanks_and_duplicates():
    vocab = load_vocab(["a\n", "\n", "b", "a", "  c  "])
    assert vocab == {"a": 0, "b": 1, "c": 2}


def test_strip_accents():
    assert strip_accents("Crème brûlée, café") == "Creme brulee, cafe"


def test_basic_tokenize_splits_punctuation():
    assert basic_tokenize("Hello, World!  It's") == ["hello", ",", "world", "!", "it", "'", "s"]
    assert basic_tokenize("Café au lait", lowercase=False) == ["Café", "au", "lait"]
    assert basic_tokenize("   ") == []


def test_whole_words_in_the_vocabulary():
    assert wordpiece("the", VOCAB) == ["the"]
    assert wordpiece("play", VOCAB) == ["play"]


def test_words_split_into_pieces():
    assert wordpiece("unaffable", VOCAB) == ["un", "##aff", "##able"]
    assert wordpiece("playing", VOCAB) == ["play", "##ing"]
    assert wordpiece("abc", VOCAB) == ["a", "##b", "##c"]


def test_unknown_and_too_long_words():
    assert wordpiece("xyz", VOCAB) == [UNKNOWN]
    assert wordpiece("playx", VOCAB) == [UNKNOWN]
    assert wordpiece("play" * 30, VOCAB) == [UNKNOWN]


def test_tokenize_a_sentence_of_known_words():
    assert tokenize("The café, the CAFE!", VOCAB) == ["the", "cafe", ",", "the", "cafe", "!"]
    assert tokenize("café", VOCAB, lowercase=False) == ["café"]


def test_encode_and_decode():
    ids = encode("Running is fun, unaffable!", VOCAB)
    assert ids == [8, 9, 17, 18, 10, 2, 3, 4, 11]
    assert decode(ids, VOCAB) == "running is fun , unaffable !"


def test_decode_simple_ids():
    assert decode([1, 5, 7], VOCAB) == "the played"
    assert decode([], VOCAB) == ""
    assert decode([6], VOCAB) == "##ing"

import pytest

from bf_interp import final_tape, jump_table, run, strip_comments

HELLO = ("++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------."
         "--------.>>+.>++.")


def test_strip_comments():
    assert strip_comments("add two: ++ [loop] done, maybe.") == "++[],."


def test_jump_table_pairs_brackets():
    assert jump_table("+[-[>]<]") == {1: 7, 7: 1, 3: 5, 5: 3}


def test_unbalanced_brackets():
    with pytest.raises(SyntaxError):
        jump_table("[[]")
    with pytest.raises(SyntaxError):
        run("+]")


def test_increment_and_output():
    assert run("+" * 65 + ".+.") == "AB"


def test_pointer_moves_and_tape_grows():
    assert final_tape(">++>+++<<+") == [1, 2, 3]
    with pytest.raises(IndexError):
        run("<")


def test_echo_input_until_eof():
    assert run(",[.,]", "hi!") == "hi!"


def test_decrement():
    assert final_tape("+++--") == [1]


def test_cell_wraps_below_zero():
    assert run("-.") == "\xff"


def test_clear_loop():
    assert final_tape("+++++[-]>+") == [0, 1]


def test_multiply_with_a_loop():
    assert run("+++[>++++<-]>" + "+" * 36 + ".") == "0"


def test_hello_world():
    assert run(HELLO) == "Hello World!\n"

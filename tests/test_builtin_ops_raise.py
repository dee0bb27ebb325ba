"""raise-guard: a guard that raises what pytest.raises expected and did not see."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from opcands import run, sources

DID_NOT_RAISE = [("Failed", "DID NOT RAISE <class 'ValueError'>")]

ACCOUNT = '''\
class Account:
    def __init__(self, balance=0):
        self.balance = balance

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        return self.balance

    def withdraw(self, amount):
        """Take money out."""
        self.balance -= amount
        return self.balance
'''

LOST = ('        """Take money out."""\n'
        '        if amount <= 0:\n'
        '            raise ValueError(\'amount must be positive\')\n'
        '        self.balance -= amount\n')


def test_a_donor_guard_of_a_sibling_comes_first_after_the_docstring(tmp_path: Path) -> None:
    cands = run(tmp_path, ACCOUNT, 14, "raise-guard", messages=DID_NOT_RAISE)
    want = ACCOUNT.replace('        """Take money out."""\n        self.balance -= amount\n', LOST)
    assert cands[0].new_source == want
    # the guards built from the parameter follow, less preferred
    got = sources(cands)
    assert any("if amount < 0:\n            raise ValueError('invalid amount')" in s for s in got)
    assert cands[0].rank > max(c.rank for c in cands if "invalid amount" in c.new_source)


def test_no_edit_without_a_did_not_raise_failure(tmp_path: Path) -> None:
    assert run(tmp_path, ACCOUNT, 14, "raise-guard",
               messages=[("AssertionError", "assert 3 == 2")]) == []
    assert run(tmp_path, ACCOUNT, 14, "raise-guard") == []


def test_a_donor_over_another_parameter_name_is_renamed(tmp_path: Path) -> None:
    src = ACCOUNT.replace("def withdraw(self, amount)", "def withdraw(self, value)").replace(
        "self.balance -= amount", "self.balance -= value")
    got = sources(run(tmp_path, src, 14, "raise-guard", messages=DID_NOT_RAISE))
    assert any("        if value <= 0:\n            raise ValueError('amount must be positive')\n"
               in s for s in got)


def test_a_project_exception_and_its_subclass_donor(tmp_path: Path) -> None:
    src = '''\
class StockError(Exception):
    pass


class OutOfStock(StockError):
    pass


class Shelf:
    def __init__(self):
        self.items = {}

    def take(self, sku, qty):
        if qty > self.items[sku]:
            raise OutOfStock(sku)
        self.items[sku] -= qty

    def peek(self, sku):
        return self.items.get(sku, 0)

    def remove(self, sku):
        del self.items[sku]
'''
    msg = [("Failed", "DID NOT RAISE <class 'shop.StockError'>")]
    got = sources(run(tmp_path, src, 19, "raise-guard", messages=msg))
    # a missing key of the mapping the method reads, with the exception the test wants
    assert any("        if sku not in self.items:\n            raise StockError('invalid sku')\n"
               in s for s in got)
    # a donor raising a subclass reads a name not in scope here (qty): not offered
    assert not any("if qty > self.items[sku]:\n            raise OutOfStock(sku)\n"
                   "        return" in s for s in got)


def test_an_exception_the_module_cannot_name_gives_no_edit(tmp_path: Path) -> None:
    msg = [("Failed", "DID NOT RAISE <class 'elsewhere.Unknown'>")]
    assert run(tmp_path, ACCOUNT, 14, "raise-guard", messages=msg) == []


def test_numbers_get_sign_checks_and_ordered_pairs(tmp_path: Path) -> None:
    src = '''\
def window(start: int, end: int, step=1):
    return list(range(start, end, step))
'''
    got = sources(run(tmp_path, src, 2, "raise-guard", messages=DID_NOT_RAISE))
    assert any("    if start > end:\n        raise ValueError('start after end')\n" in s
               for s in got)
    assert any("    if start < 0:\n" in s for s in got)


def test_the_heal_finds_the_lost_guard(tmp_path: Path) -> None:
    """End to end: the plugin heals a withdrawal that lost its validation."""
    (tmp_path / "bank.py").write_text(ACCOUNT, encoding="utf-8")
    (tmp_path / "test_bank.py").write_text('''\
import pytest
from bank import Account

def test_deposit():
    assert Account(5).deposit(3) == 8

def test_withdraw():
    assert Account(5).withdraw(3) == 2

def test_withdraw_rejects_a_negative_amount():
    with pytest.raises(ValueError, match="positive"):
        Account(5).withdraw(-3)
''', encoding="utf-8")
    for cmd in (["git", "init", "-q"], ["git", "add", "-A"],
                ["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "x"]):
        subprocess.run(cmd, cwd=tmp_path, check=True)
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "--selfheal", "--selfheal-engine", "builtin"],
                          cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert "HEALED" in proc.stdout, proc.stdout[-2000:]
    assert "raise ValueError('amount must be positive')" in (tmp_path / "bank.py").read_text()


MACHINE = '''\
class SoldOut(Exception):
    pass


class Machine:
    def __init__(self, slot, door):
        self.slot = slot
        self.door = door

    def buy(self, credit):
        slot = self.slot
        if credit < slot.price:
            raise ValueError(f"{slot.name} costs {slot.price}")
        slot.count -= 1
        return slot.name

    def open(self):
        if self.door.locked:
            return False
        return True
'''


def test_a_counter_the_function_uses_up_gets_a_zero_guard(tmp_path: Path) -> None:
    """State, not only parameters: `slot.count -= 1` wants `if slot.count == 0: raise`,
    before the statement the failure reached (where `slot` is bound), and the message
    names what the sibling raise names (a `match=` on it holds)."""
    msg = [("Failed", "DID NOT RAISE <class 'SoldOut'>")]
    got = sources(run(tmp_path, MACHINE, 14, "raise-guard", messages=msg))
    want = ("            raise ValueError(f\"{slot.name} costs {slot.price}\")\n"
            "        if slot.count == 0:\n"
            "            raise SoldOut(f'{slot.name}: slot.count is used up')\n"
            "        slot.count -= 1\n")
    assert any(want in s for s in got)
    assert any("        if slot.count <= 0:\n" in s for s in got)
    # at the function's start `slot` is not bound yet: no guard over it there
    assert all(s.index("if slot.count") > s.index("slot = self.slot") for s in got
               if "if slot.count" in s)


def test_a_flag_the_function_tests_gets_both_guards(tmp_path: Path) -> None:
    msg = [("Failed", "DID NOT RAISE <class 'SoldOut'>")]
    got = sources(run(tmp_path, MACHINE, 18, "raise-guard", messages=msg))
    assert any("        if self.door.locked:\n            raise SoldOut('self.door.locked is set')"
               in s for s in got)
    assert any("        if not self.door.locked:\n" in s for s in got)
    assert not any("self.door.locked == 0" in s for s in got)  # a flag, not a counter

import pytest

from ledger import InsufficientFunds, Ledger, UnknownAccount


@pytest.fixture
def bank():
    bank = Ledger()
    bank.open("ana", deposit=10_000)
    bank.open("ben", deposit=2_500, overdraft=1_000)
    return bank


def test_accounts_get_numbers(bank):
    assert bank.get("AC1001").owner == "ana"
    with pytest.raises(UnknownAccount):
        bank.get("AC9999")


def test_transfer_moves_money(bank):
    bank.transfer("AC1001", "AC1002", 4_000)
    assert (bank.get("AC1001").balance, bank.get("AC1002").balance) == (6_000, 6_500)
    assert bank.total_deposits() == 12_500


def test_overdraft_limit(bank):
    bank.transfer("AC1002", "AC1001", 3_500)
    assert bank.get("AC1002").balance == -1_000
    with pytest.raises(InsufficientFunds):
        bank.transfer("AC1002", "AC1001", 1)


def test_no_transfer_to_self(bank):
    with pytest.raises(ValueError):
        bank.transfer("AC1001", "AC1001", 5)


def test_hold_reduces_available_but_not_balance(bank):
    bank.card_payment("AC1001", "fuel-1", 7_000)
    ana = bank.get("AC1001")
    assert (ana.balance, ana.available) == (10_000, 3_000)
    with pytest.raises(InsufficientFunds):
        bank.transfer("AC1001", "AC1002", 5_000)


def test_lowering_an_authorization(bank):
    bank.card_payment("AC1001", "fuel-1", 7_000)
    assert bank.adjust_payment("AC1001", "fuel-1", 4_200, 7_000) == 4_200
    assert bank.get("AC1001").available == 5_800
    assert bank.settle("AC1001", "fuel-1") == 4_200
    assert bank.get("AC1001").balance == 5_800


def test_statement(bank):
    bank.transfer("AC1001", "AC1002", 1_234)
    assert bank.statement("AC1002").splitlines() == [
        "AC1002 ben",
        "deposit          25.00     25.00",
        "from AC1001      12.34     37.34",
        "available 47.34",
    ]

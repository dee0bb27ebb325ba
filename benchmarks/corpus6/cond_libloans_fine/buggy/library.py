"""A small lending library: books, members, loans, renewals and holds."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal

from fines import late_fee

LOAN_DAYS = 14
MAX_RENEWALS = 2
MAX_LOANS = 3


class LoanError(Exception):
    pass


@dataclass
class Loan:
    book: str
    member: str
    due: dt.date
    renewals: int = 0


@dataclass
class Member:
    name: str
    fees: Decimal = Decimal("0.00")
    loans: set[str] = field(default_factory=set)


class Library:
    def __init__(self) -> None:
        self.titles: dict[str, str] = {}
        self.members: dict[str, Member] = {}
        self.loans: dict[str, Loan] = {}
        self.holds: dict[str, list[str]] = {}

    def add_book(self, book_id: str, title: str) -> None:
        self.titles[book_id] = title

    def add_member(self, member_id: str, name: str) -> None:
        self.members[member_id] = Member(name)

    def checkout(self, book_id: str, member_id: str, today: dt.date) -> Loan:
        member = self.members[member_id]
        if book_id in self.loans:
            raise LoanError(f"{self.titles[book_id]} is already on loan")
        if len(member.loans) >= MAX_LOANS:
            raise LoanError(f"{member.name} has too many loans")
        queue = self.holds.get(book_id, [])
        if queue and queue[0] != member_id:
            raise LoanError(f"{self.titles[book_id]} is held for someone else")
        if queue:
            queue.pop(0)
        loan = Loan(book_id, member_id, today + dt.timedelta(days=LOAN_DAYS))
        self.loans[book_id] = loan
        member.loans.add(book_id)
        return loan

    def renew(self, book_id: str) -> Loan:
        loan = self.loans[book_id]
        if loan.renewals >= MAX_RENEWALS:
            raise LoanError("no renewals left")
        if self.holds.get(book_id):
            raise LoanError("another member is waiting for this book")
        loan.renewals += 1
        loan.due += dt.timedelta(days=LOAN_DAYS)
        return loan

    def place_hold(self, book_id: str, member_id: str) -> int:
        queue = self.holds.setdefault(book_id, [])
        if member_id not in queue:
            queue.append(member_id)
        return queue.index(member_id) + 1

    def checkin(self, book_id: str, today: dt.date) -> Decimal:
        loan = self.loans.pop(book_id)
        member = self.members[loan.member]
        member.loans.discard(book_id)
        fee = late_fee(loan.due, today)
        member.fees += fee
        return fee

    def overdue(self, today: dt.date) -> list[str]:
        return sorted(book for book, loan in self.loans.items() if loan.due < today)

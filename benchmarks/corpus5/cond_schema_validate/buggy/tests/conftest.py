import pytest

from schemalite import Boolean, Choice, Integer, ListOf, Nested, Number, Schema, String


class Address(Schema):
    street = String(min_length=1)
    zip_code = String(pattern=r"\d{5}")


class User(Schema):
    name = String(min_length=1, max_length=20, strip=True)
    age = Integer(minimum=0, maximum=150, required=False)
    score = Number(default=0.0)
    admin = Boolean(default=False)
    role = Choice(["viewer", "editor"], default="viewer")
    tags = ListOf(String(), unique=True, default=list)
    address = Nested(Address, nullable=True, required=False)


@pytest.fixture
def user_schema():
    return User

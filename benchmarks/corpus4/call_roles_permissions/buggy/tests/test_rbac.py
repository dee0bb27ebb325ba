import pytest

from rbac import Policy, PolicyError, grants

POLICY = """
# shop back office
role viewer: orders:read, products:read
role editor < viewer: orders:write, products:write
role billing: invoices:*
role admin < editor, billing: users:manage
user ana: admin
user ben: editor
user cem: viewer, billing
"""


@pytest.fixture
def policy():
    return Policy.parse(POLICY)


@pytest.mark.parametrize(
    "pattern, permission, expected",
    [("*", "x:y", True), ("orders:*", "orders:refund", True), ("orders:*", "ordersx:y", False),
     ("orders:read", "orders:write", False)],
)
def test_grants(pattern, permission, expected):
    assert grants(pattern, permission) is expected


def test_inherited_permissions(policy):
    assert policy.effective("editor") == {
        "orders:read", "products:read", "orders:write", "products:write",
    }


def test_checks_per_user(policy):
    assert policy.allowed("ana", "invoices:void")
    assert policy.allowed("ben", "orders:write")
    assert not policy.allowed("ben", "invoices:read")
    assert policy.allowed("cem", "products:read")
    assert not policy.allowed("nobody", "orders:read")


def test_explain_names_the_granting_role(policy):
    assert policy.explain("ana", "orders:read") == "viewer"
    assert policy.explain("ana", "users:manage") == "admin"
    assert policy.explain("ben", "users:manage") is None


def test_unknown_parent_role():
    with pytest.raises(PolicyError):
        Policy.parse("role a < ghost: x:y")


def test_role_cycle():
    with pytest.raises(PolicyError, match="cycle"):
        Policy.parse("role a < b: x:1\nrole b < a: x:2")

"""Role-based access control: roles inherit from other roles, permissions may use wildcards.

Policy text, one rule per line:
    role viewer: orders:read, products:read
    role editor < viewer: orders:write
    user ana: editor, billing
"""

from dataclasses import dataclass, field


class PolicyError(ValueError):
    pass


@dataclass
class Role:
    name: str
    parents: list = field(default_factory=list)
    permissions: set = field(default_factory=set)


def grants(pattern, permission):
    """'orders:*' grants 'orders:read'; '*' grants everything."""
    if pattern == "*" or pattern == permission:
        return True
    return pattern.endswith(":*") and permission.startswith(pattern[:-1])


class Policy:
    def __init__(self):
        self.roles = {}
        self.users = {}

    @classmethod
    def parse(cls, text):
        policy = cls()
        for number, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            head, sep, rest = line.partition(":")
            kind, _, name = head.partition(" ")
            items = [item for item in rest.split(",") if item.strip()]
            if not sep or kind not in ("role", "user"):
                raise PolicyError(f"line {number}: cannot parse {line!r}")
            if kind == "role":
                name, _, parents = name.partition("<")
                policy.roles[name.strip()] = Role(
                    name.strip(), [p.strip() for p in parents.split(",") if p.strip()],
                    set(items))
            else:
                policy.users[name.strip()] = items
        policy.validate()
        return policy

    def validate(self):
        for role in self.roles.values():
            for parent in role.parents:
                if parent not in self.roles:
                    raise PolicyError(f"role {role.name} inherits unknown role {parent}")
        for user, roles in self.users.items():
            for role in roles:
                if role not in self.roles:
                    raise PolicyError(f"user {user} has unknown role {role}")
        for name in self.roles:
            self.effective(name)  # raises on cycles

    def effective(self, role_name, _path=()):
        """The role's own permissions and those of its ancestors."""
        if role_name in _path:
            raise PolicyError("role cycle: " + " -> ".join(_path + (role_name,)))
        role = self.roles[role_name]
        perms = set(role.permissions)
        for parent in role.parents:
            perms |= self.effective(parent, _path + (role_name,))
        return perms

    def permissions(self, user):
        perms = set()
        for role in self.users.get(user, []):
            perms |= self.effective(role)
        return perms

    def allowed(self, user, permission):
        return any(grants(p, permission) for p in self.permissions(user))

    def explain(self, user, permission):
        """The role that grants permission to user (searching depth first), or None."""
        def search(role_name):
            role = self.roles[role_name]
            if any(grants(p, permission) for p in role.permissions):
                return role_name
            for parent in role.parents:
                found = search(parent)
                if found:
                    return found
            return None

        for role in self.users.get(user, []):
            found = search(role)
            if found:
                return found
        return None

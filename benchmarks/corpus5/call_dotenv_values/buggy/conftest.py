"""Project-root conftest: makes the envfile package importable in tests."""

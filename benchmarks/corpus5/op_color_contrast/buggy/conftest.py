"""Root conftest: puts the project root on sys.path for the tests."""

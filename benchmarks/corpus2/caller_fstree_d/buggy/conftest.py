"""Shared fixtures for the whole project (rootdir conftest, as our real repo has)."""

import pytest

from nodes import Directory, File


@pytest.fixture
def project() -> Directory:
    root = Directory("project")
    src = root.add(Directory("src"))
    src.add(File("main.py", 1200))
    src.add(File("util.py", 300))
    pkg = src.add(Directory("pkg"))
    pkg.add(File("core.py", 4000))
    pkg.add(File("__init__.py", 0))
    docs = root.add(Directory("docs"))
    docs.add(File("index.md", 800))
    root.add(File("README.md", 500))
    return root

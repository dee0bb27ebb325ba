"""Tell failures that a code change can fix from failures of the environment.

A patch cannot install a package, start a server, create a file outside the
repository or grant a permission, so healing those only produces "fixes" that
hide the real problem. Before a group is healed it is classified:

- ``environment``: a module that is not part of the repository cannot be
  imported (or lacks a name: a version mismatch), a fixture does not exist,
  a file outside the repository is missing, the network is unreachable
  (connection refused, DNS), or a permission is denied;
- ``code``: everything else. (``flaky`` is decided by rerunning, in heal.py.)

Each environment verdict carries a one-line hint for the user (``pip install X?``).
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from pytest_selfheal.records import Failure

_NO_MODULE = re.compile(r"No module named '([\w.]+)'")
_CANNOT_IMPORT = re.compile(r"cannot import name '(\w+)' from '([\w.]+)'")
_NO_FIXTURE = re.compile(r"fixture '([\w-]+)' not found")
_NO_FILE = re.compile(r"No such file or directory: '([^']+)'")
_NETWORK_TYPES = {
    "ConnectionRefusedError", "ConnectionResetError", "ConnectionAbortedError",
    "gaierror", "socket.gaierror", "NewConnectionError", "MaxRetryError",
    "requests.exceptions.ConnectionError", "httpx.ConnectError", "ConnectError",
    "urllib.error.URLError", "URLError",
}
_NETWORK_TEXT = re.compile(
    r"Connection refused|Name or service not known|Temporary failure in name resolution|"
    r"nodename nor servname|getaddrinfo failed|Network is unreachable|No route to host|"
    r"Failed to establish a new connection|Could not resolve host", re.I)
_IO_TYPE = re.compile(r"Connect|Socket|URL|HTTP|Network|OSError|Timeout|Transport|Request")
# pip distribution names that differ from the module a project imports
_PIP_NAMES = {
    "yaml": "pyyaml", "cv2": "opencv-python", "PIL": "pillow", "sklearn": "scikit-learn",
    "bs4": "beautifulsoup4", "dateutil": "python-dateutil", "dotenv": "python-dotenv",
    "jwt": "pyjwt", "git": "GitPython", "magic": "python-magic", "serial": "pyserial",
    "Crypto": "pycryptodome", "OpenSSL": "pyopenssl", "attr": "attrs",
}


@dataclass(frozen=True)
class Verdict:
    kind: str  # "environment" or "code"
    reason: str = ""
    hint: str = ""


CODE = Verdict("code")


def classify_failure(failure: Failure, root: Path, project_modules: Iterable[str]) -> Verdict:
    """Classify one failure; ``root`` is the repository, project_modules its import names."""
    modules = set(project_modules)
    text = f"{failure.message}\n{failure.longrepr}"
    exc = failure.exc_type.rsplit(".", 1)[-1] if failure.exc_type else ""
    if exc in ("ModuleNotFoundError", "ImportError") or "No module named" in failure.message \
            or (failure.when == "collect" and "No module named" in text):
        missing = _NO_MODULE.search(text)
        if missing:
            top = missing.group(1).split(".")[0]
            misspelled = difflib.get_close_matches(top, sorted(modules), n=1, cutoff=0.75)
            if top not in modules and not _in_repo(root, top) and not misspelled:
                return Verdict("environment", f"module {missing.group(1)!r} is not installed",
                               f"pip install {_PIP_NAMES.get(top, top)}?")
            return CODE
        name = _CANNOT_IMPORT.search(text)
        if name:
            top = name.group(2).split(".")[0]
            if top not in modules and not _in_repo(root, top):
                return Verdict("environment",
                               f"the installed {name.group(2)} has no {name.group(1)!r}",
                               f"pip install --upgrade {_PIP_NAMES.get(top, top)}? "
                               "(a version the project expects)")
        return CODE
    fixture = _NO_FIXTURE.search(text)
    if fixture and failure.when in ("setup", "collect", "call"):
        return Verdict("environment", f"fixture {fixture.group(1)!r} does not exist",
                       "install the plugin that provides it, or define it in a conftest.py")
    if exc == "FileNotFoundError" or (exc == "OSError" and _NO_FILE.search(text)):
        found = _NO_FILE.search(text)
        if found and os.path.isabs(found.group(1)) and not _inside(root, found.group(1)):
            return Verdict("environment", f"{found.group(1)} does not exist on this machine",
                           "create it, or point the test at a file in the repository")
        return CODE
    if exc in _NETWORK_TYPES or failure.exc_type in _NETWORK_TYPES or (
            _NETWORK_TEXT.search(failure.message) and _IO_TYPE.search(exc or "OSError")):
        return Verdict("environment", "the network or a service is unreachable",
                       "start the service the tests need, or check the network")
    if exc == "PermissionError":
        return Verdict("environment", "permission denied",
                       "run the tests as a user that may access the file or resource")
    return CODE


def classify_group(failures: list[Failure], root: Path,
                   project_modules: Iterable[str]) -> Verdict:
    """``environment`` only when every member is; the first member's reason and hint."""
    modules = list(project_modules)
    verdicts = [classify_failure(f, root, modules) for f in failures]
    if verdicts and all(v.kind == "environment" for v in verdicts):
        return verdicts[0]
    return CODE


def _in_repo(root: Path, top: str) -> bool:
    return any((base / top).is_dir() or (base / f"{top}.py").is_file()
               for base in (root, root / "src"))


def _inside(root: Path, path: str) -> bool:
    real_root = os.path.realpath(root)
    real = os.path.realpath(path)
    return real == real_root or real.startswith(real_root + os.sep)

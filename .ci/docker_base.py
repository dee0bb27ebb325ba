"""Write a root filesystem tarball for a local base image: this host's Python and git.

No registry is reachable in CI, so the Dockerfile check cannot start ``FROM
python:3.11-slim``. This builds the stand-in: ``docker import`` of a tarball
holding a shell and a few tools, git (its builtins linked to the binary, its
templates), this host's Python at its own prefix (the standard library without
tests, plus pip, setuptools, wheel and the installed requirement closure of
``pytest-selfheal[action]`` except litellm, which only the LLM engine imports)
and every shared library they load. ``/usr/local/bin/python`` points at it, as
in the official images. Usage::

    python .ci/docker_base.py OUT.tar   # prints a content digest to tag the image by
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement

TOOLS = ["sh", "bash", "env", "cat", "ls", "mkdir", "rm", "cp", "mv", "ln", "sed", "grep", "head",
         "tail", "id", "true", "false", "sleep", "uname", "dirname", "basename", "readlink",
         "chmod", "tr", "cut", "wc", "touch", "find", "sort", "tee", "date"]
ROOTS = ["pytest-selfheal", "PyGithub", "pip", "setuptools", "wheel", "packaging"]
SKIP_DISTS = {"litellm"}
DEPS_ONLY = {"pytest-selfheal"}  # the Dockerfile installs it from source
STDLIB_SKIP = {"test", "idlelib", "tkinter", "turtledemo", "site-packages", "__pycache__"}
EXTRA_LIBS = ["libgcc_s.so.1", "libstdc++.so.6", "libz.so.1"]
LIB_DIRS = ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/lib", "/usr/lib"]


def _key(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def closure() -> list[metadata.Distribution]:
    """Installed distributions needed by ROOTS (extras: action), minus SKIP_DISTS."""
    seen: dict[str, metadata.Distribution] = {}
    todo: list[tuple[str, str]] = [(r, "action") for r in ROOTS]
    while todo:
        name, extra = todo.pop()
        if _key(name) in seen or _key(name) in SKIP_DISTS:
            continue
        try:
            dist = metadata.distribution(name)
        except metadata.PackageNotFoundError:
            continue
        seen[_key(name)] = dist
        for text in dist.requires or []:
            req = Requirement(text)
            if req.marker is None or req.marker.evaluate({"extra": extra}):
                todo.append((req.name, ""))
    return list(seen.values())


def python_files() -> dict[str, str]:
    """Image path -> host path for the interpreter, its stdlib and the closure."""
    files: dict[str, str] = {}
    exe = os.path.realpath(sys.executable)
    files[exe] = exe
    libdir = sysconfig.get_config_var("LIBDIR") or ""
    for lib in Path(libdir).glob("libpython3*.so*"):
        files[str(lib)] = str(lib)
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for path in stdlib.rglob("*"):
        rel = path.relative_to(stdlib).parts
        if path.is_file() and not (rel[0] in STDLIB_SKIP or rel[0].startswith("config-")):
            files[str(path)] = str(path)
    for dist in closure():
        if _key(dist.metadata["Name"]) in DEPS_ONLY:
            continue
        for f in dist.files or []:
            path = Path(str(dist.locate_file(f))).resolve()
            if path.is_file() and "__pycache__" not in path.parts:
                files[str(path)] = str(path)
    return files


def git_entries() -> tuple[dict[str, str], dict[str, str]]:
    """(files, symlinks) for git: the binary, its small helpers, its templates."""
    git = shutil.which("git")
    if git is None:
        raise SystemExit("docker_base: git is not installed on this host")
    git = os.path.realpath(git)
    files, links = {"/usr/bin/git": git}, {}
    exec_path = Path(subprocess.run([git, "--exec-path"], capture_output=True, text=True,
                                    check=True).stdout.strip())
    for path in exec_path.iterdir():
        if path.is_file() and os.path.samefile(path, git):
            links[str(path)] = "/usr/bin/git"
        elif path.is_file() and path.stat().st_size < 300_000 and "http" not in path.name:
            files[str(path)] = str(path)
    for base in ("/usr/share/git-core/templates",):
        for path in Path(base).rglob("*"):
            if path.is_file():
                files[str(path)] = str(path)
    return files, links


def shared_libs(binaries: list[str]) -> set[str]:
    libs: set[str] = set()
    for i in range(0, len(binaries), 200):
        out = subprocess.run(["ldd", *binaries[i:i + 200]], capture_output=True,
                             text=True).stdout
        for line in out.splitlines():
            parts = line.split()
            path = ""
            if "=>" in parts and len(parts) > parts.index("=>") + 1:
                path = parts[parts.index("=>") + 1]
            elif parts and parts[0].startswith("/"):
                path = parts[0]
            if path.startswith("/") and os.path.exists(path):
                libs.add(path)
    return libs


def build(out: Path) -> str:
    files = python_files()
    gfiles, links = git_entries()
    files.update(gfiles)
    for tool in TOOLS:
        found = shutil.which(tool, path="/usr/bin:/bin")
        if found:
            files["/bin/" + tool] = found
            files["/usr/bin/" + tool] = found
    elf = [src for src in set(files.values())
           if src.endswith(".so") or ".so." in src or os.access(src, os.X_OK)]
    for lib in shared_libs(sorted(elf)):
        files.setdefault(lib, lib)
    for name in EXTRA_LIBS:
        for d in LIB_DIRS:
            if os.path.exists(os.path.join(d, name)):
                files.setdefault(os.path.join(d, name), os.path.join(d, name))
                break
    exe = os.path.realpath(sys.executable)
    links.update({"/usr/local/bin/python": exe, "/usr/local/bin/python3": exe})
    digest = hashlib.sha256()
    with tarfile.open(out, "w") as tar:
        for d, mode in [("tmp", 0o1777), ("etc", 0o755), ("proc", 0o755), ("dev", 0o755),
                        ("sys", 0o755), ("root", 0o755), ("work", 0o777)]:
            info = tarfile.TarInfo(d)
            info.type, info.mode = tarfile.DIRTYPE, mode
            tar.addfile(info)
        etc = {"etc/passwd": "root:x:0:0:root:/root:/bin/sh\n",
               "etc/group": "root:x:0:\n"}
        for name, text in etc.items():
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
        for dest, src in sorted(files.items()):
            tar.add(os.path.realpath(src), arcname=dest.lstrip("/"), recursive=False)
            st = os.stat(src)
            digest.update(f"{dest}\0{st.st_size}\0{int(st.st_mtime)}\n".encode())
        for dest, target in sorted(links.items()):
            info = tarfile.TarInfo(dest.lstrip("/"))
            info.type, info.linkname = tarfile.SYMTYPE, target
            tar.addfile(info)
            digest.update(f"{dest}->{target}\n".encode())
    return digest.hexdigest()[:12]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python .ci/docker_base.py OUT.tar")
    print(build(Path(sys.argv[1])))

"""Build (once, cached by tag) a tiny local Docker image for the Docker sandbox tests.

No registry is reachable, so the image is ``docker import``-ed from a tarball
made of this host's files: ``/bin/sh``, a few coreutils and the shared libraries
they, the host Python and its C extension modules need. It holds no Python of
its own, so DockerSandbox runs the host interpreter in it from the mounted
``sys.prefix`` (its "host" mode). A few MB; built in about a second.
"""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
import sysconfig
import tarfile
from pathlib import Path
from typing import Any

TAG = "selfheal-test:latest"
TOOLS = ["sh", "sleep", "cat", "true", "env", "ls", "id"]
# libraries manylinux wheels expect from the system
EXTRA_LIBS = ["libstdc++.so.6", "libgcc_s.so.1", "libz.so.1", "librt.so.1", "libpthread.so.0",
              "libdl.so.2", "libutil.so.1", "libm.so.6", "libcrypt.so.1"]
LIB_DIRS = ["/lib/x86_64-linux-gnu", "/usr/lib/x86_64-linux-gnu", "/lib64", "/lib", "/usr/lib"]


def ensure_image(client: Any, tag: str = TAG) -> str:
    """Return ``tag``, importing the image first unless the engine already has it."""
    import docker.errors

    try:
        client.images.get(tag)
        return tag
    except docker.errors.ImageNotFound:
        pass
    repo, _, version = tag.partition(":")
    client.api.import_image_from_data(rootfs_tar(), repository=repo, tag=version or "latest")
    client.images.get(tag)
    return tag


def rootfs_tar() -> bytes:
    """A gzip-free tarball of the minimal root filesystem."""
    files: dict[str, str] = {}  # path in the image -> host file
    binaries = []
    for tool in TOOLS:
        found = shutil.which(tool, path="/usr/bin:/bin")
        if found is None:
            raise RuntimeError(f"{tool} not found on the host")
        binaries.append(found)
        for where in ("/bin/", "/usr/bin/"):
            files[where + tool] = found
    dynload = Path(sysconfig.get_paths()["platstdlib"]) / "lib-dynload"
    binaries += [os.path.realpath(sys.executable), *map(str, dynload.glob("*.so"))]
    for lib in _shared_libs(binaries):
        files[lib] = lib
    for name in EXTRA_LIBS:
        for d in LIB_DIRS:
            if os.path.exists(os.path.join(d, name)):
                files[os.path.join(d, name)] = os.path.join(d, name)
                break
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w") as tar:
        for d, mode in [("tmp", 0o1777), ("etc", 0o755), ("proc", 0o755), ("dev", 0o755),
                        ("sys", 0o755), ("root", 0o700)]:
            info = tarfile.TarInfo(d)
            info.type, info.mode = tarfile.DIRTYPE, mode
            tar.addfile(info)
        uid, gid = os.getuid(), os.getgid()
        passwd = f"root:x:0:0:root:/root:/bin/sh\nuser:x:{uid}:{gid}:user:/tmp:/bin/sh\n"
        group = f"root:x:0:\nuser:x:{gid}:\n"
        for name, text in [("etc/passwd", passwd), ("etc/group", group)]:
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
        for dest, src in sorted(files.items()):
            tar.add(os.path.realpath(src), arcname=dest.lstrip("/"), recursive=False)
    return buf.getvalue()


def _shared_libs(binaries: list[str]) -> set[str]:
    """Every library path ``ldd`` names for the binaries (outside sys.prefix)."""
    out = subprocess.run(["ldd", *binaries], capture_output=True, text=True).stdout
    prefixes = {os.path.realpath(p) for p in (sys.prefix, sys.base_prefix)}
    libs: set[str] = set()
    for line in out.splitlines():
        parts = line.split()
        path = ""
        if "=>" in parts and len(parts) > parts.index("=>") + 1:
            path = parts[parts.index("=>") + 1]
        elif parts and parts[0].startswith("/"):
            path = parts[0]  # the loader itself
        if path.startswith("/") and os.path.exists(path):
            if not any(os.path.realpath(path).startswith(p + os.sep) for p in prefixes):
                libs.add(path)
    return libs


if __name__ == "__main__":
    import docker

    print(ensure_image(docker.from_env()))

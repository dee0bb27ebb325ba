"""Make the sandbox the settings name (local, bwrap or docker), importing only that one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytest_selfheal.options import Settings
    from pytest_selfheal.sandbox.base import Sandbox


def make_sandbox(settings: Settings, progress: Callable[[str], None] | None = None) -> Sandbox:
    if settings.sandbox == "local":
        from pytest_selfheal.sandbox.local import LocalSandbox

        return LocalSandbox()
    if settings.sandbox == "bwrap":
        from pytest_selfheal.sandbox.bwrap import BwrapSandbox

        return BwrapSandbox()
    from pytest_selfheal.sandbox.docker import DEFAULT_IMAGE, DockerSandbox

    if not settings.docker_image and progress is not None:
        progress(f"selfheal: docker sandbox: no --selfheal-docker-image, using {DEFAULT_IMAGE}")
    return DockerSandbox(image=settings.docker_image)

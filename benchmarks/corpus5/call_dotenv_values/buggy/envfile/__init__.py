"""envfile: .env files for twelve-factor apps."""

from .expand import expand
from .loader import dotenv_values, load_dotenv
from .parser import Binding, EnvSyntaxError, parse_lines

__all__ = ["Binding", "EnvSyntaxError", "dotenv_values", "expand", "load_dotenv", "parse_lines"]

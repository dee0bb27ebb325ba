"""toklex: tokenize small expression languages."""

from .lexer import LexError, Lexer, tokenize
from .stream import ParseError, TokenStream
from .tokens import KEYWORDS, Token, TokenType

__all__ = ["KEYWORDS", "LexError", "Lexer", "ParseError", "Token", "TokenStream", "TokenType", "tokenize"]

"""How code is indexed so that a search finds the implementation (issue 22).

Three levers, each a setting (`CodeOptions`, from RAG_CODE_*), so that an evaluation can compare
with and without:
- `syntax_chunks`: code cut at its declarations by its syntax tree (`syntax.py`, `chunks.py`), each
  chunk named by its symbol path; off, or for a language without a grammar, the generic cut;
- `identifier_words`: the keyword side of a code chunk holds, beside the code, its identifiers
  split into words and the words of its path and symbol (`identifiers.py`), and queries are split
  the same way;
- `embed_header`: the dense side embeds a code chunk behind a short header (path and symbol).
Prose (chat, decisions, documentation) goes through none of this.
"""

from __future__ import annotations

from dataclasses import dataclass

from rag_context.core.chunking import PROFILES, Chunker, _merge, _Spans
from rag_context.core.code.chunks import CodeSpan, code_spans
from rag_context.core.code.identifiers import keyword_text, split_query
from rag_context.core.code.roles import ROLES, infer_role
from rag_context.core.code.syntax import ParsedFile, declarations, grammar_for, module_path, parse

__all__ = [
    "ROLES", "SIGNATURE", "CodeOptions", "CodeSpan", "ParsedFile", "embedding_text", "infer_role", "keyword_text", "parse", "split_code",
    "split_query",
]

CODE = "code"
MAX_HEADER_CHARS = 300  # a header is short: a long path or symbol is cut, not the chunk's room


@dataclass(frozen=True, slots=True)
class CodeOptions:
    syntax_chunks: bool = True
    identifier_words: bool = True
    embed_header: bool = True
    declaration_weight: int = 0  # the declaration lines' and doc comments' words added this many times more (identifiers.py)
    # The symbol table (core/code/graph, issue 31): definitions and references stored with the document.
    symbols: bool = True

    @classmethod
    def off(cls) -> "CodeOptions":
        """Code indexed as before issue 22: the generic cut, plain keywords, the chunk alone embedded."""
        return cls(False, False, False, 0, False)


def header(source: str, symbol: str | None) -> str:
    """What goes in front of a code chunk's text for the embedder: its path and its symbol."""
    line = f"{source} {symbol}" if symbol else source
    return line[:MAX_HEADER_CHARS] + "\n"


def embedding_text(text: str, content_type: str, source: str, symbol: str | None, options: CodeOptions) -> str:
    """The text the embedder sees for a chunk: a code chunk behind its header (with `embed_header`)."""
    if content_type != CODE or not options.embed_header:
        return text
    return header(source, symbol) + text


def split_code(chunker: Chunker, text: str, source: str, options: CodeOptions, parsed: ParsedFile | None = None) -> list[CodeSpan]:
    """The chunks of a code file, each a span of `text` with its symbol, within the embedder's window
    with the header's tokens kept free for it. `parsed`: its syntax tree, when parsed already."""
    if not text.strip():
        return []
    found = declarations(text, source, parsed) if options.syntax_chunks else None
    reserve = 0
    if options.embed_header:
        symbols = [".".join(symbol) for symbol in _symbols(found or [])]
        longest = max(symbols, key=len, default=None)
        reserve = chunker.count(header(source, longest))
    budget, overlap = chunker.budget(CODE, reserve)
    spans = _Spans(text, chunker.token_offsets)
    if not found:  # no grammar for the language, or nothing declared: the generic boundaries
        pieces = spans.split_to_fit(0, len(text), PROFILES[CODE].separators, budget)
        return [CodeSpan(a, b, None, None) for start, end in _merge(spans, pieces, budget, overlap) for a, b in spans.fitted(start, end, budget)]
    file_symbol = module_path(source) if grammar_for(source) is not None and source.endswith((".py", ".pyi")) else ()
    cut = code_spans(spans, found, file_symbol, "module" if file_symbol else None, budget, overlap)
    return mark_contracts(cut, found)


SIGNATURE = "signature"  # the kind of a chunk that only declares: interface members, methods without bodies
_BODIED_KINDS = frozenset({"method", "function"})
_CONTRACT_CONTAINERS = frozenset({"interface", "trait"})


def mark_contracts(cut: list[CodeSpan], found: list) -> list[CodeSpan]:
    """`cut` with the kind of each chunk whose declarations (every one that starts in it, its
    leading comments included) all only declare (an interface and its members, methods and
    functions without a body that no overload of the file gives one) set to SIGNATURE: how a thing
    is done is elsewhere. A chunk named by an interface that also holds the start of a class (an
    empty marker interface packed with the class's doc comment) is not one."""
    declared: list[tuple[int, int, bool, tuple[str, ...] | None]] = []  # (start, end, only declares, a bodiless callable's symbol)
    with_body: set[tuple[str, ...]] = set()
    stack = [(declaration, False) for declaration in found]
    while stack:
        declaration, in_contract = stack.pop()
        contract = in_contract or declaration.kind in _CONTRACT_CONTAINERS
        bodiless = None
        if declaration.kind in _BODIED_KINDS:
            if declaration.statements:
                with_body.add(declaration.symbol)
            else:
                bodiless = declaration.symbol
        declared.append((declaration.start, declaration.end, contract, bodiless))
        stack.extend((member, contract) for member in declaration.members)
    only_declares = [
        (start, end, contract or (bodiless is not None and bodiless not in with_body)) for start, end, contract, bodiless in declared
    ]
    out = []
    for span in cut:
        starting = [flag for start, _, flag in only_declares if span.start <= start < span.end]
        if starting and all(starting):
            span = CodeSpan(span.start, span.end, span.symbol, SIGNATURE)
        out.append(span)
    return out


def _symbols(found: list) -> list[tuple[str, ...]]:
    out = []
    stack = list(found)
    while stack:
        declaration = stack.pop()
        out.append(declaration.symbol)
        stack.extend(declaration.members)
    return out

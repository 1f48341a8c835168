"""Code as a graph (issue 31): the symbol table of each code file, and what is asked of it.

- `model`: definitions, references and the tables stored with each document;
- `extract`: a file's table, read from the syntax tree the chunker parsed (per language: `languages`);
- `resolve`: a reference's definition, found by scope as a compiler looks (the same file and class,
  the file's imports, its namespace, then the name anywhere), with how it was found;
- `rank`: the repository map, symbols ranked by PageRank over the definition/reference graph.

Pure: no I/O. core/symbols.py asks the store and puts these together for the tools.
"""

from collections.abc import Sequence

import structlog

from rag_context.core.code.graph.extract import extract_symbols
from rag_context.core.code.syntax import ParsedFile, parse
from rag_context.core.code.graph.model import (
    EMPTY,
    EXTRACTOR_VERSION,
    Definition,
    DefinitionQuery,
    Reference,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
    SymbolTable,
)

__all__ = [
    "EMPTY",
    "EXTRACTOR_VERSION",
    "Definition",
    "DefinitionQuery",
    "Reference",
    "ReferenceQuery",
    "StoredDefinition",
    "StoredReference",
    "SymbolTable",
    "extract_symbols",
    "symbol_table",
    "symbols_of_file",
]

log = structlog.get_logger(__name__)


def symbol_table(parsed: ParsedFile | None, source: str, chunk_lines: Sequence[tuple[int, int]] = (), line_offset: int = 0) -> SymbolTable:
    """A code file's table; an empty one (language '') for a file no grammar reads, or one the
    extractor fails on: that is logged, and the file is indexed all the same (its chunks do not
    depend on it). An empty table is not extracted again until the extractor's version changes."""
    if parsed is None:
        return EMPTY
    try:
        return extract_symbols(parsed, source, chunk_lines, line_offset)
    except Exception:  # noqa: BLE001 - a bug here must not cost the document its indexing
        log.exception("symbols.extraction_failed", source=source)
        return EMPTY


def symbols_of_file(content: str, source: str, chunk_lines: Sequence[tuple[int, int]] = (), line_offset: int = 0) -> SymbolTable:
    """A code file's table from its text (a stored document's: the backfill, a move)."""
    return symbol_table(parse(content, source), source, chunk_lines, line_offset)

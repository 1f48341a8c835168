"""What older releases did not store, written from what they did: the line numbers of chunks stored
before chunks had them (into the store and the vector payloads: no embedding, only the document's
content and its chunks' texts, `locate_spans`), and the symbol table of code documents stored before
it was kept (`backfill_symbols`: from the stored content, a parse per file).

Runs in the background at every start while the store has such chunks (a cheap indexed query when
it has none), and as `rag-context backfill`. A batch's points get their lines first, the store's
rows last, under the documents' locks: the store's NULL is what marks a chunk still to do, so a
run that is killed does the rest next time, and a document indexed again meanwhile (its new chunks
have their lines) is left alone (the store only fills lines that are still NULL).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass

import structlog

from rag_context.core.chunking import LineNumbers, locate_spans
from rag_context.core.indexing import stored_document_symbols
from rag_context.core.models import StoredDocument
from rag_context.core.ports import ContextStore, VectorIndex

log = structlog.get_logger(__name__)

BATCH_DOCUMENTS = 200

# (vector id, line start, line end)
LineRow = tuple[str, int, int]
Hold = Callable[[Iterable[str]], AbstractAsyncContextManager[None]]


@dataclass(frozen=True, slots=True)
class BackfillReport:
    documents: int = 0
    chunks: int = 0
    unlocated: int = 0  # chunks whose text is not in the content: given the whole document's lines

    def as_dict(self) -> dict[str, int]:
        return {"documents": self.documents, "chunks": self.chunks, "unlocated": self.unlocated}


def line_rows(document: StoredDocument) -> tuple[list[LineRow], int]:
    """The lines of the document's chunks that lack them, and how many could not be located."""
    lines = LineNumbers(document.content)
    offset = document.metadata.line_offset or 0
    whole = lines.span(0, len(document.content), offset)
    rows: list[LineRow] = []
    unlocated = 0
    spans = locate_spans(document.content, [chunk.text for chunk in document.chunks])
    for chunk, span in zip(document.chunks, spans, strict=True):
        if chunk.line_start is not None and chunk.line_end is not None:
            continue
        if span is None:
            unlocated += 1
            start, end = whole
        else:
            start, end = lines.span(span[0], span[1], offset)
        rows.append((chunk.vector_id, start, end))
    return rows, unlocated


async def backfill_lines(
    store: ContextStore, vectors: VectorIndex, hold: Hold | None = None, batch: int = BATCH_DOCUMENTS
) -> BackfillReport:
    """Give every chunk without lines its lines, in the store and in the vector payloads. Raises
    DependencyError when either fails: what was written stays written, the rest waits for next time."""
    documents = chunks = unlocated = 0
    seen: set[str] = set()
    while page := await store.documents_without_lines(batch):
        fresh = [document for document in page if document.document_id not in seen]
        if not fresh:  # the store keeps answering the same ones: nothing more can be done now
            break
        seen.update(document.document_id for document in fresh)
        guard = hold([document.document_id for document in fresh]) if hold is not None else contextlib.nullcontext()
        async with guard:
            rows: list[LineRow] = []
            for document in fresh:
                document_rows, missed = line_rows(document)
                rows += document_rows
                unlocated += missed
            await _write(store, vectors, rows)
        documents += len(fresh)
        chunks += len(rows)
    report = BackfillReport(documents, chunks, unlocated)
    if documents:
        log.info("backfill.lines_written", **report.as_dict())
    return report


async def _write(store: ContextStore, vectors: VectorIndex, rows: Sequence[LineRow]) -> None:
    if not rows:
        return
    await vectors.set_chunk_lines(rows)
    await vectors.sync()
    await store.set_chunk_lines(rows)


@dataclass(frozen=True, slots=True)
class SymbolBackfill:
    documents: int = 0  # code documents given their symbol table
    definitions: int = 0
    references: int = 0

    def as_dict(self) -> dict[str, int]:
        return {"documents": self.documents, "definitions": self.definitions, "references": self.references}


async def backfill_symbols(store: ContextStore, hold: Hold | None = None, batch: int = BATCH_DOCUMENTS) -> SymbolBackfill:
    """Give every stored code document without a symbol table of the current extractor's version
    (stored by an older release, or before the extractor changed) its table, from its stored
    content: no embedding, a parse per file. Each table is written only if its document is still
    the version it was read from (one indexed meanwhile has its own). Raises DependencyError when
    the store fails: what was written stays written, the rest waits for next time."""
    documents = definitions = references = 0
    seen: set[str] = set()
    while page := await store.documents_without_symbols(batch):
        fresh = [document for document in page if document.document_id not in seen]
        if not fresh:  # the store keeps answering the same ones (changed meanwhile): next time
            break
        seen.update(document.document_id for document in fresh)
        tables = await asyncio.to_thread(lambda: [stored_document_symbols(document) for document in fresh])
        guard = hold([document.document_id for document in fresh]) if hold is not None else contextlib.nullcontext()
        async with guard:
            await store.save_symbols([(d.document_id, d.fingerprint, table) for d, table in zip(fresh, tables, strict=True)])
        documents += len(fresh)
        definitions += sum(len(table.definitions) for table in tables)
        references += sum(len(table.references) for table in tables)
    report = SymbolBackfill(documents, definitions, references)
    if documents:
        log.info("backfill.symbols_written", **report.as_dict())
    return report

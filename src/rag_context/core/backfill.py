"""The line numbers of chunks stored before chunks had them, written into the store and the vector
payloads: no embedding, only the document's content and its chunks' texts (`locate_spans`).

Runs in the background at every start while the store has such chunks (a cheap indexed query when
it has none), and as `rag-context backfill`. A batch's points get their lines first, the store's
rows last, under the documents' locks: the store's NULL is what marks a chunk still to do, so a
run that is killed does the rest next time, and a document indexed again meanwhile (its new chunks
have their lines) is left alone (the store only fills lines that are still NULL).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass

import structlog

from rag_context.core.chunking import LineNumbers, locate_spans
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

"""Builders of the domain values the backend tests feed to the adapters.

Imported by the test modules of this folder (pytest puts the folder on sys.path)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Sequence
from datetime import datetime
from pathlib import Path

from qdrant_client import models

from rag_context.backends.vectors.qdrant_server import QdrantServerIndex
from rag_context.core.models import (
    Chunk,
    DocumentMetadata,
    DocumentStatus,
    StoredDocument,
    document_id_for,
    utc_now,
    vector_id_for,
)

REPO_ROOT = Path(__file__).resolve().parents[2]


def make_chunks(
    session_id: str,
    source: str,
    texts: Sequence[str],
    *,
    content_type: str = "chat",
    metadata: DocumentMetadata | None = None,
    indexed_at: datetime | None = None,
) -> list[Chunk]:
    document_id = document_id_for(session_id, source)
    moment = indexed_at or utc_now()
    return [
        Chunk(
            vector_id=vector_id_for(document_id, index),
            document_id=document_id,
            chunk_index=index,
            text=text,
            session_id=session_id,
            source=source,
            content_type=content_type,
            metadata=metadata or DocumentMetadata(),
            indexed_at=moment,
        )
        for index, text in enumerate(texts)
    ]


def make_document(
    session_id: str,
    source: str,
    texts: Sequence[str],
    *,
    content_type: str = "chat",
    metadata: DocumentMetadata | None = None,
    status: DocumentStatus = DocumentStatus.INDEXED,
    fingerprint: str = "fp-1",
    indexed_at: datetime | None = None,
    chunk_order: Sequence[int] | None = None,
) -> StoredDocument:
    moment = indexed_at or utc_now()
    meta = metadata or DocumentMetadata()
    chunks = make_chunks(session_id, source, texts, content_type=content_type, metadata=meta, indexed_at=moment)
    chunks = [dataclasses.replace(chunk, fingerprint=fingerprint) for chunk in chunks]  # as a store gives them back
    if chunk_order is not None:
        chunks = [chunks[i] for i in chunk_order]
    return StoredDocument(
        document_id=document_id_for(session_id, source),
        session_id=session_id,
        source=source,
        content_type=content_type,
        content="\n\n".join(texts),
        metadata=meta,
        fingerprint=fingerprint,
        status=status,
        indexed_at=moment,
        chunks=tuple(chunks),
    )


def run_python(code: str, timeout: float = 60.0) -> subprocess.CompletedProcess[str]:
    """Run `code` in a fresh interpreter of this venv, from the repository root."""
    env = dict(os.environ)
    env.setdefault("HF_HUB_OFFLINE", "1")
    return subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


class LocalModeIndex(QdrantServerIndex):
    """The Qdrant server's adapter on qdrant-client's local mode (`AsyncQdrantClient(location=":memory:")`),
    with the only text index local mode can score: default word tokens, lower-cased, BM25."""

    TEXT_INDEX = models.TextIndexParams(
        type=models.TextIndexType.TEXT,
        tokenizer=models.TokenizerType.WORD,
        lowercase=True,
        scoring=models.TextScoringParams(type=models.TextScoringType.BM25),
    )

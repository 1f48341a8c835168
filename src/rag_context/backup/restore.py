"""Restore an archive.

The embedded default (SQLite and Qdrant Edge) into a new data directory: nothing is written where
the data directory will be until the whole archive has been read back against its manifest's
checksums, its model checked against the configuration, and its parts laid out as a data directory
beside it; then that directory takes its name in one rename. A damaged or truncated archive, or a
model mismatch, leaves nothing behind.

Production (MongoDB and a Qdrant server) into the configured servers, which must be empty: the
archive is checked whole (and the model) in a temporary folder first, then the MongoDB dump is
inserted and the collection snapshot uploaded.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import Any

from rag_context.backends.generations import GenerationState, Generations, edge_dir
from rag_context.backends.stores.sqlite import STORE_FILE
from rag_context.backup.archive import ArchiveError, extract_archive, read_archive
from rag_context.backup.snapshot import STORE_PART, VECTORS_PART
from rag_context.config import Settings


class ModelMismatch(ArchiveError):
    """The archive's vectors were made by another model than the configured one."""


def check_model(manifest: dict[str, Any], settings: Settings, dimension: int | None) -> None:
    model, archived_dimension = manifest.get("model"), manifest.get("dimension")
    configured = settings.embedder_model_name
    if model != configured or (dimension is not None and archived_dimension != dimension):
        raise ModelMismatch(
            f"the archive's vectors were made by {model} ({archived_dimension} dimensions); this configuration embeds "
            f"with {configured}{f' ({dimension} dimensions)' if dimension is not None else ''}. Configure the archive's "
            f"model to restore it, or restore with --allow-model-mismatch and then run `rag-context reembed`."
        )


def lay_out_data_dir(extracted: Path, manifest: dict[str, Any], settings: Settings) -> None:
    """Turn the archive's parts (extracted under `extracted`) into a data directory in place."""
    store, vectors = manifest.get("store", {}), manifest.get("vectors", {})
    if store.get("kind") != "sqlite" or vectors.get("kind") != "qdrant-edge":
        raise ArchiveError(
            f"this archive holds a {store.get('kind')} store and {vectors.get('kind')} vectors: "
            "restore it into the servers (`rag-context restore FILE` with MONGODB_URI and QDRANT_URL set)"
        )
    (extracted / STORE_PART / STORE_FILE).rename(extracted / STORE_FILE)
    generation = int(manifest.get("generation") or 0)
    target = edge_dir(extracted / settings.vectors_dir.name, generation)
    if target != extracted / VECTORS_PART:
        (extracted / VECTORS_PART).rename(target)
    shutil.rmtree(extracted / STORE_PART)
    if generation != 0:
        Generations(extracted).write(GenerationState(active=generation, model=manifest.get("model")))


def restore_data_dir(archive: Path, settings: Settings, dimension: int | None, allow_model_mismatch: bool = False) -> dict[str, Any]:
    """Restore `archive` into `settings.rag_data_dir` (new or empty); returns the manifest."""

    def arrange(extracted: Path, manifest: dict[str, Any]) -> None:
        if not allow_model_mismatch:
            check_model(manifest, settings, dimension)
        lay_out_data_dir(extracted, manifest, settings)

    return extract_archive(archive, settings.rag_data_dir, arrange)


EMBEDDED_KINDS = {"store": "sqlite", "vectors": "qdrant-edge"}
SERVER_KINDS = {"store": "mongodb", "vectors": "qdrant-server"}
REBUILD_KIND = "rebuild"  # a sharded Qdrant cluster's backup: no vectors, every document requeued


def archive_kinds(manifest: dict[str, Any]) -> dict[str, Any]:
    return {"store": manifest.get("store", {}).get("kind"), "vectors": manifest.get("vectors", {}).get("kind")}


def configured_kinds(settings: Settings) -> dict[str, str]:
    return {
        "store": "sqlite" if settings.uses_embedded_store else "mongodb",
        "vectors": "qdrant-edge" if settings.uses_embedded_vectors else "qdrant-server",
    }


async def restore_servers(archive: Path, settings: Settings, dimension: int | None, allow_model_mismatch: bool = False) -> dict[str, Any]:
    """Restore a production archive (MongoDB dump, Qdrant collection snapshot) into the configured,
    empty, servers; returns the manifest."""
    from rag_context.backends import factory
    from rag_context.backup.snapshot import STORE_PART, VECTORS_PART

    if configured_kinds(settings) != SERVER_KINDS:
        raise ArchiveError("this archive is of MongoDB and a Qdrant server: set MONGODB_URI and QDRANT_URL to restore it")
    with tempfile.TemporaryDirectory(prefix="rag-context-restore-") as folder:
        work = Path(folder)
        manifest = read_archive(archive, extract_to=work)
        kinds = archive_kinds(manifest)
        rebuild = kinds["vectors"] == REBUILD_KIND
        if kinds["store"] != SERVER_KINDS["store"] or not (rebuild or kinds["vectors"] == SERVER_KINDS["vectors"]):
            raise ArchiveError(f"this archive holds {kinds}; the configuration is {SERVER_KINDS}")
        if not allow_model_mismatch:
            check_model(manifest, settings, dimension)
        store = await factory.open_store(settings)
        try:
            await store.restore_dump(work / STORE_PART, requeue=rebuild)  # type: ignore[attr-defined]
        finally:
            await store.close()
        vectors = await factory.open_vector_index(settings, int(manifest["dimension"]), int(manifest.get("generation") or 0))
        try:
            if not rebuild:
                await vectors.restore_snapshot(work / VECTORS_PART / manifest["vectors"]["file"])  # type: ignore[attr-defined]
        finally:
            await vectors.close()
    return manifest

"""Restore an archive into a new data directory (the embedded default: SQLite and Qdrant Edge).

Nothing is written where the data directory will be until the whole archive has been read back
against its manifest's checksums, its model checked against the configuration, and its parts laid
out as a data directory beside it; then that directory takes its name in one rename. A damaged or
truncated archive, or a model mismatch, leaves nothing behind.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from rag_context.backends.generations import GenerationState, Generations, edge_dir
from rag_context.backends.stores.sqlite import STORE_FILE
from rag_context.backup.archive import ArchiveError, extract_archive
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

"""Restore an archive.

The embedded default (SQLite and Qdrant Edge) into a new data directory: nothing is written where
the data directory will be until the whole archive has been read back against its manifest's
checksums, its model checked against the configuration, its store checked by SQLite, and its parts
laid out as a data directory beside it; then that directory takes its name in one rename. A
damaged or truncated archive, a model mismatch, or anything a backup does not write (archive.py:
the members a restore accepts are named here) leaves nothing behind.

Production (MongoDB and a Qdrant server) into the configured servers, which must be empty: the
archive is checked whole (and the model) in a temporary folder first, then the MongoDB dump is
inserted and the collection snapshot uploaded.
"""

from __future__ import annotations

import re
import sqlite3
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, Literal
from urllib.parse import quote

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rag_context.backends.generations import GenerationState, Generations, edge_dir
from rag_context.backends.removal import remove_child
from rag_context.backends.stores.sqlite import LEGACY_TRIGGERS, STORE_FILE, own_schema_objects, schema_objects
from rag_context.backends.vectors.edge.shards import SHARD_PREFIX, write_active
from rag_context.backup.archive import PLAIN_NAME, Acceptance, ArchiveError, extract_archive, read_archive, schema_error
from rag_context.backup.snapshot import STORE_PART, VECTORS_PART
from rag_context.config import Settings

# What a backup of the embedded default writes, and nothing else: the store's one file, and the
# shard's own files (its configuration and layout records, its segments and write-ahead log). Never
# the vector root's files (ACTIVE, the optimizer's record, a lock) or another shard: the restore
# writes its own ACTIVE, naming the shard it lays out.
EMBEDDED_MEMBERS = re.compile(
    rf"{STORE_PART}/{re.escape(STORE_FILE)}"
    rf"|{VECTORS_PART}/(edge_config\.json|rag_layout\.json|(segments|temp_segments|wal)(/{PLAIN_NAME})+)"
)
RESTORED_SHARD = f"{SHARD_PREFIX}1"  # the restored shard's directory, which the restore's ACTIVE names
# The tables a rag-context store has (every version): a SQLite file without them is not one.
STORE_TABLES = frozenset({"documents", "chunks"})


class ModelMismatch(ArchiveError):
    """The archive's vectors were made by another model than the configured one."""


class _Part(BaseModel):
    model_config = ConfigDict(strict=True, extra="allow")

    documents: int | None = Field(None, ge=0)
    pending: int | None = Field(None, ge=0)
    chunks: int | None = Field(None, ge=0)


class StorePart(_Part):
    kind: Literal["sqlite", "mongodb"]


class VectorsPart(BaseModel):
    model_config = ConfigDict(strict=True, extra="allow")

    kind: Literal["qdrant-edge", "qdrant-server", "rebuild"]
    points: int | None = Field(None, ge=0)
    file: Literal["collection.snapshot"] | None = None  # the Qdrant server's snapshot (qdrant_server.SNAPSHOT_FILE)


class BackupContents(BaseModel):
    """What a manifest says of the backup, beside the format's part (archive.ArchiveManifest)."""

    model_config = ConfigDict(strict=True, extra="allow")

    id: str | None = Field(None, max_length=200)
    snapshotAt: str | None = Field(None, max_length=64)  # noqa: N815 - the manifest's own name
    model: str = Field(min_length=1, max_length=500)
    dimension: int = Field(ge=1, le=65536)
    generation: int = Field(0, ge=0, le=1_000_000)
    store: StorePart
    vectors: VectorsPart


def backup_contents(manifest: dict[str, Any]) -> BackupContents:
    try:
        return BackupContents.model_validate(manifest)
    except ValidationError as error:
        raise schema_error("the archive's manifest does not describe a backup", error) from None


def check_model(manifest: dict[str, Any], settings: Settings, dimension: int | None) -> None:
    model, archived_dimension = manifest.get("model"), manifest.get("dimension")
    configured = settings.embedder_model_name
    if model != configured or (dimension is not None and archived_dimension != dimension):
        raise ModelMismatch(
            f"the archive's vectors were made by {model} ({archived_dimension} dimensions); this configuration embeds "
            f"with {configured}{f' ({dimension} dimensions)' if dimension is not None else ''}. Configure the archive's "
            f"model to restore it, or restore with --allow-model-mismatch and then run `rag-context reembed`."
        )


def embedded_acceptance(settings: Settings, dimension: int | None, allow_model_mismatch: bool) -> Acceptance:
    """An archive of the embedded default, of the configured model: its store's file and its shard's."""

    def accept(manifest: dict[str, Any]) -> Callable[[str], bool]:
        contents = backup_contents(manifest)
        if contents.store.kind != "sqlite" or contents.vectors.kind != "qdrant-edge":
            raise ArchiveError(
                f"this archive holds a {contents.store.kind} store and {contents.vectors.kind} vectors: "
                "restore it into the servers (`rag-context restore FILE` with MONGODB_URI and QDRANT_URL set)"
            )
        if not allow_model_mismatch:
            check_model(manifest, settings, dimension)
        return lambda path: EMBEDDED_MEMBERS.fullmatch(path) is not None

    return accept


def check_store(path: Path) -> None:
    """The archive's SQLite file is a whole rag-context store: SQLite's own check of its pages and
    records (`quick_check`: every page, record and constraint but the indexes' agreement with their
    tables, which `integrity_check` adds at several times the cost), the store's tables, and no
    trigger or view but those this code writes.
    Opened read-only: nothing of it runs, nothing is written."""
    try:
        connection = sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True)
        try:
            problems = [row[0] for row in connection.execute("PRAGMA quick_check(5)")]
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
            objects = schema_objects(connection)
        finally:
            connection.close()
    except sqlite3.Error as error:
        raise ArchiveError(f"the archive's store is damaged: {error}") from None
    if problems != ["ok"]:
        raise ArchiveError(f"the archive's store is damaged: {'; '.join(str(problem) for problem in problems)[:500]}")
    if missing := STORE_TABLES - tables:
        raise ArchiveError(f"the archive's store is not a rag-context store (no {', '.join(sorted(missing))} table)")
    # A trigger or view runs by itself once the store is written or read: only this code's own, as
    # this code writes them (a planted one could rewrite or remove what is indexed later).
    own = own_schema_objects()
    foreign = sorted(
        f"{kind} {name}" for (kind, name), sql in objects.items()
        if own.get((kind, name)) != sql and not (kind == "trigger" and name in LEGACY_TRIGGERS)
    )  # fmt: skip
    if foreign:
        raise ArchiveError(f"the archive's store has a {foreign[0]} that rag-context does not write{' (and more)' if len(foreign) > 1 else ''}")


def lay_out_data_dir(extracted: Path, manifest: dict[str, Any], settings: Settings) -> None:
    """Turn the archive's parts (extracted under `extracted`, accepted by `embedded_acceptance`)
    into a data directory in place: the store checked and in its place, the shard in its own
    directory under the vectors root and named by an ACTIVE of the restore's own."""
    contents = backup_contents(manifest)
    store = extracted / STORE_PART / STORE_FILE
    check_store(store)
    store.rename(extracted / STORE_FILE)
    remove_child(extracted, extracted / STORE_PART)
    shard = extracted / f".{RESTORED_SHARD}"
    try:
        (extracted / VECTORS_PART).rename(shard)  # out of the way of the vectors root, which may have its name
    except FileNotFoundError:
        raise ArchiveError("the archive holds no vector shard") from None
    root = edge_dir(extracted / settings.vectors_dir.name, contents.generation)
    root.mkdir()
    shard.rename(root / RESTORED_SHARD)
    write_active(root, root / RESTORED_SHARD)
    if contents.generation != 0:
        Generations(extracted).write(GenerationState(active=contents.generation, model=contents.model))


def restore_data_dir(archive: Path, settings: Settings, dimension: int | None, allow_model_mismatch: bool = False) -> dict[str, Any]:
    """Restore `archive` into `settings.rag_data_dir` (new or empty); returns the manifest."""
    accept = embedded_acceptance(settings, dimension, allow_model_mismatch)
    return extract_archive(archive, settings.rag_data_dir, lambda extracted, manifest: lay_out_data_dir(extracted, manifest, settings), accept)


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


def server_acceptance(settings: Settings, dimension: int | None, allow_model_mismatch: bool) -> Acceptance:
    """An archive of MongoDB and a Qdrant server, of the configured model: the collections' dumps
    and the collection's snapshot (none with `rebuild`)."""
    from rag_context.backends.stores.mongo.dump import DUMPED_COLLECTIONS

    def accept(manifest: dict[str, Any]) -> Callable[[str], bool]:
        contents = backup_contents(manifest)
        kinds = archive_kinds(manifest)
        rebuild = kinds["vectors"] == REBUILD_KIND
        if kinds["store"] != SERVER_KINDS["store"] or not (rebuild or kinds["vectors"] == SERVER_KINDS["vectors"]):
            raise ArchiveError(f"this archive holds {kinds}; the configuration is {SERVER_KINDS}")
        if not allow_model_mismatch:
            check_model(manifest, settings, dimension)
        members = {f"{STORE_PART}/{name}.bson" for name in DUMPED_COLLECTIONS}
        if not rebuild:
            if contents.vectors.file is None:
                raise ArchiveError("the archive's manifest names no collection snapshot (vectors.file)")
            members.add(f"{VECTORS_PART}/{contents.vectors.file}")
        return members.__contains__

    return accept


async def restore_servers(archive: Path, settings: Settings, dimension: int | None, allow_model_mismatch: bool = False) -> dict[str, Any]:
    """Restore a production archive (MongoDB dump, Qdrant collection snapshot) into the configured,
    empty, servers; returns the manifest."""
    from rag_context.backends import factory

    if configured_kinds(settings) != SERVER_KINDS:
        raise ArchiveError("this archive is of MongoDB and a Qdrant server: set MONGODB_URI and QDRANT_URL to restore it")
    with tempfile.TemporaryDirectory(prefix="rag-context-restore-") as folder:
        work = Path(folder)
        manifest = read_archive(archive, extract_to=work, accept=server_acceptance(settings, dimension, allow_model_mismatch))
        rebuild = archive_kinds(manifest)["vectors"] == REBUILD_KIND
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

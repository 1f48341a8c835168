"""The MongoDB part of a backup: each of the service's collections as one file of concatenated BSON
documents (`mongodump`'s format, so `bsondump` and `mongorestore` read it too), and back.

What is dumped: the documents and their chunks (C0N7EXT, C0N7EXT_chunks), their symbol tables
(C0N7EXT_definitions, C0N7EXT_references), the service's state
(content version, vector generations; not the leases, which belong to the processes of the
instance that was backed up), and the R4G_M37R1C5 metrics and error records. Pure: store.py runs
the reads and writes.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import IO, Any

import bson
from bson.codec_options import CodecOptions

from rag_context.backends.stores.mongo.records import CHUNKS, DOCUMENTS, ERRORS, METRICS
from rag_context.backends.stores.mongo.state import STATE
from rag_context.backends.stores.mongo.symbols import DEFINITIONS, REFERENCES

# The symbol table's records (issue 31) go with the documents: a restore has them without a backfill.
DUMPED_COLLECTIONS = (DOCUMENTS, CHUNKS, DEFINITIONS, REFERENCES, STATE, METRICS, ERRORS)
RESTORE_BATCH = 1000
LEASE_PREFIX = "lease:"
CODEC = CodecOptions(tz_aware=True)


def dump_file(directory: Path, collection: str) -> Path:
    return directory / f"{collection}.bson"


def is_lease(record: Mapping[str, Any]) -> bool:
    return str(record.get("_id", "")).startswith(LEASE_PREFIX)


def write_record(out: IO[bytes], record: Mapping[str, Any]) -> None:
    out.write(bson.encode(record))


def read_records(path: Path) -> Iterator[dict[str, Any]]:
    with path.open("rb") as source:
        yield from bson.decode_file_iter(source, CODEC)

"""How the shard is configured and laid out in memory: `EdgeLayout`, the layout record, and the
configuration given to the engine at every load and at creation.

Contract: every load gives the engine the same vectors (name, size, distance, checked against the
stored ones), search pool, indexing threshold and layout; the HNSW graph's parameters are given at
creation only and kept by the engine (in `CONFIG_FILE`) ever after. `LAYOUT_FILE` records the
layout the last optimization built the shard's segments with; a shard whose record differs from
the configured layout counts all its points as waiting for the optimization that converts them.

Memory: by default the dense vectors are also kept as int8 scalar quantizations (a quarter of the
float32 size), which the HNSW graph is searched with (the codes are mapped and read at load), and
the float32 originals and the payloads stay in memory-mapped files read when touched (the originals
only to rescore a prefetch's candidates, the payloads only for the hits returned): memory holds
what the searches touch, not the whole shard. Before, Edge read vectors and payloads into memory at
load: at 1,000,000 chunks 1.5 GB of vectors and 0.9 GB of payloads (docs/scale.md). The engine
builds quantizations when it optimizes a segment, so segments built before keep their layout until
then.

Where it can be cut: the layout record is written durably (old or new, whole) after the optimized
copy holds the configured layout and before it is swapped in; a crash between the two leaves a
record in a copy that is thrown away at the next start. A shard that predates the record reads as
`LEGACY_LAYOUT_NAME`, so at worst one optimization too many runs, never one too few.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from qdrant_edge import (
    Distance,
    EdgeConfig,
    EdgeOptimizersConfig,
    EdgeVectorParams,
    HnswIndexConfig,
    Memory,
    ScalarQuantizationConfig,
    ScalarType,
)

from rag_context.backends.vectors.edge.durability import write_durably

CONFIG_FILE = "edge_config.json"  # the engine's own record of the collection's configuration
LAYOUT_FILE = "rag_layout.json"  # the EdgeLayout the shard's segments were built with
# The layout of shards made before layouts were configurable: everything read into memory at load.
LEGACY_LAYOUT_NAME = {"quantization": "none", "onDisk": False}
# Threads of the engine's search pool. One: a query here is a fraction of a millisecond on a few
# segments, the binding holds the GIL for it anyway, and the engine's default (one per CPU) cost
# 1.7 ms of CPU for the 0.95 ms two-pass search against 0.68 ms of both with one thread, measured
# on Cranfield (docs/performance.md); the CPU it saves goes to the embedding model.
DEFAULT_SEARCH_THREADS = 1
# The collection's HNSW graph: set at creation, persisted by Edge in edge_config.json and kept on
# every load. full_scan_threshold (KB of vectors): a segment, or a filter's matches, below it are
# scanned, which is faster than the graph there (1 % of 100,000 chunks is ~1,500 KB).
HNSW = {"m": 16, "ef_construct": 100, "full_scan_threshold": 10000}
# Segments above this many KB of vectors get an HNSW graph when optimized (Qdrant's default:
# ~6,600 MiniLM vectors); given on every open so that it is the one in effect.
INDEXING_THRESHOLD_KB = 10000
# The int8 range covers this quantile of the vector components (Qdrant's recommended 0.99): the
# rare outliers are clipped rather than stretching the scale for all the others.
QUANTIZATION_QUANTILE = 0.99


@dataclass(frozen=True, slots=True)
class EdgeLayout:
    """How the shard holds its data in memory (RAG_EDGE_QUANTIZATION, RAG_EDGE_ON_DISK)."""

    quantization: str = "int8"  # "int8": int8 scalar quantizations in memory; "none"
    on_disk: bool = True  # float32 originals and payloads memory-mapped, read when touched

    def as_json(self) -> dict[str, Any]:
        return {"quantization": self.quantization, "onDisk": self.on_disk}

    @property
    def memory(self) -> Memory:
        return Memory.Cold if self.on_disk else Memory.Cached

    def vector_params(self, dimension: int) -> EdgeVectorParams:
        return EdgeVectorParams(size=dimension, distance=Distance.Cosine, memory=self.memory)

    def quantization_config(self) -> ScalarQuantizationConfig | None:
        if self.quantization == "none":
            return None
        # On disk, the codes are mapped and read at load (Cached), not copied into memory (Pinned:
        # the load of a 100,000-chunk shard 1.2 s instead of 0.84 s) nor left cold (0.26 s, but
        # Edge drops a cold file from the page cache when it closes it, so after every start or
        # optimization each search's graph walk read thousands of pages from disk: at 1,000,000
        # chunks 2,000-3,000 major faults and 100-155 ms a search until they were all read).
        memory = Memory.Cached if self.on_disk else Memory.Pinned
        return ScalarQuantizationConfig(type=ScalarType.Int8, quantile=QUANTIZATION_QUANTILE, memory=memory)


def read_layout(shard_dir: Path) -> dict[str, Any]:
    """The layout the shard's segments were built with (LEGACY_LAYOUT_NAME when it predates them)."""
    try:
        return dict(json.loads((shard_dir / LAYOUT_FILE).read_text()))
    except FileNotFoundError:
        return dict(LEGACY_LAYOUT_NAME)


def write_layout(shard_dir: Path, layout: EdgeLayout) -> None:
    write_durably(shard_dir, LAYOUT_FILE, json.dumps(layout.as_json()))


def stored_dimension(shard_dir: Path) -> int | None:
    """The vector size the shard at `shard_dir` was created with, or None when it has no config yet."""
    config_file = shard_dir / CONFIG_FILE
    if not config_file.exists():
        return None
    size = json.loads(config_file.read_text()).get("vectors", {}).get("", {}).get("size")
    return None if size is None else int(size)


def load_config(
    dimension: int, search_threads: int, indexing_threshold_kb: int, layout: EdgeLayout, hnsw: HnswIndexConfig | None = None
) -> EdgeConfig:
    """The configuration given to every load: the vectors (checked against the stored ones) and
    their memory, the search pool, the optimizers' indexing threshold and the layout; every
    parameter left unset keeps the shard's own (the HNSW graph's among them: `hnsw` is given at
    creation only). The engine stores it at once; segments built before keep their layout until
    optimized. Unset, a quantization stays as it was: one switched off applies to new shards only
    (Edge has no "none" to give)."""
    return EdgeConfig(
        vectors=layout.vector_params(dimension),
        hnsw_config=hnsw,
        payload_memory=layout.memory,
        quantization_config=layout.quantization_config(),
        max_search_threads=search_threads,
        optimizers=EdgeOptimizersConfig(indexing_threshold=indexing_threshold_kb),
    )

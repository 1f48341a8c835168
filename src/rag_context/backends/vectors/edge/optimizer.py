"""The optimization of the embedded index: a child process builds the HNSW graphs (and merges and
vacuums segments) on a copy of the shard while this process goes on serving the live one.

Contract: an optimization never changes the live shard; it ends either with the optimized copy,
every write made meanwhile replayed onto it (the journal), named by `ACTIVE` in one durable step,
or with the live shard as it was and the copy thrown away. A failure is raised, never hidden.

Why a child: Edge builds the HNSW graph only when asked (`EdgeShard.optimize`); until then a
segment is searched by a full scan. The binding holds the GIL for the whole optimization (6 s at
12,000 points here, minutes at 100,000: no other thread of the process runs meanwhile, measured),
so the optimization runs in a child process on a copy of the shard: searches read the live shard,
writes go to it and to a journal; then the optimized copy is loaded, the journal replayed onto it,
and it takes the live shard's place. Loading holds the GIL as well: that one stall, about the
shard's start-up time, remains.

Where it can be cut: the parent can die while the child runs (the copy is left behind, removed at
the next open); the child can fail or be killed (the copy is removed, the live shard stays); the
service can close meanwhile (the child is killed, the copy removed). A write cancelled after the
engine applied it but before the journal took it would be missing from the copy.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qdrant_edge import EdgeConfig, EdgeShard, UpdateOperation

from rag_context.core.ports import DependencyError

OPTIMIZER_NICENESS = 10  # the child that optimizes yields the CPU to the serving process
CHILD_MODULE = "rag_context.backends.vectors.edge"  # its __main__ runs `main` below


async def optimize_in_child(target: Path, started: asyncio.Event) -> bool:
    """Run the child on the copy at `target`; `started` is set while it runs. Returns whether the
    engine changed any segment; raises DependencyError with the child's error when it failed. A
    cancellation kills the child."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", CHILD_MODULE, "optimize", str(target),
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )
    started.set()
    try:
        out, err = await process.communicate()
    except BaseException:  # cancelled (the service closes): the copy is thrown away
        if process.returncode is None:
            process.kill()
            await process.wait()
        raise
    finally:
        started.clear()
    if process.returncode != 0:
        raise DependencyError(f"qdrant edge optimization failed: {err.decode(errors='replace')[-500:]}")
    return bool(json.loads(out.decode())["changed"])


def load_replayed(target: Path, config: EdgeConfig, journal: Sequence[UpdateOperation]) -> EdgeShard:
    """Load the optimized copy and apply the writes made since it was copied, then flush it."""
    shard = EdgeShard.load(str(target), config)
    try:
        for operation in journal:
            shard.update(operation)
        shard.flush()
    except BaseException:
        shard.close()
        raise
    return shard


def optimize_in_this_process(shard_dir: Path) -> dict[str, Any]:
    """The child's work: optimize the copy at `shard_dir`, flush, close."""
    os.nice(OPTIMIZER_NICENESS)
    shard = EdgeShard.load(str(shard_dir))
    try:
        changed = shard.optimize()
        shard.flush()
        info = shard.info()
    finally:
        shard.close()
    return {"changed": changed, "points": info.points_count, "indexedVectors": info.indexed_vectors_count}


def main(argv: Sequence[str]) -> None:
    """python -m rag_context.backends.vectors.edge optimize SHARD_DIR (see `optimize_in_child`)."""
    if len(argv) != 2 or argv[0] != "optimize":
        sys.exit(f"usage: python -m {CHILD_MODULE} optimize SHARD_DIR")
    print(json.dumps(optimize_in_this_process(Path(argv[1]))))

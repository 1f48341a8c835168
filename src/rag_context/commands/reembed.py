"""`rag-context reembed`: move the vectors to the configured embedder without losing a document.

`reembed` builds a new vector generation (an Edge shard beside the old one, or a new Qdrant
collection) with the CONFIGURED embedder, from the chunks in the store, then switches to it:

1. the build is recorded in the generation state (`RAG_DATA_DIR/vector-generations.json`, or the
   store when replicas share it: MONGODB_URI or RAG_GENERATION_STATE=store), with the embedder's name and
   dimension; after every page of documents the last document id written is recorded there too,
   so a run that is interrupted (even by `kill -9`) continues from there when started again with
   the same embedder (a different embedder starts the build over);
2. documents (re)indexed or deleted while it ran, through a service still running on the old
   generation, are caught up (embedded again, or their points removed);
3. the new generation becomes the active one in one atomic rename of the state file (or one
   compare-and-set of the store's record); the old one is kept (listed as retired) until
   `rag-context reembed --drop-old`.

One run at a time: the file's lock on one machine; with the state in the store, a lease in the store
for the whole cluster (renewed while the run goes on; a run that was killed frees it when it expires,
`LEASE_TTL_S`). A second run is refused with a message naming the holder.

A service that is running keeps answering from the generation it opened (or the keyword fallback)
the whole time. It uses the new generation once restarted with the new embedder configuration, and
at that start it embeds what was indexed through the old service after step 2 (the `catchUpSince`
mark). Drop the old generation only after every service has restarted.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rag_context.commands import bounded_int, data_dir_settings, exit_codes
from rag_context.terminal import shown
from rag_context.config import Settings
from rag_context.core.models import utc_now
from rag_context.core.ports import ConfigurationError, DependencyError

if TYPE_CHECKING:
    from rag_context.backends.generations import BuildGuard, GenerationRecord
    from rag_context.core.ports import ContextStore

HELP = "rebuild the vectors with the configured embedder (resumable), then switch to them; old ones kept"


@dataclasses.dataclass
class ReembedReport:
    generation: int
    previous: int
    documents: int
    caught_up: int
    removed: int
    resumed_from: int
    location: str = ""

    def summary(self) -> str:
        resumed = f", resumed after {self.resumed_from}" if self.resumed_from else ""
        return (
            f"vector generation {self.generation} ({self.location}) is active (was {self.previous}): {self.documents} documents "
            f"embedded{resumed}, {self.caught_up} caught up, {self.removed} removed. The old generation is kept "
            f"until `rag-context reembed --drop-old`; restart running services with this configuration."
        )


async def reembed(
    settings: Settings,
    *,
    page_size: int = 50,
    progress: Callable[[int, int], Any] | None = None,
    generations: GenerationRecord | None = None,
) -> ReembedReport:
    """Build the next vector generation with the configured embedder and make it the active one.
    Raises BuildInProgress when another run holds the lock (LeaseLost when it took this one's over)."""
    from rag_context.backends import factory

    store = await factory.open_store(settings)
    try:
        record = generations or factory.generation_record(settings, store)
        async with record.building() as guard:
            return await _reembed(settings, store, record, guard, page_size, progress)
    finally:
        await store.close()


async def _reembed(
    settings: Settings,
    store: ContextStore,
    generations: GenerationRecord,
    guard: BuildGuard,
    page_size: int,
    progress: Callable[[int, int], Any] | None,
) -> ReembedReport:
    from rag_context.backends import factory
    from rag_context.backends.generations import Build, GenerationState, iso, parse_iso
    from rag_context.core.reembed import CLOCK_MARGIN, Batching, catch_up, rebuild

    embedder = await factory.build_embedder(settings)
    target = None
    try:
        state = await generations.read()
        build = state.building
        if build is not None and (build.model, build.dimension) != (embedder.model_name, embedder.dimension):
            # A build for another embedder: its vectors are of no use to this one.
            await factory.drop_vector_index(settings, build.generation)
            build = None
        if build is None:
            used = [state.active, *state.retired]
            build = Build(max(used) + 1, embedder.model_name, embedder.dimension, iso(utc_now()))
            await factory.drop_vector_index(settings, build.generation)  # leftovers of a dropped generation
            await generations.update(lambda s: s.with_build(build))
        resumed_from = build.done
        total = await store.count_documents()
        target = await factory.open_vector_index(settings, embedder.dimension, build.generation)
        bar = progress(total, build.done) if progress else None

        async def checkpoint(after: str, done: int) -> None:
            guard.check()  # the lock was lost (the lease expired and another run took it): stop here
            await generations.update(lambda s: s.with_build(dataclasses.replace(s.building or build, after=after, done=done, total=total)))
            if bar is not None:
                bar.update(done - bar.n)

        batching = Batching(page_size, settings.rag_embed_batch_size, settings.rag_upsert_batch_size)
        done = await rebuild(store, embedder, target, after=build.after, done=build.done, checkpoint=checkpoint, batching=batching, code=settings.code_options)
        if bar is not None:
            bar.close()
        caught_up_at = utc_now()
        caught = await catch_up(store, embedder, target, parse_iso(build.started_at) - CLOCK_MARGIN, batching, settings.code_options)
        await target.close()
        target = None
        previous = state.active

        def switch(current: GenerationState) -> GenerationState:
            retired = tuple(g for g in (*current.retired, current.active) if g != build.generation)
            return GenerationState(
                active=build.generation,
                retired=retired,
                building=None,
                catch_up_since=iso(caught_up_at),
                model=f"{embedder.model_name} ({embedder.dimension})",
            )

        guard.check()
        await generations.update(switch)
        location = factory.vector_location(settings, build.generation)
        return ReembedReport(build.generation, previous, done, caught.reembedded, caught.removed, resumed_from, location)
    finally:
        if target is not None:
            await target.close()
        await embedder.close()


async def rechunk_code(settings: Settings, progress: Callable[[int], Any] | None = None) -> int:
    """Every stored code document cut, embedded and stored again in-process, on the configured backends."""
    from rag_context.core.reembed import rechunk_code as rechunk
    from rag_context.services import build_services

    services = await build_services(settings)
    await services.start()
    try:
        return await rechunk(services.store, services.indexing, progress=progress)
    finally:
        await services.close()


async def drop_old(settings: Settings) -> list[int]:
    from rag_context.backends import factory

    store = await factory.open_store(settings)
    try:
        generations = factory.generation_record(settings, store)
        dropped = []
        for generation in (await generations.read()).retired:
            await factory.drop_vector_index(settings, generation)
            await generations.update(lambda s, g=generation: dataclasses.replace(s, retired=tuple(r for r in s.retired if r != g)))
            dropped.append(generation)
        return dropped
    finally:
        await store.close()


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    from rag_context.backends.generations import BuildInProgress

    settings = data_dir_settings(args)  # the progress bar and the summary are the output
    try:
        if args.drop_old:
            dropped = asyncio.run(drop_old(settings))
            print(f"dropped vector generations: {dropped}" if dropped else "no old vector generation to drop")
            return 0
        if args.rechunk_code:
            bar = tqdm(desc="re-chunking code", unit="doc", file=sys.stderr)
            rechunked = asyncio.run(rechunk_code(settings, progress=bar.update))
            bar.close()
            print(f"{rechunked} code documents cut again (declarations, symbols, keywords, roles), embedded and stored")
            return 0
        report = asyncio.run(
            reembed(
                settings,
                page_size=args.batch_documents,
                progress=lambda total, initial: tqdm(
                    total=total, initial=initial, desc="re-embedding", unit="doc", file=sys.stderr
                ),
            )
        )
    except (DependencyError, ConfigurationError) as error:
        print(f"rag-context: reembed stopped (run it again to continue): {error}", file=sys.stderr)
        return exit_codes.of_error(error)
    except BuildInProgress as error:  # another reembed holds the lock: as a data directory in use
        print(f"rag-context: {error}", file=sys.stderr)
        return exit_codes.IN_USE
    print(shown(report.summary()))
    return 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--data-dir", help="the data directory (env RAG_DATA_DIR, default ./data)")
    parser.add_argument("--drop-old", action="store_true", help="delete the vectors of the generations replaced before")
    parser.add_argument(
        "--rechunk-code",
        action="store_true",
        help="cut every stored code document again as code is indexed now (declarations, symbols, keywords, roles: "
        "RAG_CODE_*), in the active vectors; for a store indexed before, or after changing a RAG_CODE_* setting",
    )
    parser.add_argument("--batch-documents", type=bounded_int(1, 10_000), default=50, help="documents between two progress marks (default 50)")

"""The thresholds of `mayReplace` and `similar` (issue 32, docs/memory.md "Measured") swept on the
ADR evaluation set without links, from one indexing pass: every record is indexed as
`rag-context eval --dataset adr` indexes it (core/memory/suggestions.py's thresholds set low), the
candidates each index request weighed (their cosines, the references the text makes, the titles)
are kept, and `may_replace` / `similar` are worked out again for each threshold. Choose on the tune
split (adr_eval.TUNE_REPOSITORIES) only; the report split is printed beside it to check.

Run (from a clone, the project installed): python benchmarks/sweep_suggestion_thresholds.py
A threshold is a cosine of the embedder's: measure again for another model.
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import tempfile
from collections import defaultdict
from pathlib import Path
from typing import Any

from rag_context.commands import adr_eval
from rag_context.config import Settings
from rag_context.core import indexing
from rag_context.core.memory.suggestions import Candidate, Reference, SuggestionTuning, may_replace, similar
from rag_context.observability import configure_logging
from rag_context.services import build_services

REFERENCED = (0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75)
UNREFERENCED = (0.6, 0.64, 0.68, 0.72, 0.76, 0.8, 0.85)
SIMILAR = (0.6, 0.65, 0.7, 0.72, 0.75, 0.8, 0.85)
# Low enough that every candidate a higher threshold would weigh is captured (with its title).
CAPTURE = {"rag_similar_threshold": 0.3, "rag_may_replace_referenced_threshold": 0.0, "rag_may_replace_unreferenced_threshold": 0.3}

Captured = dict[tuple[str, str], tuple[str, str, list[Candidate], dict[str, Reference] | None]]


async def capture(dataset: adr_eval.AdrDataset) -> Captured:
    """(repository, path) -> what `may_replace` was given when the record was indexed."""
    captured: Captured = {}
    key: dict[str, tuple[str, str]] = {}
    weighed, suggestions = indexing.may_replace, indexing.IndexingService._suggestions

    async def noting_suggestions(self: indexing.IndexingService, request: Any, outcome: Any) -> Any:
        key["record"] = (request.session_id, request.source)
        return await suggestions(self, request, outcome)

    def noting_may_replace(text: str, source: str, candidates: Any, tuning: SuggestionTuning, found: Any = None) -> Any:
        captured[key["record"]] = (text, source, list(candidates), found)
        return weighed(text, source, candidates, tuning, found)

    indexing.may_replace = noting_may_replace  # type: ignore[assignment]
    indexing.IndexingService._suggestions = noting_suggestions  # type: ignore[method-assign]
    indexing.SUGGESTION_TIMEOUT_S = 30.0  # a loaded machine must not leave a record out of the sweep
    directory = Path(tempfile.mkdtemp(prefix="rag-sweep-adr-"))
    try:
        services = await build_services(Settings().model_copy(update={"rag_data_dir": directory, "rag_cache_size": 0, **CAPTURE}))
        await services.start()
        try:
            await adr_eval.index_records(services, dataset, with_links=False)
        finally:
            await services.close()
    finally:
        shutil.rmtree(directory, ignore_errors=True)
    return captured


def in_split(split: str, repository: str) -> bool:
    return split == "all" or adr_eval.split_of(repository) == split


def sweep_may_replace(dataset: adr_eval.AdrDataset, captured: Captured) -> None:
    links = {(link["repo"], link["new"], link["old"]): link for link in dataset.links}
    supersessions = [link for link in dataset.links if link["kind"] == "supersedes"]
    print("mayReplace: found/supersessions, suggested, right (an amendment suggested is wrong), most a record")
    print(f"  {'referenced':>10} {'unreferenced':>12}   {'tune':<22} {'report':<22} {'all':<22}")
    for referenced in REFERENCED:
        for unreferenced in UNREFERENCED:
            tuning = SuggestionTuning(referenced_threshold=referenced, unreferenced_threshold=unreferenced)
            picked = {record: [s.source for s in may_replace(*arguments[:3], tuning, arguments[3])] for record, arguments in captured.items()}
            cells = []
            for split in ("tune", "report", "all"):
                chosen = {record: olds for record, olds in picked.items() if in_split(split, record[0])}
                suggested = sum(len(olds) for olds in chosen.values())
                right = sum(
                    1 for (repository, path), olds in chosen.items() for old in olds
                    if (link := links.get((repository, path, old))) is not None and link["kind"] == "supersedes"
                )
                wanted = [link for link in supersessions if in_split(split, link["repo"])]
                found = sum(link["old"] in picked.get((link["repo"], link["new"]), []) for link in wanted)
                most = max((len(olds) for olds in chosen.values()), default=0)
                cells.append(f"{found:>2}/{len(wanted):<2} {suggested:>3} {right:>3} {most:>2}")
            print(f"  {referenced:>10.2f} {unreferenced:>12.2f}   " + "   ".join(f"{cell:<19}" for cell in cells))


def sweep_similar(dataset: adr_eval.AdrDataset, captured: Captured) -> None:
    linked = {(link["repo"], link["new"], link["old"]) for link in dataset.links}
    print("\nsimilar: suggestions, records with one, of them a linked record (tune | report)")
    for threshold in SIMILAR:
        tuning = SuggestionTuning(similar_threshold=threshold)
        counts: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for (repository, path), (_, _, candidates, _) in captured.items():
            found = similar([candidate for candidate in candidates if candidate.score is not None], tuning)
            row = counts[adr_eval.split_of(repository)]
            row[0] += len(found)
            row[1] += bool(found)
            row[2] += sum((repository, path, suggestion.source) in linked for suggestion in found)
        print(f"  {threshold:.2f}  " + " | ".join(f"{counts[split][0]:>3} {counts[split][1]:>3} {counts[split][2]:>3}" for split in ("tune", "report")))


async def main() -> None:
    configure_logging("error", "json")
    dataset = adr_eval.resolve_adr_dataset("adr")
    captured = await capture(dataset)
    print(f"{len(captured)} of {len(dataset.records)} records captured\n")
    sweep_may_replace(dataset, captured)
    sweep_similar(dataset, captured)


if __name__ == "__main__":
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    asyncio.run(main())

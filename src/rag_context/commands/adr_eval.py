"""The decision-memory part of `rag-context eval`: `--dataset adr` (issue 32), on the architecture
decision records of eval/datasets/adr (or `adr:PATH`, a directory in the same format).

The protocol is the data's README's: each repository's records are indexed, in their `order`, as
decisions of one session (the repository), with the lines added when a record was overturned
removed (`index_time_redact_lines`: each record reads as it did when new), with the date it states as
its `validFrom` (when the decision holds from: what a recency decay measures its age from), through the same request
models and tool calls as POST /tools/rag_context_index and /tools/rag_context_search (HTTP and MCP
answer alike). Two runs, each on a fresh index:

- **with links**: a record is indexed with `supersedes` naming the records `links.jsonl` says it
  fully supersedes (a partial supersession and an amendment leave the old record in force: not
  recorded). The questions are then asked (`sessionId` the repository, `contentType: decision`,
  limit 10): current@1 (the answer, or an acceptable record, first), the stale-above-current rate
  (a record the answer supersedes or amends ranked above it; one not returned ranks last), MRR of
  the current record, per relation. `asOf`: for each question whose chain was fully superseded,
  the question asked as of the moment after each record of the chain was indexed: right when the
  chain's record current then comes first among the chain's records and no record indexed later
  is in the answer (and, stricter, when it is the first result of all).
- **without links**: the same records with no `supersedes`; each index answer's `mayReplace` is
  scored against the links whose new record it is: precision (an amendment suggested counts
  against it), recall of the supersessions (full and partial), per split and per kind.

The thresholds of core/memory/suggestions.py were tuned on the repositories of `TUNE_REPOSITORIES`
only; every figure is reported for them and for the others apart.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import statistics
import tempfile
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from rag_context.api import tool_calls
from rag_context.api.models import IndexBody, SearchBody
from rag_context.commands.code_eval import PACKAGE_CLONE
from rag_context.config import Settings
from rag_context.services import build_services

# Where the set lives in a clone (evaluation data: not shipped in the wheel or the image).
ADR_FOLDER = Path("eval", "datasets", "adr")
# The repositories the suggestion thresholds were tuned on (docs/memory.md); the others are reported apart.
TUNE_REPOSITORIES = frozenset(
    {
        "alphagov/forms",
        "ministryofjustice/cloud-platform",
        "ministryofjustice/modernisation-platform",
        "thomvaill/log4brains",
        "arachne-framework/architecture",
    }
)
QUESTION_LIMIT = 10


class AdrDatasetError(ValueError):
    """The dataset cannot be read (the message names the file)."""


@dataclass(frozen=True)
class AdrDataset:
    name: str
    records: list[dict[str, Any]]
    links: list[dict[str, Any]]
    questions: list[dict[str, Any]]

    def repositories(self) -> list[str]:
        return sorted({record["repo"] for record in self.records})

    def in_order(self, repository: str) -> list[dict[str, Any]]:
        return sorted((record for record in self.records if record["repo"] == repository), key=lambda record: record["order"])


def adr_folder() -> Path | None:
    """eval/datasets/adr of the clone at or above the current directory, else of the clone the
    package runs from (an editable install); None elsewhere (pass `adr:PATH`)."""
    here = Path.cwd().resolve()
    for folder in (here, *here.parents, *([PACKAGE_CLONE] if PACKAGE_CLONE else [])):
        if (folder / ADR_FOLDER / "records.jsonl").is_file():
            return folder / ADR_FOLDER
    return None


def resolve_adr_dataset(spec: str) -> AdrDataset:
    """`adr` (the set of the clone) or `adr:PATH`."""
    found = adr_folder() if spec == "adr" else Path(spec.split(":", 1)[1])
    if found is None:
        raise AdrDatasetError(f"no {ADR_FOLDER.as_posix()} at or above {Path.cwd()}: run from a clone, or pass adr:PATH")
    directory = found

    def lines(name: str) -> list[dict[str, Any]]:
        path = directory / name
        if not path.is_file():
            raise AdrDatasetError(f"{path} does not exist")
        with path.open(encoding="utf-8") as rows:
            return [json.loads(row) for row in rows if row.strip()]

    return AdrDataset(directory.name, lines("records.jsonl"), lines("links.jsonl"), lines("questions.jsonl"))


def redacted(record: dict[str, Any]) -> str:
    """The record as it read when new: without the lines added when it was overturned."""
    dropped = set(record.get("index_time_redact_lines") or ())
    return "\n".join(line for number, line in enumerate(record["text"].splitlines(), 1) if number not in dropped)


def split_of(repository: str) -> str:
    return "tune" if repository in TUNE_REPOSITORIES else "report"


def recorded_links(dataset: AdrDataset) -> dict[tuple[str, str], list[str]]:
    """(repository, new path) -> the old paths it fully supersedes (what the runs with links record)."""
    found: dict[tuple[str, str], list[str]] = defaultdict(list)
    for link in dataset.links:
        if link["kind"] == "supersedes" and not link["partial"]:
            found[(link["repo"], link["new"])].append(link["old"])
    return found


@dataclass
class IndexedRecord:
    repository: str
    path: str
    document_id: str
    indexed_after: datetime  # an instant after it was indexed and before the next record was
    latency_ms: float
    suggestions_ms: float | None
    similar: list[str] = field(default_factory=list)
    may_replace: list[str] = field(default_factory=list)


async def index_records(services: Any, dataset: AdrDataset, with_links: bool) -> dict[tuple[str, str], IndexedRecord]:
    links = recorded_links(dataset) if with_links else {}
    indexed: dict[tuple[str, str], IndexedRecord] = {}
    for repository in dataset.repositories():
        paths: dict[str, str] = {}  # path -> document id, within the repository
        for record in dataset.in_order(repository):
            body: dict[str, Any] = {"content": redacted(record), "contentType": "decision", "sessionId": repository, "source": record["path"]}
            if record.get("date") and record.get("date_source") == "text":
                # The date the record states: when the decision holds from (a recency decay measures from it).
                body["validFrom"] = f"{record['date']}T00:00:00Z"
            olds = links.get((repository, record["path"]), [])
            if olds:
                body["supersedes"] = [paths[old] for old in olds]
            started = time.perf_counter()
            outcome = await services.indexing.index(IndexBody.model_validate(body).to_request())
            latency = (time.perf_counter() - started) * 1000
            paths[record["path"]] = outcome.document_id
            await asyncio.sleep(0.002)  # the next record is indexed strictly later than this instant
            indexed[(repository, record["path"])] = IndexedRecord(
                repository, record["path"], outcome.document_id, datetime.now(timezone.utc), latency, outcome.suggestions_ms,
                [suggestion.source for suggestion in outcome.similar or ()],
                [suggestion.source for suggestion in outcome.may_replace or ()],
            )
            await asyncio.sleep(0.002)
    return indexed


async def ask(services: Any, question: dict[str, Any], **options: Any) -> list[dict[str, Any]]:
    body = SearchBody.model_validate(
        {"query": question["question"], "sessionId": question["repo"], "contentType": "decision", "limit": QUESTION_LIMIT, **options}
    )
    return (await tool_calls.search(services, body, None))["results"]


def ranked_sources(results: Sequence[dict[str, Any]]) -> list[str]:
    seen: list[str] = []
    for result in results:
        if result["source"] not in seen:
            seen.append(result["source"])
    return seen


def rank_of(sources: Sequence[str], paths: Sequence[str]) -> float:
    ranks = [sources.index(path) + 1 for path in paths if path in sources]
    return min(ranks) if ranks else float("inf")


# The recency decays the questions are asked with too (after the default), to choose one on the
# tune split: half-lives in days, and weights.
RECENCY_HALF_LIVES = (90, 180, 365, 730)
RECENCY_WEIGHTS = (0.1, 0.2, 0.3, 0.5)


async def score_recency(services: Any, dataset: AdrDataset, indexed: dict[tuple[str, str], IndexedRecord]) -> dict[str, Any]:
    """The questions asked with each recency decay of the grid; the one chosen is the best current@1
    on the tune split with no stale record above the current one (ties: the smallest weight, then the
    longest half-life), reported on both splits."""
    grid = {}
    for half_life in RECENCY_HALF_LIVES:
        for weight in RECENCY_WEIGHTS:
            options = {"recency": {"halfLifeDays": half_life, "weight": weight}}
            grid[f"{half_life}d/{weight}"] = {"options": options, **(await score_questions(services, dataset, indexed, **options))["summary"]}

    def merit(item: tuple[str, dict[str, Any]]) -> tuple[float, float, float, float]:
        tune = item[1].get("tune", item[1]["all"])  # a set without the tune split: all of it
        options = item[1]["options"]["recency"]
        return (tune["stale_above_current"] == 0, tune["current_at_1"], -options["weight"], options["halfLifeDays"])

    chosen, figures = max(grid.items(), key=merit)
    return {"chosen": chosen, "chosenSummary": {key: value for key, value in figures.items() if key != "options"}, "grid": grid}


async def score_questions(services: Any, dataset: AdrDataset, indexed: dict[tuple[str, str], IndexedRecord], **options: Any) -> dict[str, Any]:
    rows = []
    for question in dataset.questions:
        sources = ranked_sources(await ask(services, question, **options))
        answer = rank_of(sources, [question["answer_path"]])
        current = rank_of(sources, [question["answer_path"], *question.get("acceptable_paths", [])])
        stale = rank_of(sources, question["stale_paths"])
        rows.append(
            {
                "qid": question["qid"],
                "relation": question["relation"],
                "split": split_of(question["repo"]),
                "current_at_1": current == 1,
                "stale_above_current": stale < answer,
                "reciprocal_rank": 1.0 / current if current != float("inf") else 0.0,
                "first": sources[0] if sources else None,
            }
        )
    return {"questions": rows, **summaries(rows, ("current_at_1", "stale_above_current", "reciprocal_rank"))}


async def score_as_of(services: Any, dataset: AdrDataset, indexed: dict[tuple[str, str], IndexedRecord]) -> dict[str, Any]:
    """Each fully superseded chain, asked as of the moment after each of its records was indexed."""
    rows = []
    for question in dataset.questions:
        if question["relation"] != "supersedes":
            continue
        repository = question["repo"]
        chain = sorted(
            (indexed[(repository, path)] for path in [*question["stale_paths"], question["answer_path"]]),
            key=lambda record: record.indexed_after,
        )
        later = {record.path: record.indexed_after for record in indexed.values() if record.repository == repository}
        for position, expected in enumerate(chain):
            moment = expected.indexed_after
            sources = ranked_sources(await ask(services, question, asOf=moment.isoformat()))
            chain_ranked = [source for source in sources if source in {record.path for record in chain}]
            from_the_future = [source for source in sources if later[source] > moment]
            acceptable = [expected.path] + (question.get("acceptable_paths", []) if position == len(chain) - 1 else [])
            rows.append(
                {
                    "qid": question["qid"],
                    "split": split_of(repository),
                    "expected": expected.path,
                    "right": bool(chain_ranked) and chain_ranked[0] == expected.path and not from_the_future,
                    "first_of_all": bool(sources) and sources[0] in acceptable and not from_the_future,
                    "nothing_from_the_future": not from_the_future,
                }
            )
    return {"instants": rows, **summaries(rows, ("right", "first_of_all", "nothing_from_the_future"))}


async def score_history(services: Any, dataset: AdrDataset) -> dict[str, Any]:
    """With includeSuperseded: whether each fully superseded stale record that comes back says what replaced it."""
    shown = marked = 0
    for question in dataset.questions:
        if question["relation"] != "supersedes":
            continue
        for result in await ask(services, question, includeSuperseded=True):
            if result["source"] in question["stale_paths"]:
                shown += 1
                marked += bool(result.get("supersededBy"))
    return {"staleShown": shown, "staleMarkedSuperseded": marked}


def score_suggestions(dataset: AdrDataset, indexed: dict[tuple[str, str], IndexedRecord]) -> dict[str, Any]:
    """mayReplace against the links: a suggestion is right when the record it names is one the new
    record supersedes (fully or in part); an amended record suggested, or any other, is wrong."""
    links = {(link["repo"], link["new"], link["old"]): link for link in dataset.links}
    supersessions = [link for link in dataset.links if link["kind"] == "supersedes"]
    per_split: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    wrong: list[dict[str, str]] = []
    for record in indexed.values():
        split = split_of(record.repository)
        for path in record.may_replace:
            link = links.get((record.repository, record.path, path))
            per_split[split]["suggestions"] += 1
            per_split["all"]["suggestions"] += 1
            if link is not None and link["kind"] == "supersedes":
                per_split[split]["right"] += 1
                per_split["all"]["right"] += 1
            else:
                kind = "amendment" if link is not None else "unlinked"
                per_split[split][f"wrong_{kind}"] += 1
                per_split["all"][f"wrong_{kind}"] += 1
                wrong.append({"new": f"{record.repository}:{record.path}", "suggested": path, "why": kind})
        per_split[split]["records_with_suggestions"] += bool(record.may_replace)
        per_split["all"]["records_with_suggestions"] += bool(record.may_replace)
    found = {}
    for link in supersessions:
        record = indexed[(link["repo"], link["new"])]
        hit = link["old"] in record.may_replace
        for key in ("all", split_of(link["repo"]), "stated_in_new" if link["stated_in_new"] else "inferred", "partial" if link["partial"] else "full"):
            found.setdefault(key, [0, 0])
            found[key][0] += hit
            found[key][1] += 1
    figures: dict[str, Any] = {}
    for key, counts in per_split.items():
        suggestions = counts["suggestions"]
        figures[key] = {**counts, "precision": round(counts["right"] / suggestions, 3) if suggestions else None}
    for key, (hits, total) in found.items():
        figures.setdefault(key, {})["recall"] = round(hits / total, 3)
        figures[key]["supersessions"] = total
        figures[key]["found"] = hits
    similar = [record for record in indexed.values() if record.similar]
    linked = {(link["repo"], link["new"], link["old"]) for link in dataset.links}
    similar_right = sum(1 for record in indexed.values() for path in record.similar if (record.repository, record.path, path) in linked)
    return {
        "mayReplace": figures,
        "wrong": wrong,
        "similar": {
            "recordsWithSimilar": len(similar),
            "suggestions": sum(len(record.similar) for record in indexed.values()),
            "linkedRecordsAmongThem": similar_right,
        },
    }


def summaries(rows: Sequence[dict[str, Any]], measures: Sequence[str]) -> dict[str, Any]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups["all"].append(row)
        groups[row["split"]].append(row)
        if "relation" in row:
            groups[f"relation:{row['relation']}"].append(row)
    return {
        "summary": {
            group: {"n": len(members), **{measure: round(statistics.fmean(float(row[measure]) for row in members), 3) for measure in measures}}
            for group, members in sorted(groups.items())
        }
    }


def latency_summary(indexed: dict[tuple[str, str], IndexedRecord]) -> dict[str, Any]:
    latencies = sorted(record.latency_ms for record in indexed.values())
    suggestions = sorted(record.suggestions_ms for record in indexed.values() if record.suggestions_ms is not None)

    def at(values: list[float], fraction: float) -> float:
        return round(values[min(len(values) - 1, int(fraction * len(values)))], 2) if values else 0.0

    return {
        "indexP50Ms": at(latencies, 0.5),
        "indexP95Ms": at(latencies, 0.95),
        "suggestionsP50Ms": at(suggestions, 0.5),
        "suggestionsP95Ms": at(suggestions, 0.95),
        "suggestionsMaxMs": at(suggestions, 1.0),
    }


async def run_adr(dataset: AdrDataset, settings: Settings) -> dict[str, Any]:
    report: dict[str, Any] = {"dataset": dataset.name, "records": len(dataset.records), "links": len(dataset.links), "questions": len(dataset.questions)}
    for with_links in (True, False):
        directory = Path(tempfile.mkdtemp(prefix="rag-eval-adr-"))
        try:
            services = await build_services(settings.model_copy(update={"rag_data_dir": directory, "rag_cache_size": 0}))
            await services.start()
            try:
                indexed = await index_records(services, dataset, with_links)
                run: dict[str, Any] = {"indexing": latency_summary(indexed), "questions": await score_questions(services, dataset, indexed)}
                if with_links:
                    run["asOf"] = await score_as_of(services, dataset, indexed)
                    run["history"] = await score_history(services, dataset)
                    run["recency"] = await score_recency(services, dataset, indexed)
                else:
                    run["suggestions"] = score_suggestions(dataset, indexed)
                report["withLinks" if with_links else "withoutLinks"] = run
            finally:
                await services.close()
        finally:
            shutil.rmtree(directory, ignore_errors=True)
    return report


def adr_table(report: dict[str, Any]) -> str:
    lines = [f"ADR set {report['dataset']}: {report['records']} records, {report['links']} links, {report['questions']} questions"]
    for run in ("withLinks", "withoutLinks"):
        figures = report[run]
        lines.append(f"\n{run}: index p50 {figures['indexing']['indexP50Ms']} ms, p95 {figures['indexing']['indexP95Ms']} ms; "
                     f"suggestions p50 {figures['indexing']['suggestionsP50Ms']} ms, p95 {figures['indexing']['suggestionsP95Ms']} ms")
        lines.append(f"  {'questions':<24} {'n':>3} {'current@1':>10} {'stale above':>12} {'MRR':>6}")
        for group, values in figures["questions"]["summary"].items():
            lines.append(f"  {group:<24} {values['n']:>3} {values['current_at_1']:>10.3f} {values['stale_above_current']:>12.3f} {values['reciprocal_rank']:>6.3f}")
        if "recency" in figures:
            chosen = figures["recency"]["chosenSummary"]
            lines.append(f"  with recency {figures['recency']['chosen']} (chosen on the tune split):")
            for group, values in chosen.items():
                lines.append(f"  {group:<24} {values['n']:>3} {values['current_at_1']:>10.3f} {values['stale_above_current']:>12.3f} {values['reciprocal_rank']:>6.3f}")
        if "asOf" in figures:
            lines.append(f"  {'asOf':<24} {'n':>3} {'right':>10} {'first of all':>12} {'no future':>10}")
            for group, values in figures["asOf"]["summary"].items():
                lines.append(f"  {group:<24} {values['n']:>3} {values['right']:>10.3f} {values['first_of_all']:>12.3f} {values['nothing_from_the_future']:>10.3f}")
            lines.append(f"  history: {figures['history']['staleMarkedSuperseded']} of {figures['history']['staleShown']} stale records shown are marked supersededBy")
        if "suggestions" in figures:
            lines.append(f"  {'mayReplace':<24} {'found':>6} {'of':>4} {'recall':>7} {'suggested':>10} {'right':>6} {'precision':>10}")
            for group, values in figures["suggestions"]["mayReplace"].items():
                lines.append(
                    f"  {group:<24} {values.get('found', '-'):>6} {values.get('supersessions', '-'):>4} {str(values.get('recall', '-')):>7} "
                    f"{values.get('suggestions', '-'):>10} {values.get('right', '-'):>6} {str(values.get('precision', '-')):>10}"
                )
            similar = figures["suggestions"]["similar"]
            lines.append(f"  similar: {similar['suggestions']} suggestions on {similar['recordsWithSimilar']} records, {similar['linkedRecordsAmongThem']} of them a linked record")
    return "\n".join(lines)

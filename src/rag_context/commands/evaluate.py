"""`rag-context eval`: retrieval quality on a BEIR-layout dataset, through the service's own paths.

The corpus goes through the real indexing path (one document per entry, `source` = its `_id`,
title and text together) and every query through the real search path with the configured
settings. Results are chunks; they are mapped back to documents, a document's best chunk counting
once. The modes:

- hybrid: the default search path, what a client of POST /tools/rag_context_search gets (level 1);
- bm25: the same path with the embedder switched off (level 2, Qdrant's BM25);
- fallback: the same path with the vector index switched off (level 2, the store's text index);
- dense: the hybrid query with an empty BM25 side (a diagnostic: dense retrieval alone).

Lists are `depth` documents deep (for Recall@100); the fused ranking's candidate depth does not
depend on the limit, so the top 10 here is the top 10 a client gets. `--limit` asks each search for
that many results instead (10: exactly what a client asking for 10 gets, repeats of a document
included), and `--result-options` runs every mode again with each of the result options
(maxPerDocument 1, mergeAdjacent, both), on the same index.

`--dataset code:NAME` (a set of eval/datasets/code in a clone) or `code:PATH` measures code search
instead: a source tree indexed as `rag-context index` does, code questions asked as an agent asks
them, file-level hit@1, hit@5 and MRR per split (commands/code_eval.py).
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import importlib.util
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from rag_context.commands.adr_eval import AdrDatasetError, adr_table, resolve_adr_dataset, run_adr
from rag_context.commands.code_eval import ASK_CHOICES, LEVER_CHOICES, SPLITS, QuestionsError, code_sets, evaluate_code, resolve_code_dataset
from rag_context.commands.index import index_in_batches
from rag_context.config import Settings, load_settings
from rag_context.core.breaker import CircuitBreaker
from rag_context.core.filters import DocumentFilter
from rag_context.core.memory.currency import MemoryScope
from rag_context.core.memory.ranking import NO_RANKING, Ranking, Recency
from rag_context.core.models import Hit, IndexRequest, SearchFilters
from rag_context.core.ports import DependencyError
from rag_context.core.results import ResultShape
from rag_context.core.search import Breakers, SearchQuery, SearchService
from rag_context.core.stats import percentile
from rag_context.datasets import CRANFIELD
from rag_context.observability import configure_logging
from rag_context.services import Services, build_services, search_tuning

HELP = "measure retrieval quality on a BEIR-layout dataset (default: the shipped Cranfield collection) or on code (--dataset code:PATH)"

MODES = ("hybrid", "bm25", "fallback", "dense")
# The result options `--result-options` compares, by the name the report gives them.
RESULT_OPTIONS = {
    "maxPerDocument=1": ResultShape(max_per_document=1),
    "mergeAdjacent": ResultShape(merge_adjacent=True),
    "maxPerDocument=1+mergeAdjacent": ResultShape(max_per_document=1, merge_adjacent=True),
}
INDEX_BATCH_DOCUMENTS = 64
COPY_SUFFIX = "~copy"
# What a search request without options is given by the API (issue 32): the current documents only.
API_DEFAULT_FILTERS = SearchFilters(document_filter=DocumentFilter(memory=MemoryScope()))


@dataclass(frozen=True)
class Dataset:
    name: str
    corpus: dict[str, tuple[str, str]]  # id -> (title, text)
    queries: dict[str, str]
    qrels: dict[str, dict[str, int]]

    def with_duplicates(self) -> "Dataset":
        """Every document judged relevant to a query copied under another id (`<id>~copy`), the
        judgements unchanged: what diversity is measured on (issue 32). A copy counts as its
        original in `distinct_relevant_at_10`."""
        relevant = {doc for judged in self.qrels.values() for doc, grade in judged.items() if grade > 0}
        corpus = dict(self.corpus)
        corpus.update({f"{doc}{COPY_SUFFIX}": self.corpus[doc] for doc in sorted(relevant) if doc in self.corpus})
        return Dataset(f"{self.name}+duplicates", corpus, self.queries, self.qrels)

    def sliced(self, max_documents: int) -> "Dataset":
        """The first `max_documents` documents, and the queries with a relevant one among them."""
        corpus = dict(list(self.corpus.items())[:max_documents])
        qrels = {
            qid: kept
            for qid, judged in self.qrels.items()
            if (kept := {doc: grade for doc, grade in judged.items() if doc in corpus}) and any(kept.values())
        }
        return Dataset(self.name, corpus, {qid: self.queries[qid] for qid in qrels}, qrels)


def load_dataset(directory: Path, qrels_path: Path) -> Dataset:
    corpus: dict[str, tuple[str, str]] = {}
    with (directory / "corpus.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                entry = json.loads(line)
                corpus[str(entry["_id"])] = (entry.get("title") or "", entry.get("text") or "")
    queries: dict[str, str] = {}
    with (directory / "queries.jsonl").open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                entry = json.loads(line)
                queries[str(entry["_id"])] = entry["text"]
    qrels: dict[str, dict[str, int]] = {}
    with qrels_path.open(encoding="utf-8") as rows:
        for row in csv.reader(rows, delimiter="\t"):
            if len(row) < 3 or not row[2].strip().lstrip("-").isdigit():
                continue  # the header, or a blank line
            query_id, doc_id, grade = row[0], row[1], int(row[2])
            if query_id in queries and doc_id in corpus:
                qrels.setdefault(query_id, {})[doc_id] = grade
    return Dataset(directory.name, corpus, {qid: queries[qid] for qid in qrels}, qrels)


def document_text(title: str, text: str) -> str:
    return f"{title}\n\n{text}" if title else text


@dataclass
class ModeReport:
    mode: str
    ndcg_at_10: float
    mrr_at_10: float
    recall_at_10: float
    recall_at_100: float
    precision_at_3: float
    latency_p50_ms: float
    latency_p99_ms: float
    queries: int
    # With --duplicates: the distinct relevant documents (a copy counts as its original) in the top 10.
    distinct_relevant_at_10: float | None = None


@dataclass
class IndexingReport:
    documents: int
    chunks: int
    seconds: float

    @property
    def chunks_per_second(self) -> float:
        return self.chunks / self.seconds if self.seconds else 0.0


@dataclass
class EvaluationReport:
    dataset: str
    indexing: IndexingReport
    modes: list[ModeReport] = field(default_factory=list)
    graph_vectors: int | None = None  # with --optimize: the vectors the index searches through a graph

    def as_dict(self) -> dict[str, Any]:
        indexing = asdict(self.indexing) | {"chunksPerSecond": round(self.indexing.chunks_per_second, 2)}
        if self.graph_vectors is not None:
            indexing["graphVectors"] = self.graph_vectors
        return {"dataset": self.dataset, "indexing": indexing, "modes": [asdict(mode) for mode in self.modes]}

    def table(self) -> str:
        lines = [
            f"{'mode':<40} {'nDCG@10':>8} {'MRR@10':>7} {'R@10':>6} {'R@100':>6} {'P@3':>6} {'p50 ms':>7} {'p99 ms':>7}",
        ]
        for m in self.modes:
            lines.append(
                f"{m.mode:<40} {m.ndcg_at_10:>8.4f} {m.mrr_at_10:>7.4f} {m.recall_at_10:>6.4f} {m.recall_at_100:>6.4f} "
                f"{m.precision_at_3:>6.4f} {m.latency_p50_ms:>7.2f} {m.latency_p99_ms:>7.2f}"
                + (f"  distinct relevant@10 {m.distinct_relevant_at_10:.4f}" if m.distinct_relevant_at_10 is not None else "")
            )
        i = self.indexing
        lines.append(
            f"indexing: {i.documents} documents, {i.chunks} chunks in {i.seconds:.1f} s ({i.chunks_per_second:.1f} chunks/s); "
            f"{self.modes[0].queries if self.modes else 0} queries"
        )
        if self.graph_vectors is not None:
            lines.append(f"optimized: {self.graph_vectors} of {i.chunks} vectors searched through the HNSW graph")
        return "\n".join(lines)


class _SwitchedOff:
    """A dependency that is down: every call raises DependencyError, as a real outage would."""

    def __init__(self, what: str) -> None:
        self._what = what

    def __getattr__(self, method: str) -> Callable[..., Any]:
        async def down(*_: Any, **__: Any) -> Any:
            raise DependencyError(f"{self._what} switched off for this evaluation mode")

        return down


class _DenseOnly:
    """The vector index with an empty BM25 side: the fusion ranks by the dense list alone."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner

    async def hybrid_search(
        self, vector: Sequence[float], text: str, filters: SearchFilters, limit: int, score_threshold: float, **ranking: Any
    ) -> list[Hit]:
        return await self._inner.hybrid_search(vector, "", filters, limit, score_threshold, **ranking)

    def __getattr__(self, method: str) -> Any:
        return getattr(self._inner, method)


class _Discard:
    def submit(self, record: Any) -> None:
        return None

    def record_failure(self, dependency: str, operation: str, error: Any) -> None:
        return None  # a switched-off dependency is the evaluation mode, not an error to keep


def search_service_for(mode: str, services: Services) -> SearchService:
    """The default path for hybrid; for the other modes the same SearchService over a switched set of backends."""
    if mode == "hybrid":
        return services.search
    embedder: Any = services.embedder
    vectors: Any = services.vectors
    if mode == "bm25":
        embedder = _SwitchedOff("embedder")
    elif mode == "fallback":
        vectors = _SwitchedOff("vector index")
    elif mode == "dense":
        vectors = _DenseOnly(services.vectors)
    else:
        raise ValueError(f"unknown mode {mode!r}; choose from {', '.join(MODES)}")
    settings = services.settings
    # Breakers that skip the switched-off dependency after its first failure, and a chain breaker
    # that never opens (a whole evaluation must not be answered at level 4).
    breakers = Breakers(
        chain=CircuitBreaker("chain", threshold=10**9, timeout_seconds=0),
        embedder=CircuitBreaker("embedder", 1, 3600),
        vectors=CircuitBreaker("vectors", 1, 3600),
        store=CircuitBreaker("store", 1, 3600),
    )
    tuning = replace(search_tuning(settings), cache_size=0, cache_ttl_s=0)  # every query measured, none cached
    recorder: Any = _Discard()
    return SearchService(embedder, vectors, services.store, breakers, services.counter, recorder, tuning)


def documents_ranked(hits: Sequence[Hit], depth: int) -> list[str]:
    """Chunk hits -> document ids (their `source`), best chunk first, each document once."""
    ranked: list[str] = []
    seen: set[str] = set()
    for hit in hits:
        if hit.source not in seen:
            seen.add(hit.source)
            ranked.append(hit.source)
            if len(ranked) == depth:
                break
    return ranked


def score_run(qrels: dict[str, dict[str, int]], run: dict[str, list[str]]) -> dict[str, float]:
    """Mean nDCG@10, MRR@10, Recall@10, Recall@100 and P@3 over every judged query (a query with no
    result counts as 0), computed by trec_eval through pytrec_eval."""
    import pytrec_eval

    def as_scores(ranked: list[str], cut: int | None = None) -> dict[str, float]:
        kept = ranked if cut is None else ranked[:cut]
        return {doc: float(len(kept) - position) for position, doc in enumerate(kept)}  # strictly decreasing

    full = {qid: as_scores(run.get(qid, [])) for qid in qrels}
    top10 = {qid: as_scores(run.get(qid, []), 10) for qid in qrels}
    measures = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut.10", "recall.10,100", "P.3"}).evaluate(full)
    reciprocal = pytrec_eval.RelevanceEvaluator(qrels, {"recip_rank"}).evaluate(top10)

    def mean(per_query: dict[str, dict[str, float]], measure: str) -> float:
        return sum(per_query.get(qid, {}).get(measure, 0.0) for qid in qrels) / len(qrels)

    return {
        "ndcg_at_10": mean(measures, "ndcg_cut_10"),
        "mrr_at_10": mean(reciprocal, "recip_rank"),
        "recall_at_10": mean(measures, "recall_10"),
        "recall_at_100": mean(measures, "recall_100"),
        "precision_at_3": mean(measures, "P_3"),
    }


async def index_corpus(services: Services, dataset: Dataset, progress: Callable[[int], None] | None = None) -> IndexingReport:
    session = f"eval:{dataset.name}"
    requests = [
        IndexRequest(content=document_text(title, text), content_type="documentation", session_id=session, source=doc_id)
        for doc_id, (title, text) in dataset.corpus.items()
        if document_text(title, text).strip()
    ]
    started = time.perf_counter()
    chunks = await index_in_batches(services.indexing, requests, INDEX_BATCH_DOCUMENTS, progress)
    return IndexingReport(documents=len(requests), chunks=chunks, seconds=round(time.perf_counter() - started, 3))


async def run_mode(
    services: Services,
    dataset: Dataset,
    mode: str,
    depth: int,
    limit: int | None = None,
    options: tuple[str, ResultShape] | None = None,
    ranking: Ranking = NO_RANKING,
) -> ModeReport:
    service = search_service_for(mode, services)
    shape = options[1] if options is not None else ResultShape()
    run: dict[str, list[str]] = {}
    latencies: list[float] = []
    for query_id, text in dataset.queries.items():
        started = time.perf_counter()
        # Twice the depth in chunks, so that `depth` distinct documents remain after de-duplication.
        query = SearchQuery(text=text[:1000], limit=limit or 2 * depth, filters=API_DEFAULT_FILTERS, shape=shape, ranking=ranking)
        outcome = await service.search(query)
        latencies.append((time.perf_counter() - started) * 1000)
        run[query_id] = documents_ranked(outcome.hits, depth)
    latencies.sort()
    scores = score_run(dataset.qrels, run)
    label = mode if options is None else f"{mode} {options[0]}"
    if not ranking.is_default:
        label += " " + ranking_label(ranking)
    duplicated = any(doc.endswith(COPY_SUFFIX) for doc in dataset.corpus)
    return ModeReport(
        mode=label,
        latency_p50_ms=round(percentile(latencies, 0.5), 3),
        latency_p99_ms=round(percentile(latencies, 0.99), 3),
        queries=len(run),
        distinct_relevant_at_10=round(distinct_relevant(dataset.qrels, run), 4) if duplicated else None,
        **{name: round(value, 4) for name, value in scores.items()},
    )


def distinct_relevant(qrels: dict[str, dict[str, int]], run: dict[str, list[str]], depth: int = 10) -> float:
    """The mean number of distinct relevant documents among a query's first `depth` documents, a copy
    (`<id>~copy`) counting as its original."""
    counts = []
    for query_id, judged in qrels.items():
        originals = {doc.removesuffix(COPY_SUFFIX) for doc in run.get(query_id, [])[:depth]}
        counts.append(sum(1 for doc in originals if judged.get(doc, 0) > 0))
    return sum(counts) / len(counts) if counts else 0.0


def ranking_label(ranking: Ranking) -> str:
    parts = []
    if ranking.diversity:
        parts.append(f"diversity={ranking.diversity:g}")
    if ranking.recency is not None:
        parts.append(f"recency={ranking.recency.half_life_days:g}d/{ranking.recency.weight:g}")
    if ranking.dense_weight is not None or ranking.keyword_weight is not None:
        parts.append(f"weights={ranking.dense_weight}:{ranking.keyword_weight}")
    return " ".join(parts)


async def evaluate(
    dataset: Dataset,
    settings: Settings,
    modes: Sequence[str] = MODES,
    depth: int = 100,
    progress: Callable[[int], None] | None = None,
    optimize: bool = False,
    limit: int | None = None,
    result_options: bool = False,
    rankings: Sequence[Ranking] = (),
) -> EvaluationReport:
    services = await build_services(settings)
    await services.start()
    try:
        indexing = await index_corpus(services, dataset, progress)
        report = EvaluationReport(dataset=dataset.name, indexing=indexing)
        if optimize:
            await services.optimize_vectors()
            info = getattr(services.vectors, "index_info", None)
            report.graph_vectors = (await info()).indexed_vectors if info is not None else None
        for mode in modes:
            report.modes.append(await run_mode(services, dataset, mode, depth, limit))
            for options in RESULT_OPTIONS.items() if result_options else ():
                report.modes.append(await run_mode(services, dataset, mode, depth, limit, options))
            for ranking in rankings:  # the ranking controls asked for, each on the same index
                report.modes.append(await run_mode(services, dataset, mode, depth, limit, ranking=ranking))
        return report
    finally:
        await services.close()


def evaluate_in_temporary_directory(
    dataset: Dataset,
    settings: Settings,
    modes: Sequence[str],
    depth: int,
    progress: Callable[[int], None] | None = None,
    optimize: bool = False,
    limit: int | None = None,
    result_options: bool = False,
    rankings: Sequence[Ranking] = (),
) -> EvaluationReport:
    """Evaluate on a fresh, throw-away index (so earlier runs cannot leak into the figures)."""
    directory = Path(tempfile.mkdtemp(prefix="rag-eval-"))
    try:
        fresh = settings.model_copy(update={"rag_data_dir": directory})
        return asyncio.run(evaluate(dataset, fresh, modes, depth, progress, optimize, limit, result_options, rankings))
    finally:
        shutil.rmtree(directory, ignore_errors=True)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "dataset", nargs="?", default=str(CRANFIELD),
        help="directory with corpus.jsonl and queries.jsonl (default: the shipped Cranfield collection)",
    )
    parser.add_argument(
        "--dataset", dest="dataset_option", metavar="DATASET",
        help="code:NAME (a set of eval/datasets/code, found from a clone: " + (", ".join(code_sets()) or "none here")
        + "), code:PATH (a set's folder, or a source tree with --questions); adr (the decision records of "
        "eval/datasets/adr, found from a clone) or adr:PATH; a plain path is the BEIR-layout dataset, as the positional argument",
    )
    parser.add_argument("--questions", help="with --dataset code:...: the questions, JSON lines {id, question, answers, split}")
    parser.add_argument(
        "--levers", choices=LEVER_CHOICES, default="configured",
        help="with code: the issue-22 levers (the rag_code_* settings) as configured, all off, all on, "
        "off and on (compare), or each alone too (each); each on a fresh index",
    )
    parser.add_argument("--roles", nargs="+", help="with code: only documents of these roles (the search request's 'roles')")
    parser.add_argument("--details", action="store_true", help="with code: every question's rank and top five files too")
    parser.add_argument(
        "--ask", nargs="+", choices=ASK_CHOICES, default=["agents"],
        help="with code: how the questions are asked: agents (code only, one result per file: the default), rag001 (the "
        "query alone, as the C# client sends it), anchor / anchor-all (no service: BM25 over whole code files / every "
        "file, identifiers split); several: each on the same index",
    )
    parser.add_argument(
        "--split", choices=SPLITS,
        help="with code: ask only the questions of this split (tune on dev without reading the held-out half)",
    )
    parser.add_argument(
        "--keep-index", metavar="DIR",
        help="with code: keep each configuration's index under DIR and reuse it in later runs with the same index "
        "settings (search settings compared without indexing again)",
    )
    parser.add_argument("--qrels", help="relevance judgements: query-id, corpus-id, score (TSV; default <dataset>/qrels/dev.tsv)")
    parser.add_argument("--mode", choices=["dense", "bm25", "hybrid", "fallback", "all"], default="all")
    parser.add_argument("--depth", type=int, default=100, help="documents per ranked list (default 100)")
    parser.add_argument("--max-documents", type=int, help="only the first N documents (a quick slice)")
    parser.add_argument("--limit", type=int, help="results asked of each search (default: twice --depth; 10: what a client asking for 10 gets)")
    parser.add_argument(
        "--result-options", action="store_true",
        help="run every mode again with maxPerDocument 1, with mergeAdjacent, and with both (same index)",
    )
    parser.add_argument(
        "--duplicates", action="store_true",
        help="copy every document judged relevant under another id (<id>~copy) and report the distinct relevant "
        "documents in the top 10 (what --diversity is measured on)",
    )
    parser.add_argument("--diversity", type=float, nargs="+", metavar="D", help="run every mode again with each of these diversities (0 to 1, MMR)")
    parser.add_argument(
        "--recency", type=float, nargs=2, metavar=("HALF_LIFE_DAYS", "WEIGHT"), help="run every mode again with this recency decay"
    )
    parser.add_argument("--weights", type=float, nargs=2, metavar=("DENSE", "KEYWORD"), help="run every mode again with these weights of the two sides")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument(
        "--optimize", action="store_true",
        help="optimize the vector index after indexing, as the service does when it grows (with a low "
        "RAG_EDGE_INDEXING_THRESHOLD_KB, e.g. 1, Cranfield too is searched through the HNSW graph and int8 codes)",
    )


def run_code(args: argparse.Namespace, settings: Settings) -> int:
    from tqdm import tqdm

    try:
        dataset = resolve_code_dataset(args.dataset_option, args.questions)
        if args.split:
            dataset = replace(dataset, questions=[q for q in dataset.questions if q.split == args.split])
        report = evaluate_code(
            dataset, settings, args.levers, args.roles or (),
            lambda label: tqdm(desc=f"indexing ({label})", unit="file", file=sys.stderr, disable=args.json),
            Path(args.keep_index) if args.keep_index else None,
            args.ask,
        )
    except QuestionsError as error:
        print(f"rag-context eval: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report.as_dict(), indent=2) if args.json else report.table())
    if args.details and not args.json:
        print(report.details())
    return 0


def run_adr_eval(args: argparse.Namespace, settings: Settings) -> int:
    try:
        dataset = resolve_adr_dataset(args.dataset_option)
    except AdrDatasetError as error:
        print(f"rag-context eval: {error}", file=sys.stderr)
        return 2
    report = asyncio.run(run_adr(dataset, settings))
    print(json.dumps(report, indent=2) if args.json else adr_table(report))
    return 0


def run(args: argparse.Namespace) -> int:
    from tqdm import tqdm

    if importlib.util.find_spec("pytrec_eval") is None:  # trec_eval's scorer and its scipy stay out of the service's install
        print("rag-context eval: the scorer is not installed: pip install 'rag-context[eval]'", file=sys.stderr)
        return 2
    settings = load_settings()
    configure_logging("error", settings.rag_log_format)  # the report is the output; warnings of the switched-off modes are expected
    if args.dataset_option and args.dataset_option.startswith("code:"):
        return run_code(args, settings)
    if args.dataset_option and (args.dataset_option == "adr" or args.dataset_option.startswith("adr:")):
        return run_adr_eval(args, settings)
    if args.questions:
        print("rag-context eval: --questions goes with --dataset code:PATH", file=sys.stderr)
        return 2
    dataset_dir = Path(args.dataset_option or args.dataset)
    qrels = Path(args.qrels) if args.qrels else dataset_dir / "qrels" / "dev.tsv"
    for needed in (dataset_dir / "corpus.jsonl", dataset_dir / "queries.jsonl", qrels):
        if not needed.is_file():
            print(f"rag-context eval: {needed} does not exist", file=sys.stderr)
            return 2
    dataset = load_dataset(dataset_dir, qrels)
    if args.max_documents:
        dataset = dataset.sliced(args.max_documents)
    if args.duplicates:
        dataset = dataset.with_duplicates()
    rankings = [Ranking(diversity=value) for value in args.diversity or ()]
    if args.recency:
        rankings.append(Ranking(recency=Recency(args.recency[0], args.recency[1])))
    if args.weights:
        rankings.append(Ranking(dense_weight=args.weights[0], keyword_weight=args.weights[1]))
    if not dataset.qrels:
        print("rag-context: no judged query has a document in this corpus", file=sys.stderr)
        return 1
    modes = list(MODES) if args.mode == "all" else [args.mode]
    with tqdm(total=len(dataset.corpus), desc="indexing", unit="doc", file=sys.stderr, disable=args.json) as bar:
        report = evaluate_in_temporary_directory(
            dataset, settings, modes, args.depth, bar.update, args.optimize, args.limit, args.result_options, rankings
        )
    print(json.dumps(report.as_dict(), indent=2) if args.json else report.table())
    return 0

"""The code part of `rag-context eval`: `--dataset code:PATH --questions FILE` (issue 22, item 4).

Does a code question find the file that answers it? The tree is indexed as `rag-context index`
indexes a folder (the same file walk, content types, sources and batches, then the same
optimization), into a throw-away data directory. Every question is then asked as an agent asks it
over the API: the same request model and tool call as POST /tools/rag_context_search, restricted to
code and one result per file: `{"query", "filter": {"contentTypes": ["code"]}, "maxPerDocument": 1}`,
the body a client sends for "the top 5 files" (the limit left at the API's default, 5). hit@1 and
hit@5 are read from that answer; MRR@10 from the same body asking for 10. The ranked files are
scored against the answering files, file level: hit@1, hit@5 and MRR@10 (trec_eval through
pytrec_eval), per split (`dev` / `heldout`).

Questions are JSON lines: `{"id", "question", "answers": ["relative/path.cs", ...], "split"}`; any
answer in the list counts as a hit. A set is a folder holding `tree/` and `questions.jsonl`; the sets
live in a clone, not in the installed package: `code:NAME` is `eval/datasets/code/NAME`, found from the
current directory upwards or beside the package's own source (an editable install), and `code:PATH`
names a set's folder (or a bare source tree, with --questions) anywhere.

The levers of issue 22 (code cut by its syntax tree, identifiers split into words, a header embedded
with each chunk) are the `rag_code_*` switches of the settings; `--levers` measures with them as
configured, all off, all on, off and on (`compare`), or each alone (`each`), each on a fresh index.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rag_context.api import tool_calls
from rag_context.api.models import SearchBody
from rag_context.commands.index import BATCH_DOCUMENTS, BulkReport, index_in_batches, prepare
from rag_context.config import Settings
from rag_context.core.code.roles import ROLES
from rag_context.core.ports import DependencyError
from rag_context.services import build_services

SPLITS = ("dev", "heldout")
# How a question is asked: `agents`, as the agents ask for code (code only, one result per file);
# `rag001`, as the C# client of the RAG-001 contract asks (the query alone: no filter, no option);
# `anchor`, no service at all: BM25 over whole code files with their identifiers split (bm25s), the
# plain baseline a ranking lever has to beat (`anchor-all`: over every indexed file, the RAG-001 way's).
ASK_CHOICES = ("agents", "rag001", "anchor", "anchor-all")
LEVER_PREFIX = "rag_code_"
LEVER_CHOICES = ("configured", "off", "on", "compare", "each")
# hit@1 and hit@5 come from the answer a client gets without a limit (the API's default, 5), MRR@10
# from the same request asking for 10: with one result per document, the candidates the service
# reads depend on the limit (core/results.py), so the top 5 is measured as it is asked for.
HIT_DEPTH = 5
MRR_DEPTH = 10
MAX_QUESTIONS = 10_000
# Where the code sets live in a clone (eval/datasets/code/README.md): one folder per set.
CODE_SETS_FOLDER = Path("eval", "datasets", "code")
# The clone an editable install runs from (this file is its src/rag_context/commands/code_eval.py):
# its sets are found when `rag-context eval` runs from another directory. None from a wheel.
_SOURCE = Path(__file__).resolve().parents[2]
PACKAGE_CLONE = _SOURCE.parent if _SOURCE.name == "src" else None


class QuestionsError(ValueError):
    """The questions file or the dataset is not usable (the message names the line and field)."""


@dataclass(frozen=True)
class CodeQuestion:
    id: str
    question: str
    answers: tuple[str, ...]
    split: str


@dataclass(frozen=True)
class CodeDataset:
    name: str
    tree: Path
    questions: list[CodeQuestion]


def load_questions(path: Path) -> list[CodeQuestion]:
    """The questions of a JSON-lines file, each checked (a bad one names its line and field)."""
    questions: list[CodeQuestion] = []
    seen: set[str] = set()
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            where = f"{path.name} line {number}"
            try:
                entry = json.loads(line)
            except json.JSONDecodeError as error:
                raise QuestionsError(f"{where}: not JSON ({error.msg})") from None
            if not isinstance(entry, dict):
                raise QuestionsError(f"{where}: a question is a JSON object")
            qid, text, answers, split = entry.get("id"), entry.get("question"), entry.get("answers"), entry.get("split", "dev")
            if not isinstance(qid, str) or not qid.strip():
                raise QuestionsError(f"{where}: 'id' must be a non-empty string")
            if qid in seen:
                raise QuestionsError(f"{where}: 'id' {qid!r} is given twice")
            if not isinstance(text, str) or not text.strip() or len(text) > 1000:
                raise QuestionsError(f"{where}: 'question' must be a non-empty string of at most 1000 characters (the API's bound)")
            if not isinstance(answers, list) or not answers or not all(isinstance(a, str) and a.strip() for a in answers):
                raise QuestionsError(f"{where}: 'answers' must be a non-empty list of file paths")
            if split not in SPLITS:
                raise QuestionsError(f"{where}: 'split' must be one of {', '.join(SPLITS)}")
            seen.add(qid)
            questions.append(CodeQuestion(qid, text, tuple(a.strip().removeprefix("./") for a in answers), split))
            if len(questions) > MAX_QUESTIONS:
                raise QuestionsError(f"{path.name}: more than {MAX_QUESTIONS} questions")
    if not questions:
        raise QuestionsError(f"{path.name}: no question")
    return questions


def code_set_roots() -> list[Path]:
    """The eval/datasets/code folders `code:NAME` looks in, nearest first: the first at or above the
    current directory (a clone), then the one of the clone the package runs from (an editable install).
    None from an installed wheel outside a clone: the sets are not shipped."""
    here = Path.cwd().resolve()
    nearest = next((folder / CODE_SETS_FOLDER for folder in (here, *here.parents) if (folder / CODE_SETS_FOLDER).is_dir()), None)
    roots: list[Path] = []
    for root in (nearest, PACKAGE_CLONE / CODE_SETS_FOLDER if PACKAGE_CLONE else None):
        if root is not None and root.is_dir() and root not in roots:
            roots.append(root)
    return roots


def is_code_set(folder: Path) -> bool:
    return (folder / "tree").is_dir() and (folder / "questions.jsonl").is_file()


def code_sets() -> dict[str, Path]:
    """Every set `code:NAME` can name, with its folder (a name in two roots is the nearer root's)."""
    found: dict[str, Path] = {}
    for root in code_set_roots():
        for folder in sorted(root.iterdir()):
            if is_code_set(folder):
                found.setdefault(folder.name, folder)
    return found


def no_code_set(name: str) -> QuestionsError:
    """One line: where `code:NAME` looked, what it found, and how to pass a set by its path."""
    roots = code_set_roots()
    if roots:
        looked = f"looked in {', '.join(str(root) for root in roots)}: sets there: {', '.join(code_sets()) or 'none'}"
    else:
        looked = f"no {CODE_SETS_FOLDER.as_posix()} at or above {Path.cwd()}" + (f" nor in {PACKAGE_CLONE}" if PACKAGE_CLONE else "")
    return QuestionsError(
        f"no code set named {name!r} ({looked}); run from a clone, or pass a set's folder (tree/ and questions.jsonl) as --dataset code:PATH"
    )


def resolve_code_dataset(spec: str, questions: str | None) -> CodeDataset:
    """`code:NAME` (a set of eval/datasets/code, its questions by default), `code:PATH` to a set's
    folder (the same), or `code:PATH` to a source tree (--questions needed)."""
    target = spec.removeprefix("code:")
    if not target:
        raise QuestionsError(
            "--dataset code: needs a set's name (" + (", ".join(code_sets()) or f"none found: no {CODE_SETS_FOLDER.as_posix()} here")
            + "), a set's folder, or a source tree with --questions"
        )
    given = Path(target)
    if given.is_dir():  # a folder of that name here wins over a set of the same name
        folder, name = given, given.resolve().name
    elif "/" in target or "\\" in target:
        raise QuestionsError(f"{target} is not a folder")
    else:
        folder = code_sets().get(target)
        if folder is None:
            raise no_code_set(target)
        name = target
    if is_code_set(folder):
        tree, default_questions = folder / "tree", folder / "questions.jsonl"
    else:
        tree, default_questions = folder, None
    questions_path = Path(questions) if questions else default_questions
    if questions_path is None:
        raise QuestionsError(f"--questions FILE is needed with --dataset code:PATH when {target} is a source tree (a set's folder holds tree/ and questions.jsonl)")
    if not questions_path.is_file():
        raise QuestionsError(f"{questions_path} does not exist")
    loaded = load_questions(questions_path)
    missing = sorted({a for q in loaded for a in q.answers if not (tree / a).is_file()})
    if missing:
        raise QuestionsError(f"answers that are not files of {tree}: {', '.join(missing[:5])}" + (" ..." if len(missing) > 5 else ""))
    return CodeDataset(name, tree, loaded)


def code_levers(settings: Settings) -> list[str]:
    """The settings that switch a lever of issue 22 (booleans named rag_code_*) in this build."""
    return [name for name, info in type(settings).model_fields.items() if name.startswith(LEVER_PREFIX) and info.annotation is bool]


def lever_label(name: str) -> str:
    return name.removeprefix(LEVER_PREFIX)


def configurations(choice: str, levers: Sequence[str]) -> list[tuple[str, dict[str, bool]]]:
    """(label, settings to change) per configuration to measure, each on its own fresh index."""
    off = {lever: False for lever in levers}
    on = {lever: True for lever in levers}
    if choice == "configured" or not levers:
        return [("configured", {})]
    if choice == "off":
        return [("levers off", off)]
    if choice == "on":
        return [("levers on", on)]
    if choice == "compare":
        return [("levers off", off), ("levers on", on)]
    if choice == "each":
        alone = [(f"only {lever_label(lever)}", off | {lever: True}) for lever in levers]
        return [("levers off", off), *alone, ("levers on", on)]
    raise ValueError(f"unknown --levers {choice!r}; choose from {', '.join(LEVER_CHOICES)}")


def search_request(question: str, roles: Sequence[str] = (), limit: int | None = None, ask: str = "agents") -> dict[str, Any]:
    """The body an agent sends for a code question: code only, one result per file; `limit` None
    leaves the API's default (5). `roles` narrows to those roles (the filter language's `roles`).
    `ask="rag001"`: the C# client's body, the query alone (and `limit`, for MRR@10)."""
    if ask == "rag001":
        return {"query": question} | ({"limit": limit} if limit is not None else {})
    document_filter: dict[str, Any] = {"contentTypes": ["code"]}
    if roles:
        document_filter["roles"] = list(roles)
    body: dict[str, Any] = {"query": question, "filter": document_filter, "maxPerDocument": 1}
    if limit is not None:
        body["limit"] = limit
    return body


def files_ranked(results: Sequence[dict[str, Any]]) -> list[str]:
    """The results' files (`source`), each once, at the place of its best result."""
    ranked: list[str] = []
    for result in results:
        if result["source"] not in ranked:
            ranked.append(result["source"])
    return ranked


@dataclass
class QuestionOutcome:
    id: str
    split: str
    rank: int  # 1-based place of the first answering file in the default answer (5 files); 0: not there
    top: list[str]  # the files of the default answer
    rank_at_10: int = 0  # the same in the answer asking for 10

    @property
    def hit_at_1(self) -> bool:
        return self.rank == 1

    @property
    def hit_at_5(self) -> bool:
        return 1 <= self.rank <= HIT_DEPTH


@dataclass
class SplitScores:
    split: str
    questions: int
    hits_at_1: int
    hits_at_5: int
    hit_at_1: float
    hit_at_5: float
    mrr_at_10: float


def score_files(
    questions: Sequence[CodeQuestion], ranked: dict[str, list[str]], split: str, ranked_at_10: dict[str, list[str]] | None = None
) -> SplitScores:
    """File-level hit@1, hit@5 (trec_eval's success@k, of `ranked`) and MRR@10 (of `ranked_at_10`,
    `ranked` when not given) over the questions of `split` ("all" for every question), computed by
    trec_eval through pytrec_eval."""
    import pytrec_eval

    chosen = [q for q in questions if split == "all" or q.split == split]
    if not chosen:
        return SplitScores(split, 0, 0, 0, 0.0, 0.0, 0.0)
    qrels = {q.id: {answer: 1 for answer in q.answers} for q in chosen}

    def evaluate(files: dict[str, list[str]], measures: set[str]) -> dict[str, dict[str, float]]:
        # trec_eval ranks by score: strictly decreasing scores keep the returned order.
        run = {q.id: {f: float(MRR_DEPTH - i) for i, f in enumerate(files.get(q.id, [])[:MRR_DEPTH])} for q in chosen}
        return pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)

    hits = evaluate(ranked, {"success.1,5"})
    reciprocal = evaluate(ranked_at_10 if ranked_at_10 is not None else ranked, {"recip_rank"})

    def total(per_query: dict[str, dict[str, float]], measure: str) -> float:  # a question with no result is absent: 0
        return sum(per_query.get(q.id, {}).get(measure, 0.0) for q in chosen)

    hits_1, hits_5 = round(total(hits, "success_1")), round(total(hits, "success_5"))
    mrr = total(reciprocal, "recip_rank") / len(chosen)
    return SplitScores(split, len(chosen), hits_1, hits_5, hits_1 / len(chosen), hits_5 / len(chosen), mrr)


@dataclass
class ConfigurationReport:
    label: str
    settings: dict[str, bool]
    files: int
    chunks: int
    index_seconds: float
    skipped: dict[str, int]
    scores: list[SplitScores]
    questions: list[QuestionOutcome] = field(default_factory=list)
    ask: str = "agents"  # how the questions were asked (ASK_CHOICES)


@dataclass
class CodeEvaluationReport:
    dataset: str
    request: dict[str, Any]  # the body's shape (the query left out)
    configurations: list[ConfigurationReport] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        from dataclasses import asdict

        return {"dataset": self.dataset, "request": self.request, "configurations": [asdict(c) for c in self.configurations]}

    def table(self) -> str:
        shape = ", ".join(f"{k}={json.dumps(v)}" for k, v in self.request.items())
        lines = [f"dataset {self.dataset}; request: {shape} (files counted once, at their best result)"]
        lines.append(f"{'configuration':<32} {'split':<8} {'n':>3} {'hit@1':>11} {'hit@5':>11} {'MRR@10':>7}")
        for c in self.configurations:
            for s in c.scores:
                lines.append(
                    f"{c.label:<32} {s.split:<8} {s.questions:>3} {s.hits_at_1:>3} ({s.hit_at_1:.2f}) "
                    f"{s.hits_at_5:>3} ({s.hit_at_5:.2f}) {s.mrr_at_10:>7.3f}"
                )
        for c in self.configurations:
            skipped = ", ".join(f"{n} {reason}" for reason, n in sorted(c.skipped.items())) or "none"
            lines.append(f"{c.label}: {c.files} files indexed, {c.chunks} chunks in {c.index_seconds:.1f} s; skipped: {skipped}")
        return "\n".join(lines)

    def details(self) -> str:
        """Per question and configuration: where the answer came, and the top five files."""
        lines = []
        for c in self.configurations:
            lines.append(f"== {c.label}")
            for q in c.questions:
                lines.append(f"{q.id} [{q.split}] rank {q.rank or '-'} (of 10: {q.rank_at_10 or '-'}): {', '.join(q.top)}")
        return "\n".join(lines)


async def index_tree(services: Any, dataset: CodeDataset, progress: Callable[[int], None] | None) -> tuple[int, int, float, dict[str, int]]:
    """The tree indexed as `rag-context index TREE` does it in process: (files, chunks, seconds, skipped)."""
    walk = BulkReport()
    requests = prepare([dataset.tree], dataset.name, None, walk)
    started = time.perf_counter()
    chunks = await index_in_batches(services.indexing, requests, BATCH_DOCUMENTS, progress)
    with contextlib.suppress(DependencyError):  # as `rag-context index` does after a bulk load
        await services.optimize_vectors()
    seconds = round(time.perf_counter() - started, 3)
    return len(requests), chunks, seconds, {reason: len(sources) for reason, sources in walk.skipped.items()}


async def ask_all(
    services: Any, questions: Sequence[CodeQuestion], roles: Sequence[str], limit: int | None, ask: str = "agents"
) -> dict[str, list[str]]:
    ranked: dict[str, list[str]] = {}
    for question in questions:
        body = SearchBody.model_validate(search_request(question.question, roles, limit, ask))
        payload = await tool_calls.search(services, body, None)
        ranked[question.id] = files_ranked(payload["results"])
    return ranked


class CachedEmbedder:
    """An embedder whose document vectors are kept in a file by (model, text): a kept index built
    again under other index settings (the keyword side changed, the chunks not) embeds only the
    chunks it has not seen. The vectors are the model's own, stored exactly (float64); queries are
    not cached. Only the evaluation uses it."""

    def __init__(self, inner: Any, path: Path) -> None:
        import sqlite3

        self._inner = inner
        self._db = sqlite3.connect(path)
        self._db.execute("CREATE TABLE IF NOT EXISTS vectors (key BLOB PRIMARY KEY, vector BLOB NOT NULL)")
        self.embedded = 0  # texts the model embedded (not found in the file)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    def _key(self, text: str) -> bytes:
        return hashlib.sha256(f"{self._inner.model_name}\0{text}".encode("utf-8", "surrogatepass")).digest()

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        from array import array

        keys = [self._key(text) for text in texts]
        found: dict[bytes, list[float]] = {}
        for key in set(keys):
            row = self._db.execute("SELECT vector FROM vectors WHERE key = ?", (key,)).fetchone()
            if row is not None:
                found[key] = array("d", row[0]).tolist()
        missing = [i for i, key in enumerate(keys) if key not in found]
        if missing:
            vectors = await self._inner.embed_documents([texts[i] for i in missing])
            self.embedded += len(missing)
            for i, vector in zip(missing, vectors, strict=True):
                found[keys[i]] = list(vector)
                self._db.execute("INSERT OR REPLACE INTO vectors VALUES (?, ?)", (keys[i], array("d", vector).tobytes()))
            self._db.commit()
        return [found[key] for key in keys]

    async def embed_query(self, text: str) -> list[float]:
        return await self._inner.embed_query(text)

    async def close(self) -> None:
        self._db.close()
        await self._inner.close()


INDEX_RECORD = "code-eval-index.json"
# How chunks that only declare are marked (core/code.mark_contracts): an index marked otherwise is not reused.
CONTRACT_MARKING = "signature: every declaration starting in the chunk only declares"


def index_settings(settings: Settings) -> dict[str, Any]:
    """What decides the index a tree gets: the code options and the embedder (a kept index is
    reused only under the same)."""
    from dataclasses import asdict

    return {"code": asdict(settings.code_options), "embedder": settings.embedder_model_name, "roles": list(ROLES), "kinds": CONTRACT_MARKING}


def outcomes_and_scores(
    questions: Sequence[CodeQuestion], ranked: dict[str, list[str]], ranked_at_10: dict[str, list[str]]
) -> tuple[list[QuestionOutcome], list[SplitScores]]:
    outcomes = []
    for q in questions:
        rank, rank_at_10 = (
            next((i + 1 for i, f in enumerate(files[q.id][:MRR_DEPTH]) if f in q.answers), 0) for files in (ranked, ranked_at_10)
        )
        outcomes.append(QuestionOutcome(q.id, q.split, rank, ranked[q.id][:HIT_DEPTH], rank_at_10))
    splits = [s for s in SPLITS if any(q.split == s for q in questions)]
    scores = [score_files(questions, ranked, split, ranked_at_10) for split in splits]
    if len(splits) > 1:
        scores.append(score_files(questions, ranked, "all", ranked_at_10))
    return outcomes, scores


async def evaluate_configuration(
    dataset: CodeDataset, settings: Settings, label: str, changes: dict[str, bool], roles: Sequence[str],
    progress: Callable[[int], None] | None, asks: Sequence[str] = ("agents",), embedding_cache: Path | None = None,
) -> list[ConfigurationReport]:
    """Index the tree (or reuse the index a kept directory holds, built under the same index
    settings) and ask every question, once per way of asking in `asks`."""
    configured = settings.model_copy(update=changes)
    record_path = configured.rag_data_dir / INDEX_RECORD
    record = json.loads(record_path.read_text(encoding="utf-8")) if record_path.is_file() else None
    if record is not None and record.get("settings") != index_settings(configured):
        raise QuestionsError(f"{configured.rag_data_dir} holds an index built with other settings: {record.get('settings')}")
    embedder = None
    if embedding_cache is not None and record is None:
        from rag_context.backends import factory

        embedder = CachedEmbedder(await factory.build_embedder(configured), embedding_cache)
    services = await build_services(configured, embedder=embedder)
    await services.start()
    answers: dict[str, tuple[dict[str, list[str]], dict[str, list[str]]]] = {}
    try:
        if record is None:
            files, chunks, seconds, skipped = await index_tree(services, dataset, progress)
            record = {"settings": index_settings(configured), "files": files, "chunks": chunks, "seconds": seconds, "skipped": skipped}
            if embedder is not None:
                record["embedded"] = embedder.embedded  # the chunks the model embedded (the others came from the cache)
            record_path.write_text(json.dumps(record), encoding="utf-8")
        for ask in asks:
            answers[ask] = (
                await ask_all(services, dataset.questions, roles, None, ask),
                await ask_all(services, dataset.questions, roles, MRR_DEPTH, ask),
            )
    finally:
        await services.close()
    reports = []
    for ask, (ranked, ranked_at_10) in answers.items():
        outcomes, scores = outcomes_and_scores(dataset.questions, ranked, ranked_at_10)
        name = label if len(asks) == 1 else f"{label}, {ask}"
        reports.append(
            ConfigurationReport(name, changes, record["files"], record["chunks"], record["seconds"], record["skipped"], scores, outcomes, ask)
        )
    return reports


def anchor_report(dataset: CodeDataset, every_file: bool = False) -> ConfigurationReport:
    """The plain anchor: BM25 (bm25s, its defaults: k1 1.5, b 0.75, Lucene's idf) over whole files,
    each file's text with the words of its compound identifiers and of its path added (as the
    service's keyword side adds them to a code chunk), the question split the same way; English stop
    words out, no stemming. Over the code files (`every_file`: every file the walk indexes, the
    documentation too: what the RAG-001 way searches), ranked by score."""
    import bm25s

    from rag_context.core.code.identifiers import keyword_text, split_query

    started = time.perf_counter()
    walk = BulkReport()
    requests = prepare([dataset.tree], dataset.name, None, walk)
    texts: dict[str, list[str]] = {}
    for request in requests:
        if every_file or request.content_type == "code":
            texts.setdefault(request.source, []).append(request.content)
    sources = list(texts)
    corpus = [" ".join(parts) + "\n" + keyword_text(" ".join(parts), source, None) for source, parts in texts.items()]
    retriever = bm25s.BM25()
    retriever.index(bm25s.tokenize(corpus, stopwords="en", show_progress=False), show_progress=False)
    ranked: dict[str, list[str]] = {}
    for q in dataset.questions:
        tokens = bm25s.tokenize([split_query(q.question)], stopwords="en", show_progress=False)
        documents, _ = retriever.retrieve(tokens, k=min(MRR_DEPTH, len(sources)), show_progress=False)
        ranked[q.id] = [sources[int(i)] for i in documents[0]]
    outcomes, scores = outcomes_and_scores(dataset.questions, ranked, ranked)
    label = "anchor: bm25 all files" if every_file else "anchor: bm25 code files"
    seconds = round(time.perf_counter() - started, 3)
    return ConfigurationReport(label, {}, len(sources), len(sources), seconds, {}, scores, outcomes, "anchor-all" if every_file else "anchor")


def evaluate_code(
    dataset: CodeDataset,
    settings: Settings,
    levers: str = "configured",
    roles: Sequence[str] = (),
    progress_factory: Callable[[str], Any] | None = None,
    keep_index: Path | None = None,
    asks: Sequence[str] = ("agents",),
) -> CodeEvaluationReport:
    """Each configuration on a fresh, throw-away data directory (earlier runs cannot leak in), or,
    with `keep_index`, on `keep_index/<set>-<hash of the index settings>`, kept and reused by every
    run with the same index settings (to compare search settings without indexing again; the
    document vectors are kept too, in `keep_index/embeddings.sqlite`, so that an index built under
    other keyword settings embeds only what changed). Each way of asking in `asks` (ASK_CHOICES)
    is a configuration of the report; the anchors need no index."""
    service_asks = [ask for ask in asks if not ask.startswith("anchor")]
    request = {k: v for k, v in search_request("", roles, ask=service_asks[0] if service_asks else "agents").items() if k != "query"}
    report = CodeEvaluationReport(dataset.name, request)
    for ask in asks:
        if ask.startswith("anchor"):
            report.configurations.append(anchor_report(dataset, every_file=ask == "anchor-all"))
    if not service_asks:
        return report
    for label, changes in configurations(levers, code_levers(settings)):
        if keep_index is None:
            directory = Path(tempfile.mkdtemp(prefix="rag-code-eval-"))
        else:
            index_key = json.dumps(index_settings(settings.model_copy(update=changes)), sort_keys=True)
            directory = keep_index / f"{dataset.name}-{hashlib.sha256(index_key.encode()).hexdigest()[:12]}"
            directory.mkdir(parents=True, exist_ok=True)
        bar = progress_factory(label) if progress_factory else None
        try:
            # No start-up sweep: a fresh directory has nothing to compare, a kept one was written
            # whole, and a sweep running beside the bulk load would only re-embed what it sees half written.
            fresh = settings.model_copy(update={"rag_data_dir": directory, "rag_check_at_start": False})
            cache = keep_index / "embeddings.sqlite" if keep_index is not None else None
            report.configurations.extend(
                asyncio.run(
                    evaluate_configuration(dataset, fresh, label, changes, roles, getattr(bar, "update", None), service_asks, cache)
                )
            )
        finally:
            if bar is not None and hasattr(bar, "close"):
                bar.close()
            if keep_index is None:
                shutil.rmtree(directory, ignore_errors=True)
    return report

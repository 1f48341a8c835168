"""The repository map (issue 31, item 5): definitions ranked by PageRank over the graph of which file
refers to which file's definitions, personalised by what the agent is after, rendered as file ->
signatures within a token budget.

The graph's nodes are files; a file that names a name another file defines has an edge to it,
weighted by how often it names it, spread over the files that define that name (an ambiguous name
says less), and lighter for names defined in many files or private ones (`_x`). PageRank with a
personalisation (the files a search for the question finds, the files the agent names; none: every
file alike) ranks the files; a definition's score is then its file's rank shared among the file's
definitions (the referenced ones taking more), plus the rank that flows to it along the references
to its name. The best definitions are rendered, file by file in rank order, each file's in line
order (a member under its type's line), as many as fit the budget: the count is found by bisection
on the rendered text's tokens, so the map is never over it.

Pure: numpy for the power iteration (no graph library at run time; tests compare it with networkx).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from rag_context.core.code.graph.model import FIELD, VARIABLE, NameCount, StoredDefinition

DAMPING = 0.85
ITERATIONS = 100
TOLERANCE = 1e-9
# Kinds a map shows (not fields, variables, namespaces, modules, impl blocks: their members are shown).
MAP_KINDS = (
    "class", "struct", "interface", "record", "enum", "delegate", "trait", "type", "union",
    "method", "constructor", "function", "property", "event", "macro", "indexer", "operator",
)
COMMON_NAME_FILES = 5  # a name defined in more files than this says little about which one is meant
INDENT = "  "


def pagerank(
    nodes: int, edges: Iterable[tuple[int, int, float]], personalization: Sequence[float] | None = None,
    damping: float = DAMPING, iterations: int = ITERATIONS, tolerance: float = TOLERANCE,
) -> np.ndarray:
    """PageRank of a weighted directed graph of `nodes` nodes (networkx's definition: a node with no
    out-edge gives its rank by the personalisation), summing to 1."""
    if nodes == 0:
        return np.zeros(0)
    teleport = np.full(nodes, 1.0 / nodes) if personalization is None else np.asarray(personalization, dtype=float)
    total = teleport.sum()
    teleport = teleport / total if total > 0 else np.full(nodes, 1.0 / nodes)
    edge_list = [(source, target, weight) for source, target, weight in edges if weight > 0]
    sources = np.array([edge[0] for edge in edge_list], dtype=np.int64)
    targets = np.array([edge[1] for edge in edge_list], dtype=np.int64)
    weights = np.array([edge[2] for edge in edge_list], dtype=float)
    out = np.zeros(nodes)
    np.add.at(out, sources, weights)
    share = weights / out[sources] if len(edge_list) else weights
    dangling = out == 0
    rank = teleport.copy()
    for _ in range(iterations):
        flowed = np.zeros(nodes)
        np.add.at(flowed, targets, rank[sources] * share)
        updated = damping * (flowed + rank[dangling].sum() * teleport) + (1 - damping) * teleport
        if np.abs(updated - rank).sum() < nodes * tolerance:
            rank = updated
            break
        rank = updated
    return rank / rank.sum()


@dataclass(frozen=True, slots=True)
class RankedDefinition:
    item: StoredDefinition
    score: float


@dataclass(frozen=True, slots=True)
class RepoMap:
    text: str
    files: list[str]
    tokens: int
    truncated: bool


def name_weight(name: str, defining_files: int) -> float:
    """How much a reference to `name` says: less for a name many files define, or a private one;
    more for a long, specific one (`CircuitStateController` over `Run`)."""
    weight = 1.0
    if defining_files > COMMON_NAME_FILES:
        weight *= 0.1
    if name.startswith("_"):
        weight *= 0.1
    if len(name) >= 8 and any(c.isupper() for c in name[1:]) or "_" in name.strip("_"):
        weight *= 2.0
    return weight


def rank_definitions(
    definitions: Sequence[StoredDefinition], counts: Sequence[NameCount], personalization: Mapping[str, float] | None = None,
) -> list[RankedDefinition]:
    """The definitions, best first (see the module's docstring). `counts`: how often each document
    names each name; `personalization`: document id -> weight (none: every document alike)."""
    documents = sorted({item.document_id for item in definitions} | {count.document_id for count in counts})
    index = {document_id: position for position, document_id in enumerate(documents)}
    defined: dict[str, dict[str, list[StoredDefinition]]] = defaultdict(lambda: defaultdict(list))  # name -> document -> definitions
    for item in definitions:
        defined[item.definition.name][item.document_id].append(item)
    edges: dict[tuple[int, int], float] = defaultdict(float)
    flows: list[tuple[int, str, str, float]] = []  # (referring document, name, defining document, weight)
    for count in counts:
        where = defined.get(count.name)
        if not where:
            continue
        others = [document_id for document_id in where if document_id != count.document_id]
        if not others:
            continue
        weight = count.count * name_weight(count.name, len(where)) / len(others)
        for document_id in others:
            edges[(index[count.document_id], index[document_id])] += weight
            flows.append((index[count.document_id], count.name, document_id, weight))
    teleport = None
    if personalization:
        teleport = [personalization.get(document_id, 0.0) for document_id in documents]
        if sum(teleport) <= 0:
            teleport = None
    ranks = pagerank(len(documents), ((source, target, weight) for (source, target), weight in edges.items()), teleport)
    out_weight: dict[int, float] = defaultdict(float)
    for (source, _), weight in edges.items():
        out_weight[source] += weight
    incoming: dict[tuple[str, str], float] = defaultdict(float)  # (document, name) -> rank flowed to it
    referenced: dict[tuple[str, str], int] = defaultdict(int)
    for source, name, document_id, weight in flows:
        incoming[(document_id, name)] += ranks[source] * weight / out_weight[source]
        referenced[(document_id, name)] += 1
    by_document: dict[str, list[StoredDefinition]] = defaultdict(list)
    for item in definitions:
        by_document[item.document_id].append(item)
    ranked: list[RankedDefinition] = []
    for document_id, items in by_document.items():
        file_rank = ranks[index[document_id]]
        shares = [1.0 + math.log1p(referenced[(document_id, item.definition.name)]) + _kind_bonus(item) for item in items]
        total = sum(shares)
        same_name: dict[str, int] = defaultdict(int)
        for item in items:
            same_name[item.definition.name] += 1
        for item, share in zip(items, shares, strict=True):
            flowed = incoming[(document_id, item.definition.name)] / same_name[item.definition.name]
            ranked.append(RankedDefinition(item, file_rank * share / total + flowed))
    if teleport is not None and ranked:
        # The files the agent is after come first: their definitions lifted above the rest, in
        # proportion to how much the personalisation leans to each (what they use follows them).
        top = max(entry.score for entry in ranked)
        total = sum(personalization.values())  # type: ignore[union-attr]
        ranked = [
            RankedDefinition(entry.item, entry.score + top * (1 + personalization.get(entry.item.document_id, 0.0) / total))  # type: ignore[union-attr]
            if personalization.get(entry.item.document_id, 0.0) > 0  # type: ignore[union-attr]
            else entry
            for entry in ranked
        ]
    ranked.sort(key=lambda entry: (-entry.score, entry.item.source, entry.item.definition.line_start))
    return ranked


def _kind_bonus(item: StoredDefinition) -> float:
    """A file's types and its top-level functions say more of it than one method among many."""
    d = item.definition
    if d.kind in ("class", "interface", "struct", "record", "trait", "enum"):
        return 1.0
    if not d.container or d.container_kind in ("namespace", "module"):
        return 0.5
    return 0.0


def render(chosen: Sequence[RankedDefinition], all_by_symbol: Mapping[tuple[str, str], StoredDefinition] | None = None) -> tuple[str, list[str]]:
    """`chosen` as text, file by file in the order of each file's best definition, each file's
    definitions in line order, a member indented under its type (whose line is shown too)."""
    files: dict[str, list[StoredDefinition]] = {}
    for entry in chosen:
        files.setdefault(entry.item.source, []).append(entry.item)
    lines: list[str] = []
    for source, items in files.items():
        lines.append(f"{source}:")
        shown = {(item.document_id, item.definition.symbol, item.definition.line_start) for item in items}
        extra = []
        if all_by_symbol is not None:  # a member's type, when the type itself was not chosen
            for item in items:
                container = all_by_symbol.get((item.document_id, item.definition.container))
                if container is not None and (container.document_id, container.definition.symbol, container.definition.line_start) not in shown:
                    shown.add((container.document_id, container.definition.symbol, container.definition.line_start))
                    extra.append(container)
        ordered = sorted([*items, *extra], key=lambda item: (item.definition.line_start, -item.definition.line_end))
        open_blocks: list[StoredDefinition] = []
        for item in ordered:
            while open_blocks and not (
                open_blocks[-1].definition.line_start <= item.definition.line_start <= open_blocks[-1].definition.line_end
                and item.definition.container.startswith(open_blocks[-1].definition.symbol)
            ):
                open_blocks.pop()
            depth = len(open_blocks) + 1
            lines.append(f"{INDENT * depth}{item.definition.line_start}: {item.definition.signature}")
            open_blocks.append(item)
    return ("\n".join(lines) + "\n" if lines else ""), list(files)


def fit_map(
    ranked: Sequence[RankedDefinition], max_tokens: int, count_tokens: Callable[[str], int],
    all_by_symbol: Mapping[tuple[str, str], StoredDefinition] | None = None,
) -> RepoMap:
    """The most definitions (best first) whose rendering fits `max_tokens`, by bisection on the count."""
    low, high = 0, len(ranked)
    best_text, best_files, best_tokens = "", [], 0
    while low < high:
        middle = (low + high + 1) // 2
        text, files = render(ranked[:middle], all_by_symbol)
        tokens = count_tokens(text)
        if tokens <= max_tokens:
            low, best_text, best_files, best_tokens = middle, text, files, tokens
        else:
            high = middle - 1
    if low > 0 and not best_text:
        best_text, best_files = render(ranked[:low], all_by_symbol)
        best_tokens = count_tokens(best_text)
    return RepoMap(best_text, best_files, best_tokens, truncated=low < len(ranked))


def map_kinds(item: StoredDefinition) -> bool:
    return item.definition.kind in MAP_KINDS and item.definition.kind not in (FIELD, VARIABLE)

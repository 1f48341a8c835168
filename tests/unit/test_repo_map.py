"""The repository map's ranking and rendering (core/code/graph/rank.py): PageRank as networkx
computes it (weights, personalisation, dangling nodes), the definitions a map shows first, the
budget never exceeded."""

from __future__ import annotations

import random

import networkx
import pytest

from rag_context.core.code.graph.model import Definition, NameCount, StoredDefinition
from rag_context.core.code.graph.rank import fit_map, pagerank, rank_definitions, render


@pytest.mark.parametrize("personalised", [False, True])
def test_pagerank_is_networkxs(personalised: bool) -> None:
    chooser = random.Random(7)
    nodes = 40
    edges = {(chooser.randrange(nodes), chooser.randrange(nodes)): chooser.uniform(0.1, 5) for _ in range(120)}
    edges = {key: weight for key, weight in edges.items() if key[0] != key[1]}
    graph = networkx.DiGraph()
    graph.add_nodes_from(range(nodes))
    graph.add_weighted_edges_from((a, b, w) for (a, b), w in edges.items())
    personalization = {node: (3.0 if node in (2, 5) else 0.0) for node in range(nodes)} if personalised else None
    expected = networkx.pagerank(graph, alpha=0.85, personalization=personalization, tol=1e-12, max_iter=500, weight="weight")
    ours = pagerank(nodes, ((a, b, w) for (a, b), w in edges.items()), [personalization[n] for n in range(nodes)] if personalization else None, iterations=500, tolerance=1e-14)
    assert max(abs(ours[node] - expected[node]) for node in range(nodes)) < 1e-6


def definition(source: str, symbol: str, kind: str, line: int, end: int | None = None, container: str = "") -> StoredDefinition:
    name = symbol.rsplit(".", 1)[-1]
    d = Definition(name, kind, symbol, container, "class" if container else "", "", f"{kind} {name}()", line, end or line)
    return StoredDefinition(f"doc:{source}", source, "s", d)


DEFINITIONS = [
    definition("core/retry.py", "core.retry.Retry", "class", 1, 30),
    definition("core/retry.py", "core.retry.Retry.run", "method", 5, 10, "core.retry.Retry"),
    definition("core/backoff.py", "core.backoff.backoff", "function", 1, 3),
    definition("app/main.py", "app.main.main", "function", 1, 9),
    definition("app/cli.py", "app.cli.cli", "function", 1, 9),
    definition("docs/gen.py", "docs.gen.generate", "function", 1, 2),
]
COUNTS = [
    NameCount("doc:app/main.py", "Retry", 3),
    NameCount("doc:app/main.py", "run", 2),
    NameCount("doc:app/cli.py", "Retry", 1),
    NameCount("doc:core/retry.py", "backoff", 4),
]


def test_what_is_referenced_most_ranks_first_and_personalisation_leans_to_the_files_named() -> None:
    ranked = [entry.item.definition.symbol for entry in rank_definitions(DEFINITIONS, COUNTS)]
    assert ranked.index("core.retry.Retry") < ranked.index("app.cli.cli")
    assert ranked.index("core.backoff.backoff") < ranked.index("docs.gen.generate")
    leaning = [entry.item.definition.symbol for entry in rank_definitions(DEFINITIONS, COUNTS, {"doc:docs/gen.py": 1.0})]
    assert leaning[0] == "docs.gen.generate"


def test_the_map_is_file_by_file_in_line_order_with_members_under_their_type() -> None:
    ranked = rank_definitions(DEFINITIONS, COUNTS)
    by_symbol = {(item.document_id, item.definition.symbol): item for item in DEFINITIONS}
    member_only = [entry for entry in ranked if entry.item.definition.symbol == "core.retry.Retry.run"]
    text, files = render(member_only, by_symbol)
    assert files == ["core/retry.py"]
    assert text == "core/retry.py:\n  1: class Retry()\n    5: method run()\n"  # its type's line shown above it


def test_the_map_never_exceeds_its_budget() -> None:
    words = lambda text: len(text.split())  # noqa: E731 - a tokenizer for the test: one token a word
    ranked = rank_definitions(DEFINITIONS, COUNTS)
    whole = fit_map(ranked, 10_000, words)
    assert whole.truncated is False and len(whole.files) == 5
    for budget in range(0, 40):
        fitted = fit_map(ranked, budget, words)
        assert fitted.tokens == words(fitted.text) <= budget
        assert fitted.truncated is (fitted.text != whole.text)

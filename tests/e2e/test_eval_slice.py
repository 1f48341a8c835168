"""`rag-context eval` on a slice of Cranfield: the real indexing and search paths, metrics in a
sane range, and the same figures twice (the full measurement is a documented command)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

from rag_context.config import load_settings
from rag_context.commands.evaluate import MODES, Dataset, documents_ranked, evaluate_in_temporary_directory, load_dataset, score_run
from tests.conftest import CRANFIELD_DIR

QRELS = CRANFIELD_DIR / "qrels" / "dev.tsv"
SLICE = 40


@pytest.fixture(scope="module")
def cranfield_slice() -> Dataset:
    return load_dataset(CRANFIELD_DIR, QRELS).sliced(SLICE)


def quality(report) -> dict[str, dict[str, float]]:
    return {m.mode: {k: v for k, v in asdict(m).items() if not k.startswith("latency")} for m in report.modes}


def test_slice_metrics_are_sane_and_repeatable(cranfield_slice: Dataset) -> None:
    settings = load_settings(_env_file=None)
    first = evaluate_in_temporary_directory(cranfield_slice, settings, MODES, depth=100)
    second = evaluate_in_temporary_directory(cranfield_slice, settings, MODES, depth=100)
    assert quality(first) == quality(second)
    assert first.indexing.documents == SLICE and first.indexing.chunks >= SLICE
    by_mode = {m.mode: m for m in first.modes}
    assert set(by_mode) == set(MODES)
    for mode in by_mode.values():
        assert mode.queries == len(cranfield_slice.qrels)
        for value in (mode.ndcg_at_10, mode.mrr_at_10, mode.recall_at_10, mode.recall_at_100, mode.precision_at_3):
            assert 0.0 <= value <= 1.0
        # On 40 documents every mode finds most of what is relevant (random ranking scores far lower).
        assert mode.ndcg_at_10 > 0.4, mode
        assert mode.recall_at_100 > 0.9, mode
    assert by_mode["hybrid"].ndcg_at_10 >= by_mode["fallback"].ndcg_at_10


def test_eval_command_prints_the_table(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "rag_context.cli", "eval", str(CRANFIELD_DIR), "--qrels", str(QRELS), "--mode", "bm25", "--max-documents", "20"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stderr
    header, row = result.stdout.splitlines()[:2]
    assert header.split()[:3] == ["mode", "nDCG@10", "MRR@10"]
    assert row.split()[0] == "bm25"


def test_chunks_map_to_documents_best_chunk_once() -> None:
    from datetime import datetime, timezone

    from rag_context.core.models import Hit

    def hit(source: str) -> Hit:
        return Hit("v", "d", "t", 0.5, source, datetime.now(timezone.utc), {})

    assert documents_ranked([hit("a"), hit("b"), hit("a"), hit("c")], depth=10) == ["a", "b", "c"]
    assert documents_ranked([hit("a"), hit("b"), hit("c")], depth=2) == ["a", "b"]


def test_scoring_against_known_figures() -> None:
    qrels = {"q1": {"d1": 2, "d2": 1}, "q2": {"d3": 1}}
    perfect = score_run(qrels, {"q1": ["d1", "d2"], "q2": ["d3"]})
    assert perfect["ndcg_at_10"] == pytest.approx(1.0)
    assert perfect["mrr_at_10"] == pytest.approx(1.0)
    # q2 unanswered counts as zero; q1 finds its relevant documents at ranks 2 and 3.
    partial = score_run(qrels, {"q1": ["x", "d1", "d2"]})
    assert partial["mrr_at_10"] == pytest.approx(0.25)
    assert partial["recall_at_10"] == pytest.approx(0.5)
    assert partial["precision_at_3"] == pytest.approx((2 / 3) / 2)


def test_eval_with_optimize_searches_through_the_graph_and_int8_codes_and_ranks_alike(cranfield_slice: Dataset) -> None:
    """`--optimize` with a low indexing threshold: every vector of the slice is in an HNSW graph
    (searched with its int8 codes, rescored), and the figures stay those of the full scan."""
    settings = load_settings(_env_file=None)
    scanned = evaluate_in_temporary_directory(cranfield_slice, settings, ["dense", "hybrid"], depth=100)
    graphed_settings = settings.model_copy(update={"rag_edge_indexing_threshold_kb": 1})
    graphed = evaluate_in_temporary_directory(cranfield_slice, graphed_settings, ["dense", "hybrid"], depth=100, optimize=True)
    assert scanned.graph_vectors is None
    assert graphed.graph_vectors == graphed.indexing.chunks
    assert "graphVectors" in graphed.as_dict()["indexing"]
    for before, after in zip(scanned.modes, graphed.modes, strict=True):
        assert after.ndcg_at_10 == pytest.approx(before.ndcg_at_10, abs=0.005), after.mode

"""`rag-context bench` on tiny numbers: it runs end to end (in-process part, then a server
subprocess) and writes every figure. No wall-clock threshold: the targets are reported, not tested."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from rag_context.commands.bench import DEFAULT_DATASET

pytestmark = pytest.mark.e2e

LOAD_FIELDS = ("concurrency", "requests", "errors", "errorKinds", "seconds", "requestsPerSecond", "p50Ms", "p95Ms", "p99Ms", "meanMs")
POSITIVE_LOAD_FIELDS = ("requests", "seconds", "requestsPerSecond", "p50Ms", "p95Ms", "p99Ms", "meanMs")
RATIO_FIELDS = (
    "missP50VsOneHybrid",
    "missP50VsTwoPass",
    "missThroughputVsOneHybrid",
    "missThroughputVsTwoPass",
    "hitP50VsOneHybrid",
    "hitThroughputVsOneHybrid",
)


@pytest.mark.skipif(not (DEFAULT_DATASET / "corpus.jsonl").exists(), reason="the Cranfield corpus is not on this machine")
def test_bench_writes_every_figure(tmp_path: Path) -> None:
    out = tmp_path / "bench.json"
    env = {key: value for key, value in os.environ.items() if key not in ("QDRANT_URL", "MONGODB_URI", "LM_STUDIO_URL")}
    env["HF_HUB_OFFLINE"] = "1"
    command = [
        sys.executable, "-m", "rag_context.cli", "bench",
        "--documents", "30", "--queries", "10", "--concurrency", "1,8", "--index-documents", "12", "--index-clients", "4",
        "--data-dir", str(tmp_path / "data"), "--out", str(out),
    ]  # fmt: skip
    finished = subprocess.run(command, check=False, capture_output=True, text=True, env=env, timeout=600)
    assert finished.returncode == 0, finished.stderr[-4000:]
    result = json.loads(out.read_text())

    assert result["machine"]["nproc"] >= 1 and result["machine"]["cpuModel"]
    assert result["config"]["documents"] == 30
    assert result["config"]["queriesPerLoad"] == 10
    assert result["config"]["concurrency"] == [1, 8]

    raw_ix, service_ix = result["indexing"]["rawEmbedder"], result["indexing"]["service"]
    for figures in (raw_ix, service_ix):
        assert figures["chunks"] > 0 and figures["seconds"] > 0 and figures["chunksPerSecond"] > 0
    assert service_ix["chunks"] == raw_ix["chunks"]  # the same chunks, raw and through the service
    assert service_ix["documents"] == 30

    for series in ("rawOneHybrid", "rawTwoPass", "serviceMiss", "serviceHit"):
        loads = result["search"][series]
        assert [load["concurrency"] for load in loads] == [1, 8], series
        for load in loads:
            assert set(LOAD_FIELDS) <= set(load), (series, load)
            assert load["errors"] == 0, (series, load)
            assert all(load[name] > 0 for name in POSITIVE_LOAD_FIELDS), (series, load)
            assert load["p50Ms"] <= load["p95Ms"] <= load["p99Ms"]
    for load in result["search"]["serviceMiss"]:
        assert load["cacheHits"] == 0  # distinct queries: every one a miss
        assert load["serverReportedP50Ms"] > 0
    for load in result["search"]["serviceHit"]:
        assert load["cacheHits"] == load["requests"]  # repeated queries: every one a hit

    for row in result["ratios"]["search"]:
        assert all(row[name] is not None and row[name] > 0 for name in RATIO_FIELDS), row
    assert result["ratios"]["indexing"] > 0
    # Indexing through HTTP: 4 clients, the first 12 documents again (under another session: every chunk embedded).
    http_ix, subset = result["indexing"]["http"], raw_ix["httpSubset"]
    assert http_ix["concurrency"] == 4 and http_ix["requests"] == 12 and subset["documents"] == 12
    # A document not indexed within RAG_INDEX_TIMEOUT_MS is acknowledged `pending`: a matter of the
    # machine's load (counted as an error of the load, with its kind), never of anything else.
    assert all("status 'pending'" in kind for kind in http_ix["errorKinds"]), http_ix["errorKinds"]
    if http_ix["errors"] == 0:
        assert http_ix["chunks"] == subset["chunks"] > 0
    assert result["ratios"]["httpIndexing"] > 0
    # The shipped model alone on plain onnxruntime, on the same chunks, each way it can run them.
    raw_onnx = raw_ix["rawOnnx"]
    assert raw_onnx["chunks"] == subset["chunks"] and raw_onnx["chunksPerSecond"] == max(raw_onnx["ways"].values()) > 0
    assert len(raw_onnx["ways"]) == 4 and raw_onnx["best"] in raw_onnx["ways"]
    assert raw_onnx["chunksPerSecond"] == max(raw_onnx["before"], raw_onnx["after"])  # measured before and after the HTTP indexing
    assert result["ratios"]["httpIndexingVsRawOnnxBest"] > 0
    # The in-process part kept no cache: the server embedded that pass; the third session's came from its cache.
    cached = http_ix["fromCache"]
    assert cached["requests"] == 12 and result["ratios"]["httpIndexingFromCacheVsRawOnnxBest"] > 0
    assert len(result["machine"]["loadAverage"]) == 3
    assert len(result["targets"]) == 5  # p50 against both raw paths, throughput at 8 against both, HTTP indexing
    for target in result["targets"]:
        assert target["measured"] > 0 and isinstance(target["holds"], bool)

    rss = result["serverRss"]
    assert rss["afterLoadKiB"] > 0 and rss["afterBenchKiB"] > 0
    assert rss["afterLoadMiB"] > 0 and rss["afterBenchMiB"] > 0
    assert result["seconds"] > 0

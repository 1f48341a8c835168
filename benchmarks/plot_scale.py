"""Draw the growth curves of `rag-context scale --out FILE.json`: latency against the number of
chunks, log-log, one line per search path (p50 solid, p99 dashed), into a PNG.

    pip install matplotlib            # not a dependency of the service
    python benchmarks/plot_scale.py docs/scale.json docs/scale.png

Several JSON files may be given (their sizes are merged, the last file winning for a size)."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

PATHS = {
    "hybrid": "hybrid (in-process)",
    "hybridSessionFilter1pct": "hybrid, 1 % sessionId filter",
    "denseAlone": "dense side alone (HNSW, int8 rescored)",
    "keywordQdrantBm25": "keyword: Qdrant BM25",
    "keywordSqliteFts5": "keyword: SQLite FTS5",
}


def main(inputs: list[Path], output: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    by_size: dict[int, dict] = {}
    for path in inputs:
        for entry in json.loads(path.read_text())["sizes"]:
            by_size[int(entry["chunks"])] = entry
    sizes = sorted(by_size)
    figure, axis = plt.subplots(figsize=(8, 5.5), dpi=120)
    for key, label in PATHS.items():
        points = [(n, by_size[n]["search"][key]) for n in sizes if key in by_size[n].get("search", {})]
        if not points:
            continue
        xs = [n for n, _ in points]
        line = axis.plot(xs, [figures["p50Ms"] for _, figures in points], marker="o", label=f"{label} p50")[0]
        axis.plot(xs, [figures["p99Ms"] for _, figures in points], marker="x", linestyle="--", color=line.get_color(), label=f"{label} p99")
    service = [(n, by_size[n]["http"]["serviceLessEmbedding"]) for n in sizes if "http" in by_size[n]]
    if service:
        xs = [n for n, _ in service]
        line = axis.plot(xs, [f["p50Ms"] for _, f in service], marker="s", label="service over HTTP, less the embedding, p50")[0]
        axis.plot(xs, [f["p99Ms"] for _, f in service], marker="s", linestyle="--", color=line.get_color(), label="... p99")
    axis.set_xscale("log")
    axis.set_yscale("log")
    axis.set_xlabel("chunks (N)")
    axis.set_ylabel("latency, ms (query embedding excluded)")
    axis.set_title("rag-context: search latency against the number of chunks (embedded default)")
    axis.grid(True, which="both", alpha=0.3)
    axis.legend(fontsize=7, loc="upper left")
    figure.tight_layout()
    figure.savefig(output)
    print(f"wrote {output} ({', '.join(f'{n:,}' for n in sizes)} chunks)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", type=Path, nargs="+", help="`rag-context scale --out` files (the last one wins for a size)")
    parser.add_argument("output", type=Path, help="the PNG to write")
    arguments = parser.parse_args()
    main(arguments.inputs, arguments.output)

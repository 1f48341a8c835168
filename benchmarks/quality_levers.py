"""Sweep the search-side quality levers on one persisted Cranfield index (indexing happens once).

    python benchmarks/quality_levers.py [DATA_DIR] [fusion|bm25|threshold|all]   (default: a temporary index, all)

Each line: mode, lever, nDCG@10, MRR@10, Recall@100, P@3 on the development questions. The figures
in docs/quality.md come from this script and `rag-context eval`.
"""
import argparse, asyncio, dataclasses, tempfile
from pathlib import Path
from rag_context.config import load_settings
from rag_context.commands.evaluate import load_dataset, index_corpus, run_mode
from rag_context.services import build_services
from rag_context.core.models import FusionParams
from qdrant_edge import Bm25Params
from rag_context.observability import configure_logging
from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS


async def main(data_dir: str, what: str):
    configure_logging("error")
    ds = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    s = load_settings(_env_file=None, rag_data_dir=Path(data_dir))
    sv = await build_services(s); await sv.start()
    rep = await index_corpus(sv, ds); print("index", rep, flush=True)
    v = sv.vectors
    def use(f):
        v._fusion = f; v._bm25 = Bm25Params(k=f.bm25_k1, b=f.bm25_b); sv.search.invalidate_results()
    async def measure(label, mode="hybrid", **kw):
        f = dataclasses.replace(FusionParams(), **kw); use(f)
        r = await run_mode(sv, ds, mode, 100)
        print(f"{mode:8} {label:40} ndcg10={r.ndcg_at_10:.4f} mrr={r.mrr_at_10:.4f} r100={r.recall_at_100:.4f} p3={r.precision_at_3:.4f}", flush=True)
    if what in ("fusion", "all"):
        await measure("baseline")
        for k in (5, 10, 20, 30, 100): await measure(f"rrf_k={k}", rrf_k=k)
        for dw, kw in ((1, .7), (.7, 1), (1, 1.5), (1.5, 1)): await measure(f"w={dw},{kw}", dense_weight=dw, keyword_weight=kw)
        for p in (20, 50, 200): await measure(f"prefetch={p}", prefetch_limit=p)
    if what in ("bm25", "all"):
        for k1, b in ((1.2, .75), (0.9, .4), (1.5, .75), (2.0, .75), (1.2, .5), (1.2, .9), (0.8, .75)):
            await measure(f"k1={k1} b={b}", mode="bm25", bm25_k1=k1, bm25_b=b)
    if what in ("threshold", "all"):
        for t in (0.0, 0.1, 0.2, 0.3, 0.4):
            sv.search._tuning = dataclasses.replace(sv.search._tuning, score_threshold=t)
            await measure(f"threshold={t}")
    await sv.close()

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", nargs="?", help="the data directory of the persisted index (reused if indexed; default: a temporary one)")
    parser.add_argument("what", nargs="?", choices=("fusion", "bm25", "threshold", "all"), default="all")
    arguments = parser.parse_args()
    if arguments.data_dir:
        asyncio.run(main(arguments.data_dir, arguments.what))
    else:
        with tempfile.TemporaryDirectory(prefix="rag-levers-") as data_dir:
            asyncio.run(main(data_dir, arguments.what))

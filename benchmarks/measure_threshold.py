"""Measure cosine-score thresholds for all-MiniLM-L6-v2 on Cranfield (dev split).

Run (from the repository root, once the project is installed):
    python benchmarks/measure_threshold.py [CRANFIELD_DIR]   (default: the shipped Cranfield collection)

The vectors are the service's own: the embedded default (MiniLM int8 on onnxruntime), or, with
RAG_LOCAL_MODEL_PATH set (the torch extra), that model's.

Convention: a result is KEPT when score >= threshold, removed when score < threshold.
Cosine = dot product of L2-normalised embeddings (what a cosine-distance vector index returns).
"""
import argparse
import json
import os
import sys
import time

import numpy as np
import pytrec_eval

from rag_context.backends.factory import build_local_embedder
from rag_context.config import load_settings
from rag_context.datasets import CRANFIELD

PARSER = argparse.ArgumentParser(description=__doc__.splitlines()[0])
PARSER.add_argument("dataset", nargs="?", default=str(CRANFIELD), help="a BEIR-layout folder (default: the shipped Cranfield collection)")
DATA = PARSER.parse_args().dataset
OUT = os.path.join(os.path.dirname(__file__), "..", "bench-results", "threshold")
os.makedirs(OUT, exist_ok=True)
CACHE = os.path.join(OUT, "emb_cache.npz")
TOPK = 100
THRESHOLDS = [0.0, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.5, 0.6, 0.7]
PCTS = [1, 5, 10, 25, 50]



def load_jsonl(p):
    with open(p, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


corpus = load_jsonl(f"{DATA}/corpus.jsonl")
queries = load_jsonl(f"{DATA}/queries.jsonl")
qrels = {}
with open(f"{DATA}/qrels/dev.tsv", encoding="utf-8") as f:
    for line in f:
        parts = line.rstrip("\n").split("\t")
        if len(parts) < 3 or parts[0] == "query-id":
            continue
        qrels.setdefault(parts[0], {})[parts[1]] = int(parts[2])

doc_ids = [d["_id"] for d in corpus]
doc_texts = [d["title"] + "\n" + d["text"] for d in corpus]
q_ids = [q["_id"] for q in queries]
q_texts = [q["text"] for q in queries]
didx = {d: i for i, d in enumerate(doc_ids)}
print(f"corpus={len(corpus)} queries={len(queries)} qrels pairs={sum(len(v) for v in qrels.values())} "
      f"queries with qrels={len(qrels)}")

# ---------------------------------------------------------------- embeddings
settings = load_settings()
embedder = build_local_embedder(settings)
model_path = settings.rag_local_model_path or "all-MiniLM-L6-v2 int8 (onnxruntime)"
print(f"model={model_path} max_tokens={embedder.max_tokens} dim={embedder.dimension}")
n_trunc = sum(embedder.count_tokens(t) > embedder.max_tokens for t in doc_texts)
print(f"docs longer than max_seq_length (truncated): {n_trunc}/{len(doc_texts)}")

key = f"{model_path}|{len(doc_texts)}|{len(q_texts)}|{hash(tuple(doc_texts)) & 0xffff}"
if os.path.exists(CACHE) and str(np.load(CACHE)["key"]) == key:
    z = np.load(CACHE)
    D, Qe = z["D"], z["Q"]
    print("embeddings: loaded from cache", CACHE)
else:
    t0 = time.time()
    D = np.array(embedder.encode(doc_texts), dtype=np.float32)
    Qe = np.array(embedder.encode(q_texts), dtype=np.float32)
    np.savez(CACHE, D=D, Q=Qe, key=np.array(key))
    print(f"embeddings: computed in {time.time() - t0:.1f}s")
print(f"doc norms min/max {np.linalg.norm(D, axis=1).min():.5f}/{np.linalg.norm(D, axis=1).max():.5f}")

# ---------------------------------------------------------------- scores
S = (Qe.astype(np.float64) @ D.astype(np.float64).T)  # (n_q, n_docs) cosine
order = np.argsort(-S, axis=1, kind="stable")
top = order[:, :TOPK]


def dist(name, x):
    x = np.asarray(x, dtype=np.float64)
    p = np.percentile(x, PCTS)
    print(f"  {name:<28} n={len(x):>5}  min={x.min():.4f} " +
          " ".join(f"p{q}={v:.4f}" for q, v in zip(PCTS, p)) + f"  max={x.max():.4f}")


rel_scores, rel3_scores = [], []
for qi, q in enumerate(q_ids):
    for d, g in qrels.get(q, {}).items():
        s = S[qi, didx[d]]
        if g >= 1:
            rel_scores.append(s)
        if g >= 3:
            rel3_scores.append(s)
rel_scores, rel3_scores = np.array(rel_scores), np.array(rel3_scores)

# relevant docs inside each query's dense top-100
top100_rel = []
for qi, q in enumerate(q_ids):
    rel = {d for d, g in qrels.get(q, {}).items() if g >= 1}
    top100_rel += [S[qi, j] for j in top[qi] if doc_ids[j] in rel]
top100_rel = np.array(top100_rel)

print("\n== Cosine score distributions ==")
dist("relevant pairs (grade>=1)", rel_scores)
dist("relevant pairs (grade>=3)", rel3_scores)
dist("relevant in dense top-100", top100_rel)
dist("all (query,doc) pairs", S.ravel())
dist("top-1 score per query", S[np.arange(len(q_ids)), order[:, 0]])
dist("top-10 score per query", S[np.arange(len(q_ids)), order[:, 9]])
dist("top-100 score per query", S[np.arange(len(q_ids)), order[:, 99]])
print("  (top-k = the k-th highest score of each query)")

# ---------------------------------------------------------------- threshold sweep
evaluator = pytrec_eval.RelevanceEvaluator(qrels, {"ndcg_cut_10", "recall_100"})
eval_q = [q for q in q_ids if q in qrels]


def evaluate(t):
    run = {}
    for qi, q in enumerate(q_ids):
        r = {doc_ids[j]: float(S[qi, j]) for j in top[qi] if S[qi, j] >= t}
        if r:
            run[q] = r
    res = evaluator.evaluate(run)
    # pytrec_eval silently skips queries with an empty run; count them as 0
    nd = np.mean([res[q]["ndcg_cut_10"] if q in res else 0.0 for q in eval_q])
    rc = np.mean([res[q]["recall_100"] if q in res else 0.0 for q in eval_q])
    return nd, rc, len(eval_q) - len(res)


print("\n== Threshold sweep (kept iff score >= t; dense top-100 then filtered) ==")
hdr = (f"{'thr':>5} | {'rel lost%':>9} | {'g>=3 lost%':>10} | {'top100 rel drop%':>16} | "
       f"{'(macro%)':>8} | {'nDCG@10':>7} | {'R@100':>6} | {'avg in top10':>12} | {'avg in top100':>13} | "
       f"{'empty q':>7}")
print(hdr)
print("-" * len(hdr))
rows = []
for t in THRESHOLDS:
    lost = 100 * np.mean(rel_scores < t)
    lost3 = 100 * np.mean(rel3_scores < t)
    drop = 100 * np.mean(top100_rel < t)
    per_q = []
    for qi, q in enumerate(q_ids):
        rel = {d for d, g in qrels.get(q, {}).items() if g >= 1}
        s = [S[qi, j] for j in top[qi] if doc_ids[j] in rel]
        if s:
            per_q.append(np.mean(np.array(s) < t))
    macro = 100 * np.mean(per_q)
    top10 = np.mean((S[np.arange(len(q_ids))[:, None], order[:, :10]] >= t).sum(1))
    top100 = np.mean((S[np.arange(len(q_ids))[:, None], top] >= t).sum(1))
    nd, rc, empty = evaluate(t)
    rows.append((t, lost, drop, nd, rc, top10))
    print(f"{t:>5.2f} | {lost:>9.2f} | {lost3:>10.2f} | {drop:>16.2f} | {macro:>8.2f} | {nd:>7.4f} | "
          f"{rc:>6.4f} | {top10:>12.2f} | {top100:>13.2f} | {empty:>7d}")
print("rel lost% = share of all 858 judged-relevant pairs with cosine < t (micro)")
print(f"top100 rel drop% = share of the {len(top100_rel)} relevant docs found in dense top-100 with cosine < t "
      "(micro; macro = mean over queries)")

# ---------------------------------------------------------------- recommendation
print("\n== Recommendation ==")
p1 = np.percentile(top100_rel, 1)
print(f"exact 1st percentile of cosine of relevant docs in dense top-100: {p1:.4f} "
      f"(dropped at that value: {100 * np.mean(top100_rel < p1):.2f}%)")
srt = np.sort(top100_rel)
k = int(np.floor(0.01 * len(srt)))  # at most k of the relevant top-100 docs may fall below t
t_exact = srt[k]  # keep iff score >= t_exact -> exactly k dropped (no ties here)
print(f"largest exact threshold dropping <=1% of relevant top-100 docs: {t_exact:.4f} "
      f"(drops {int((top100_rel < t_exact).sum())}/{len(srt)} = {100 * np.mean(top100_rel < t_exact):.2f}%; "
      f"lowest {k + 1} scores: {', '.join(f'{v:.4f}' for v in srt[:k + 1])})")
print(f"min cosine of a relevant doc in dense top-100: {top100_rel.min():.4f}; "
      f"min cosine of any top-100 result: {S[np.arange(len(q_ids)), order[:, 99]].min():.4f}")
ok = [r for r in rows if r[2] <= 1.0]
best = max(ok, key=lambda r: r[0])
print(f"highest grid threshold dropping <=1% of top-100 relevant: {best[0]:.2f} "
      f"(drops {best[2]:.2f}%, relevant lost {best[1]:.2f}%, nDCG@10 {best[3]:.4f}, R@100 {best[4]:.4f})")
r0 = rows[0]
r7 = [r for r in rows if r[0] == 0.7][0]
print(f"spec 0.7: relevant lost {r7[1]:.2f}%, top-100 relevant dropped {r7[2]:.2f}%, "
      f"nDCG@10 {r7[3]:.4f} (vs {r0[3]:.4f}), R@100 {r7[4]:.4f} (vs {r0[4]:.4f}), "
      f"avg results in top10 {r7[5]:.2f}")
sys.stdout.flush()

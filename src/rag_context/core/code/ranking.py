"""Ranking code results as an agent reads them (issue 35): the file that answers, first.

Each lever acts on the fused candidates of one search, after the role prior (prior.py), and each is
a setting (RAG_CODE_*) that leaves the ranking as it was at its neutral value:

- `file_evidence` (λ): a code file is the sum of its evidence, not only its best chunk. Its best
  chunk among the candidates gets λ × the scores of its other candidate chunks added, so that a file
  many of whose declarations match rises above a file that matches once (a test or a caller that
  repeats the question's words in one place).
- `contract_factor`: a chunk that only declares (an interface, or methods without bodies: a
  contract, not how it is done) has its score multiplied by it, unless the question asks about the
  interface or the contract; the implementation of the same names then comes first.
- `repeat_factor`: without `maxPerDocument` (the RAG-001 request), a document's second chunk among
  the results is multiplied by it, its third by its square, and so on: other files move up past a
  file's weaker chunks, but a file far ahead of everything keeps its places (nothing is dropped,
  as the contract's "no cap by default" asks).
- `drop_identical`: a chunk whose text a better result already holds (a copy of a file, a page
  published under two versions) is left out: it tells the reader nothing new.

Scores stay in [0, 1]: when the evidence lifts a score above 1, every score is divided by the
highest (the order is what changes).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_context.core.models import Hit

CODE = "code"
# A chunk's symbolKind when it only declares: an interface and its members, methods without bodies
# (core/code.mark_contracts). Not `interface`: a chunk is named by an interface when it shares its
# symbol, also when it holds the start of the class below it.
CONTRACT_KINDS = frozenset({"signature"})
# A question about the declaration itself keeps contracts where they rank.
_ASKS_FOR_CONTRACT = re.compile(r"\b(interfaces?|contracts?|abstract|signatures?|declared|declares|declaration)\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class CodeRanking:
    file_evidence: float = 0.0
    contract_factor: float = 1.0
    repeat_factor: float = 1.0
    drop_identical: bool = False
    evidence_chunks: int = 0  # how many of a file's other chunks add to its best (0: all of them)

    @property
    def active(self) -> bool:
        return self.file_evidence > 0 or self.contract_factor < 1 or self.repeat_factor < 1 or self.drop_identical

    def rerank(self, hits: Sequence[Hit], query: str, capped: bool) -> list[Hit]:
        """The hits ranked again; `capped`: the request caps results per document (then the
        repeats are the cap's to drop, not this ranking's to lower)."""
        if not self.active or not hits:
            return list(hits)
        ranked = list(hits)
        if self.contract_factor < 1 and not _ASKS_FOR_CONTRACT.search(query):
            ranked = [_scaled(hit, self.contract_factor, "contractFactor") if _is_contract(hit) else hit for hit in ranked]
        if self.file_evidence > 0:
            ranked = _with_file_evidence(ranked, self.file_evidence, self.evidence_chunks)
        ranked.sort(key=lambda hit: -hit.score)
        if self.drop_identical:
            ranked = _without_identical(ranked)
        if self.repeat_factor < 1 and not capped:
            ranked = _repeats_lowered(ranked, self.repeat_factor)
        return ranked


def _is_contract(hit: Hit) -> bool:
    return hit.content_type == CODE and hit.symbol_kind in CONTRACT_KINDS


def _scaled(hit: Hit, factor: float, reason: str) -> Hit:
    explain = {**hit.explain, reason: factor} if hit.explain is not None else None
    return dataclasses.replace(hit, score=hit.score * factor, explain=explain)


def _with_file_evidence(hits: list[Hit], weight: float, chunks: int = 0) -> list[Hit]:
    """Each code document's best hit with `weight` × its other hits' scores added (its best
    `chunks` others; 0: all of those among `hits`, the candidates), scores brought back into [0, 1]."""
    by_document: dict[str, list[int]] = {}
    for index, hit in enumerate(hits):
        if hit.content_type == CODE:
            by_document.setdefault(hit.document_id, []).append(index)
    best: dict[str, int] = {}
    extra: dict[str, float] = {}
    for document_id, indexes in by_document.items():
        ordered = sorted(indexes, key=lambda i: -hits[i].score)
        best[document_id] = ordered[0]
        others = ordered[1 : 1 + chunks] if chunks > 0 else ordered[1:]
        extra[document_id] = sum(hits[i].score for i in others)
    out = list(hits)
    for document_id, index in best.items():
        added = weight * extra.get(document_id, 0.0)
        if added > 0:
            hit = out[index]
            explain = {**hit.explain, "fileEvidence": round(added, 6)} if hit.explain is not None else None
            out[index] = dataclasses.replace(hit, score=hit.score + added, explain=explain)
    top = max(hit.score for hit in out)
    if top > 1.0:
        out = [dataclasses.replace(hit, score=hit.score / top) for hit in out]
    return out


def _without_identical(hits: list[Hit]) -> list[Hit]:
    """The hits, each text once (at its best place); whitespace at the ends does not count."""
    seen: set[str] = set()
    kept = []
    for hit in hits:
        text = hit.text.strip()
        if text in seen:
            continue
        seen.add(text)
        kept.append(hit)
    return kept


def _repeats_lowered(hits: list[Hit], factor: float) -> list[Hit]:
    """A document's n-th hit (in rank order) multiplied by factor^(n-1), then sorted again (stable)."""
    count: dict[str, int] = {}
    out = []
    for hit in hits:
        seen = count.get(hit.document_id, 0)
        count[hit.document_id] = seen + 1
        out.append(_scaled(hit, factor**seen, "repeatFactor") if seen else hit)
    out.sort(key=lambda hit: -hit.score)
    return out

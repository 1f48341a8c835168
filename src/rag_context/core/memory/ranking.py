"""Ranking controls an agent may ask for (issue 32): a decay on the document's time (`recency`),
maximal marginal relevance (`diversity`), and the weights of the dense and keyword sides.

The reference semantics, in Python: the vector index applies the recency decay and the weights in
the engine (Qdrant's formula query and weighted RRF, Edge and server alike) and is tested to agree
with `Recency.factor`; the keyword levels (the vector index's BM25, the store's text search) and the
read-your-writes merge apply them here. MMR always runs here, over the fused ranking: the engine's
MMR (Edge 0.9 `Mmr`, the server's `NearestQuery(mmr=...)`) takes its relevance from the cosine of
the query vector alone, which would throw away the keyword side's evidence. Asked for nothing,
nothing changes: `Ranking()` leaves every answer as it was.

- recency: a result's score is multiplied by `(1 - weight) + weight * 0.5 ** (age / halfLife)`, its
  age the distance from its document's time (its `validFrom` when it has one: a decision recorded
  later than it was made; else when it was indexed, `timestamp`) to the instant the search answers
  for (now, or `asOf`). Weight 0 changes nothing; weight 1 halves a result's score every half-life.
- diversity d in [0, 1]: the results are picked one at a time, each the candidate that maximises
  `(1 - d) * relevance - d * max redundancy with those already picked` (ties: the better ranked).
  The relevance is the score min-max normalised over the candidates (a level's scores live on
  scales of their own: BM25's s / (1 + s) crowds near 1). The redundancy is the similarity above
  `REDUNDANCY_FLOOR`, rescaled to [0, 1]: the cosine of the chunks' stored vectors, or, where a
  candidate has none (the store's keyword level, a document waiting for its vectors), the Jaccard
  overlap of their word sets. Below the floor two texts are on the same subject, not repeats: the
  results an agent asked about are all alike in that sense, and penalising it pushed unrelated text
  up (measured on Cranfield with its relevant documents copied: docs/memory.md). d = 0 is the ranking
  as it was; the results keep their relevance scores.
- weights: the weighted RRF of the two lists (`FusionParams.dense_weight`, `keyword_weight`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

import numpy as np

from rag_context.core.keywords import keyword_terms
from rag_context.core.models import FusionParams, Hit

SECONDS_PER_DAY = 86400.0
MAX_HALF_LIFE_DAYS = 36500.0
MAX_SIDE_WEIGHT = 10.0
# Candidates MMR picks from: this many times the limit, at most the fusion's depth.
DIVERSITY_CANDIDATE_FACTOR = 5
# The similarity from which two results repeat each other (MiniLM's cosine of two texts that say the
# same thing; a Jaccard overlap of nearly the same words); measured on Cranfield with copies: a floor
# of 0.7 let topical neighbours count and kept fewer distinct relevant documents.
REDUNDANCY_FLOOR = 0.8


@dataclass(frozen=True, slots=True)
class Recency:
    half_life_days: float
    weight: float

    @property
    def half_life_s(self) -> float:
        return self.half_life_days * SECONDS_PER_DAY

    def factor(self, moment: datetime, now: datetime) -> float:
        """The multiplier of a result whose document's time is `moment`, at `now`."""
        age = abs((now - moment).total_seconds())
        return (1.0 - self.weight) + self.weight * 0.5 ** (age / self.half_life_s)


@dataclass(frozen=True, slots=True)
class Ranking:
    """What a search asks of its ranking beyond the service's own; the defaults change nothing.
    `instant` is the moment a recency decay is measured to (set by the search service as it runs,
    never part of a cache key)."""

    recency: Recency | None = None
    diversity: float = 0.0
    dense_weight: float | None = None
    keyword_weight: float | None = None
    instant: datetime | None = None

    @property
    def reorders(self) -> bool:
        """Whether results below the limit may move up (candidates must then be read deeper)."""
        return self.recency is not None or self.diversity > 0

    @property
    def is_default(self) -> bool:
        return self.recency is None and self.diversity == 0 and self.dense_weight is None and self.keyword_weight is None

    def fusion(self, base: FusionParams) -> FusionParams:
        """The fusion with the request's weights, where it gives them."""
        if self.dense_weight is None and self.keyword_weight is None:
            return base
        return dataclasses.replace(
            base,
            dense_weight=base.dense_weight if self.dense_weight is None else self.dense_weight,
            keyword_weight=base.keyword_weight if self.keyword_weight is None else self.keyword_weight,
        )

    def without_instant(self) -> "Ranking":
        return dataclasses.replace(self, instant=None)


NO_RANKING = Ranking()


def document_time(hit: Hit) -> datetime:
    """The time a recency decay measures a result's age from: when its document holds from
    (validFrom: a decision recorded later than it was made), else when it was indexed."""
    return hit.memory.valid_from if hit.memory.valid_from is not None else hit.timestamp


def apply_recency(hits: Sequence[Hit], recency: Recency | None, now: datetime) -> list[Hit]:
    """The hits with their scores decayed by their documents' age at `now`, best first (stable)."""
    if recency is None:
        return list(hits)
    decayed = [dataclasses.replace(hit, score=min(max(hit.score * recency.factor(document_time(hit), now), 0.0), 1.0)) for hit in hits]
    decayed.sort(key=lambda hit: -hit.score)
    return decayed


def word_overlap(a: set[str], b: set[str]) -> float:
    """Jaccard overlap of two word sets (1: the same words)."""
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


def maximal_marginal_relevance(hits: Sequence[Hit], diversity: float, similarity: np.ndarray) -> list[Hit]:
    """Every hit, in the order MMR picks them (see the module); `similarity[i, j]` of hits i and j."""
    if diversity <= 0 or len(hits) <= 1:
        return list(hits)
    relevance = (1.0 - diversity) * np.array([hit.score for hit in hits], dtype=np.float64)
    closest = np.full(len(hits), -np.inf)  # each candidate's greatest similarity to those picked
    left = np.ones(len(hits), dtype=bool)
    picked: list[int] = []
    for _ in range(len(hits)):
        objective = np.where(left, relevance - diversity * np.maximum(closest, 0.0) if picked else relevance, -np.inf)
        best = int(np.argmax(objective))  # the first of equals: the better ranked
        picked.append(best)
        left[best] = False
        closest = np.maximum(closest, similarity[best])
    return [hits[i] for i in picked]


def similarity_matrix(hits: Sequence[Hit], vectors: dict[str, Sequence[float]]) -> np.ndarray:
    """The cosine of the hits' stored vectors when every one has a vector, else the overlap of
    their words."""
    if hits and all(hit.vector_id in vectors for hit in hits):
        rows = np.array([vectors[hit.vector_id] for hit in hits], dtype=np.float64)
        norms = np.linalg.norm(rows, axis=1, keepdims=True)
        rows = rows / np.where(norms == 0, 1.0, norms)
        return rows @ rows.T
    words = [set(keyword_terms(hit.text)) for hit in hits]
    vocabulary = {word: column for column, word in enumerate(sorted(set().union(*words)))}
    present = np.zeros((len(hits), max(len(vocabulary), 1)), dtype=np.float64)
    for row, terms in enumerate(words):
        present[row, [vocabulary[word] for word in terms]] = 1.0
    shared = present @ present.T  # |a & b|, all pairs at once
    sizes = present.sum(axis=1)
    union = sizes[:, None] + sizes[None, :] - shared  # |a | b|
    return np.where(union > 0, shared / np.where(union > 0, union, 1.0), 1.0)


def redundancy(similarity: np.ndarray) -> np.ndarray:
    """Similarity above REDUNDANCY_FLOOR, rescaled to [0, 1] (below it: 0)."""
    return np.clip((similarity - REDUNDANCY_FLOOR) / (1.0 - REDUNDANCY_FLOOR), 0.0, 1.0)


def diversify(hits: Sequence[Hit], diversity: float, vectors: dict[str, Sequence[float]]) -> list[Hit]:
    """The hits in MMR's order (`diversity` 0: as they were), on the relevance min-max normalised
    over them and the redundancy of their stored vectors (or words)."""
    if diversity <= 0 or len(hits) <= 1:
        return list(hits)
    scores = np.array([hit.score for hit in hits], dtype=np.float64)
    low, high = float(scores.min()), float(scores.max())
    normalised = [dataclasses.replace(hit, score=(hit.score - low) / (high - low) if high > low else 1.0) for hit in hits]
    order = maximal_marginal_relevance(normalised, diversity, redundancy(similarity_matrix(hits, vectors)))
    position = {id(hit): number for number, hit in enumerate(normalised)}
    return [hits[position[id(hit)]] for hit in order]

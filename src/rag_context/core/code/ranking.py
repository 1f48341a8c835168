"""Ranking code results as an agent reads them (issue 35): the file that answers, first.

Each lever acts on the fused candidates of one search, after the role prior (prior.py), and each is
a setting (RAG_CODE_*) that leaves the ranking as it was at its neutral value:

- `file_evidence` (λ): a code file is the sum of its evidence, not only its best chunk. Without
  `maxPerDocument` (a list of chunks, the RAG-001 request), a code file's best chunk among the
  candidates gets λ × the scores of its best `evidence_chunks` other candidate chunks added, so that
  a file several of whose declarations match rises above a file, or a documentation page, that
  matches once. With a cap per document the best chunk alone places a file, as before: summed
  evidence moved big, broadly matching files (extension-method collections, schema files) above the
  answer there (docs/quality.md).
- `contract_factor`: a chunk that only declares (an interface, or methods without bodies: a
  contract, not how it is done) has its score multiplied by it when an implementation of the same
  names is among the candidates in another file, unless the question asks about the interface or
  the contract; the implementation then comes first.
- `repeat_factor`: without `maxPerDocument` (the RAG-001 request), a code file's or documentation
  page's second chunk among the results is multiplied by it, its third by its square, and so on
  (chats and decisions are left as they are): other files move up past a file's weaker chunks, but
  a file far ahead of everything keeps its places (nothing is dropped, as the contract's "no cap by
  default" asks).
- `name_match` (β, off by default): a code chunk whose file's name is made of the question's words
  (`LevelOutputFormat.cs` for "how is the level rendered with an output format") × (1 + β × the
  share of the name's words the question uses).
- `symbol_match` (γ, off by default): the question's words matched to identifiers through the
  symbol table of the code graph: a code file among the candidates that defines a type whose name
  is made of the question's words (`LevelOverrideMap` for "which map holds the level overrides") ×
  (1 + γ × that name's coverage), each matched word counting 1 / the number of candidate files whose
  type names hold it (`Logger` in every Serilog configuration class counts little). The search
  reads the candidates' types from the store (core/search.py) and passes each document's coverage.
- `drop_identical`: a chunk whose text a better result already holds (a copy of a file, a page
  published under two versions) is left out: it tells the reader nothing new.

Scores stay in [0, 1]: when the evidence lifts a score above 1, every score is divided by the
highest (the order is what changes).

The levers work on a list of scores beside the hits and each changed hit is copied once, at the
end: a search ranks 25 candidates or more, and a copy of a hit per lever and candidate cost more
than the rest of the ranking (0.7 ms a search, measured; docs/quality.md).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from rag_context.core.code.identifiers import path_words, split_identifier
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
    name_match: float = 0.0  # β: a code chunk whose file's name is made of the question's words × (1 + β × coverage)
    symbol_match: float = 0.0  # γ: a code file defining a name made of the question's words × (1 + γ × coverage)

    @property
    def active(self) -> bool:
        return (
            self.file_evidence > 0 or self.contract_factor < 1 or self.repeat_factor < 1 or self.drop_identical or self.name_match > 0
            or self.symbol_match > 0
        )

    def rerank(self, hits: Sequence[Hit], query: str, capped: bool, symbol_coverage: Mapping[str, float] | None = None) -> list[Hit]:
        """The hits ranked again; `capped`: the request caps results per document (then the
        repeats are the cap's to drop, not this ranking's to lower); `symbol_coverage`: per code
        document, the coverage of the type names it defines by the question's words (symbol_coverages)."""
        if not self.active or not hits:
            return list(hits)
        scores = _Scores(hits)
        if self.contract_factor < 1 and not _ASKS_FOR_CONTRACT.search(query):
            implemented = _implemented_elsewhere(hits)
            for index, hit in enumerate(hits):
                if hit.vector_id in implemented:
                    scores.scale(index, self.contract_factor, "contractFactor")
        if self.name_match > 0:
            _with_name_match(scores, query, self.name_match)
        if self.symbol_match > 0 and symbol_coverage:
            _with_symbol_match(scores, symbol_coverage, self.symbol_match)
        if self.file_evidence > 0 and not capped:
            _with_file_evidence(scores, self.file_evidence, self.evidence_chunks)
        order = sorted(range(len(hits)), key=lambda index: -scores.values[index])
        if self.drop_identical:
            order = _without_identical(hits, order)
        if self.repeat_factor < 1 and not capped:
            order = _repeats_lowered(scores, order, self.repeat_factor)
        return [scores.hit(index) for index in order]


class _Scores:
    """The candidates' scores as the levers change them, and what each lever says of a hit that
    explains itself; `hit` copies a hit once, with all of it."""

    def __init__(self, hits: Sequence[Hit]) -> None:
        self.hits = hits
        self.values = [hit.score for hit in hits]
        self.notes: dict[int, dict[str, float]] = {}

    def note(self, index: int, reason: str, value: float) -> None:
        if self.hits[index].explain is not None:
            self.notes.setdefault(index, {})[reason] = value

    def scale(self, index: int, factor: float, reason: str) -> None:
        self.values[index] = self.values[index] * factor
        self.note(index, reason, factor)

    def within_unit(self) -> None:
        """Every score divided by the highest when one is above 1."""
        top = max(self.values)
        if top > 1.0:
            self.values = [value / top for value in self.values]

    def hit(self, index: int) -> Hit:
        hit, score, notes = self.hits[index], self.values[index], self.notes.get(index)
        if score == hit.score and not notes:
            return hit
        return hit.rescored(score, {**hit.explain, **notes} if notes and hit.explain is not None else hit.explain)


def _is_contract(hit: Hit) -> bool:
    return hit.content_type == CODE and hit.symbol_kind in CONTRACT_KINDS


def _contract_names(symbol: str) -> set[str]:
    """What an implementation of a contract is named by: its member's name (`IValidator.Validate`
    -> Validate) and its interface's without the `I` (`IValidator` -> Validator)."""
    parts = symbol.split(".")
    names = {parts[-1]}
    names.update(part[1:] for part in parts if len(part) > 2 and part[0] == "I" and part[1].isupper())
    return {name for name in names if len(name) > 2}


def _implemented_elsewhere(hits: Sequence[Hit]) -> set[str]:
    """The contract hits (vector ids) whose implementation is among `hits` in another file: a code
    hit that declares with a body, whose symbol has a part of the contract's name (`Validate` of
    `AbstractValidator.Validate`) or a type that contains the interface's (`AbstractValidator`).
    Only then does the contract give way: an interface whose file is the only match stays."""
    bodies = [
        (hit.document_id, hit.symbol.split(".")) for hit in hits if hit.content_type == CODE and hit.symbol and not _is_contract(hit)
    ]
    out = set()
    for hit in hits:
        if not _is_contract(hit) or not hit.symbol:
            continue
        names = _contract_names(hit.symbol)
        if any(
            document != hit.document_id and any(part == name or (len(name) > 3 and name in part) for part in parts for name in names)
            for document, parts in bodies
        ):
            out.add(hit.vector_id)
    return out


def _with_file_evidence(scores: _Scores, weight: float, chunks: int = 0) -> None:
    """Each code document's best hit with `weight` × its other hits' scores added (its best
    `chunks` others; 0: all of those among the candidates), scores brought back into [0, 1]."""
    values = scores.values
    by_document: dict[str, list[int]] = {}
    for index, hit in enumerate(scores.hits):
        if hit.content_type == CODE:
            by_document.setdefault(hit.document_id, []).append(index)
    for indexes in by_document.values():
        ordered = sorted(indexes, key=lambda i: -values[i])
        others = ordered[1 : 1 + chunks] if chunks > 0 else ordered[1:]
        added = weight * sum(values[i] for i in others)
        if added > 0:
            values[ordered[0]] = values[ordered[0]] + added
            scores.note(ordered[0], "fileEvidence", round(added, 6))
    scores.within_unit()


_QUESTION_WORD = re.compile(r"[A-Za-z]+")
MIN_NAME_WORDS = 2  # a one-word name (`utils.py`, `Logger.cs`) says too little to be matched on


def _same_word(a: str, b: str) -> bool:
    """Plain word forms: `format`/`formats`, `check`/`checked`, `parse`/`parser` (a common start of at
    least four letters, the rest at most three)."""
    if a == b:
        return True
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short) and len(long) - len(short) <= 3


def name_coverage(source: str, question_words: set[str]) -> float:
    """The share of the words of a file's name (`LevelOutputFormat.cs` -> level output format,
    `proxy_fix.py` -> proxy fix) that the question uses; 0 for a name of fewer than two words, or
    when fewer than two match."""
    return names_coverage([source.replace("\\", "/").rsplit("/", 1)[-1].split(".", 1)[0]], question_words)


def _with_name_match(scores: _Scores, query: str, weight: float) -> None:
    """Each code hit whose file is named by the question's words lifted by weight × the coverage."""
    words = question_words(query)
    _lifted(scores, lambda hit: name_coverage(hit.source, words), weight, "nameMatch")


def _lifted(scores: _Scores, coverage_of: Callable[[Hit], float], weight: float, reason: str) -> None:
    """Each code hit × (1 + weight × its coverage), scores brought back into [0, 1]."""
    for index, hit in enumerate(scores.hits):
        coverage = coverage_of(hit) if hit.content_type == CODE else 0.0
        if coverage > 0:
            scores.values[index] = scores.values[index] * (1 + weight * coverage)
            scores.note(index, reason, round(coverage, 3))
    scores.within_unit()


def question_words(query: str) -> set[str]:
    """The words of a question, lower-cased, its identifiers also split (`ValidateAsync` -> validate, async)."""
    tokens = _QUESTION_WORD.findall(query)
    return {token.lower() for token in tokens} | {word for token in tokens for word in split_identifier(token)}


def _name_parts(name: str) -> list[str]:
    return [word for word in path_words(name) if not word.isdigit()]


def _matched(parts: Sequence[str], words: set[str]) -> list[str]:
    return [part for part in parts if any(_same_word(part, asked) for asked in words)]


def names_coverage(names: Iterable[str], words: set[str]) -> float:
    """The best share of a name's words the question uses among `names`: 0 for a name of fewer
    than two words, or when fewer than two match."""
    best = 0.0
    for name in names:
        parts = _name_parts(name)
        matched = _matched(parts, words)
        if len(parts) >= MIN_NAME_WORDS and len(matched) >= MIN_NAME_WORDS:
            best = max(best, len(matched) / len(parts))
    return best


def symbol_coverages(defined: Mapping[str, Iterable[str]], words: set[str]) -> dict[str, float]:
    """Per document (its defined type names in `defined`), the best coverage of one of its names by
    the question's words, each matched word weighted by 1 / the number of these documents whose
    names hold it: a word every candidate's names share tells no file apart. Documents without a
    name of which two words match are left out."""
    parts_of = {document_id: [_name_parts(name) for name in names] for document_id, names in defined.items()}
    spread: dict[str, int] = {}
    for names in parts_of.values():
        for part in {part for parts in names for part in parts}:
            spread[part] = spread.get(part, 0) + 1
    out = {}
    for document_id, names in parts_of.items():
        best = 0.0
        for parts in names:
            matched = _matched(parts, words)
            if len(parts) >= MIN_NAME_WORDS and len(matched) >= MIN_NAME_WORDS:
                best = max(best, sum(1 / spread[part] for part in matched) / len(parts))
        if best > 0:
            out[document_id] = best
    return out


def _with_symbol_match(scores: _Scores, coverage: Mapping[str, float], weight: float) -> None:
    """Each code hit of a document that defines a name made of the question's words lifted by
    weight × that name's coverage."""
    _lifted(scores, lambda hit: coverage.get(hit.document_id, 0.0), weight, "symbolMatch")


def _without_identical(hits: Sequence[Hit], order: list[int]) -> list[int]:
    """The order, each text once (at its best place); whitespace at the ends does not count."""
    seen: set[str] = set()
    kept = []
    for index in order:
        text = hits[index].text.strip()
        if text in seen:
            continue
        seen.add(text)
        kept.append(index)
    return kept


# Whose repeats are lowered: files and pages. A chat's or a decision's chunks keep their places.
REPEATED_TYPES = frozenset({CODE, "documentation"})


def _repeats_lowered(scores: _Scores, order: list[int], factor: float) -> list[int]:
    """A code file's or documentation page's n-th hit (in rank order) multiplied by factor^(n-1),
    then sorted again (stable)."""
    count: dict[str, int] = {}
    for index in order:
        hit = scores.hits[index]
        if hit.content_type not in REPEATED_TYPES:
            continue
        seen = count.get(hit.document_id, 0)
        count[hit.document_id] = seen + 1
        if seen:
            scores.scale(index, factor**seen, "repeatFactor")
    return sorted(order, key=lambda index: -scores.values[index])

"""What an index request is told is already known (issue 32): the most similar current documents
of the same kind and scope (`similar`), and, for a decision, the current decisions it may replace
(`mayReplace`). No language model: the embeddings the service already has, the words of the
record, the references its text makes.

`similar`: the documents of the same contentType and sessionId, current, whose best chunk has a
cosine of at least `similar_threshold` with the new document's mean vector (most similar first, at
most `MAX_SIMILAR`).

`mayReplace` (decisions only), at most `MAX_MAY_REPLACE`, among the current decisions of the session:
- one the new text says it replaces: a reference (its file name, its number, its decisionId) on a
  line with "supersedes", "replaces", "obsoletes" or "deprecates" (parsing suffices);
- one the new text refers to early (in its first `EARLY` of the text: its context) in words that
  look back ("previously", "we decided", "described in", "no longer" ...), with a cosine of at
  least `referenced_threshold`: a decision revisited;
- one it does not refer to, but whose title shares at least `title_overlap` of its words and whose
  cosine is at least `unreferenced_threshold`: the same subject decided again.
A reference on a line that says "amends", "addendum", "extends" or "refines" (and not "supersedes")
is an amendment: the old decision still holds, it is not suggested.

The thresholds were measured on the ADR evaluation set (eval/datasets/adr, docs/memory.md), tuned on
five of its nine repositories and checked on the other four, with the bundled MiniLM: another
embedder's cosines need them measured again (`rag-context eval --dataset adr`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rag_context.core.keywords import keyword_terms

MAX_SIMILAR = 5
MAX_MAY_REPLACE = 3
EARLY = 0.4  # a reference within the first 40 % of the text is part of the decision's context
MAX_REFERENCE_SCAN_CHARS = 100_000  # the whole content (the API's bound)

# A reference by number: ADR-12, ADR 0012, ADR #12, DR002, [12](...), /adr/12, No. 0008.
_NUMBERED = re.compile(r"\b(ADR|DR)[- ]?#?\s?0*(\d{1,5})\b|/adr/0*(\d{1,5})\b|\bNo\.\s*0*(\d{1,5})\b|\[0*(\d{1,5})\]\(", re.IGNORECASE)
# A file's key: its letters (the series), its number: "ADR019-use-ses" -> (ADR, 19), "0012-dor" -> ("", 12).
_KEY = re.compile(r"^([A-Za-z]*)[-_]?0*(\d{1,5})(?!\d)")
_COMMENT = re.compile(r"<!--.*?-->", re.DOTALL)
_STATES = re.compile(r"\bsupersed|\bsuperced|\breplac|\bobsolet|\bdeprecat", re.IGNORECASE)
_AMENDS = re.compile(r"\bamend|\baddendum|\bextends?\b|\brefine", re.IGNORECASE)
_LOOKS_BACK = re.compile(
    r"previous|recogni[sz]ed|decided|discussed|described|documented|no longer|not (?:completely |longer )?relevant|"
    r"conflict|proved|revisit|reconsider|used to|originally|initially|unimplemented|supersed|superced|replac",
    re.IGNORECASE,
)
_TITLE_NUMBER = re.compile(r"^#*\s*(?:ADR|DR)?[-\s]*\d*\s*[:.)-]?\s*", re.IGNORECASE)
_TITLE_STOP = frozenset("adr dr record decision architecture use using".split())


@dataclass(frozen=True, slots=True)
class SuggestionTuning:
    """The thresholds (cosine of the new document's mean vector with a candidate's best chunk)."""

    similar_threshold: float = 0.72
    referenced_threshold: float = 0.60
    unreferenced_threshold: float = 0.72
    title_overlap: float = 0.5


@dataclass(frozen=True, slots=True)
class Candidate:
    """A current document of the session, as the suggestions see it."""

    document_id: str
    source: str
    content_type: str
    decision_id: str | None = None
    score: float | None = None  # its best chunk's cosine with the new document (None: not measured)
    title: str | None = None


@dataclass(frozen=True, slots=True)
class Suggestion:
    document_id: str
    source: str
    score: float


@dataclass(frozen=True, slots=True)
class Reference:
    position: float  # where in the text it first appears (0: the start, 1: the end)
    states_replacement: bool  # on a line that says it supersedes or replaces it
    amends: bool  # on a line that says it amends or extends it (and not that it replaces it)
    looks_back: bool  # on a line that looks back at it ("previously", "we decided" ...)


def title_of(text: str) -> str:
    """A record's title: its first Markdown heading, or its first non-blank line; without a leading
    record number ("ADR019: Use SES" -> "Use SES")."""
    lines = [line.strip() for line in text[:5000].splitlines() if line.strip()]
    heading = next((line for line in lines if line.startswith("#")), lines[0] if lines else "")
    return _TITLE_NUMBER.sub("", heading).strip()


def _stem(word: str) -> str:
    for suffix in ("ing", "ed", "es", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word


def title_words(title: str) -> set[str]:
    return {_stem(word) for word in keyword_terms(title) if not word.isdigit() and word not in _TITLE_STOP}


def title_overlap(first: str, second: str) -> float:
    a, b = title_words(first), title_words(second)
    return len(a & b) / len(a | b) if a | b else 0.0


def source_key(source: str) -> tuple[str, str, int | None]:
    """(file stem, series letters, number) of a source: 'docs/adr/0012-dor.md' -> ('0012-dor', '', 12);
    a folder's index page takes the folder's name ('adr/012-release/index.md' -> '012-release')."""
    parts = source.replace("\\", "/").rsplit("/", 2)
    stem = parts[-1].rsplit(".", 1)[0]
    if stem.lower() in ("index", "readme") and len(parts) > 1:
        stem = parts[-2]
    match = _KEY.match(stem)
    return stem, (match.group(1).upper() if match else ""), (int(match.group(2)) if match else None)


def _body_lines(text: str) -> list[str]:
    """The lines a reference may be on: HTML comments (templates' examples) out, and the record's
    own heading (which carries its own number)."""
    lines = _COMMENT.sub(" ", text[:MAX_REFERENCE_SCAN_CHARS]).splitlines()
    for number, line in enumerate(lines):
        if line.strip().startswith("#"):
            lines[number] = ""
            break
    return lines


def references(text: str, own_source: str, candidates: Sequence[Candidate]) -> dict[str, Reference]:
    """Which candidates the text refers to: by file stem, by number (in the candidate's series), or by
    decisionId; a number the record itself carries is not a reference."""
    lines = _body_lines(text)
    total = max(sum(len(line) + 1 for line in lines), 1)
    _, own_series, own_number = source_key(own_source)
    numbered: list[tuple[int, str, int]] = []  # (line, series, number)
    offsets = []
    offset = 0
    for index, line in enumerate(lines):
        offsets.append(offset)
        offset += len(line) + 1
        for match in _NUMBERED.finditer(line):
            series = (match.group(1) or "").upper()
            number = int(next(group for group in match.groups()[1:] if group))
            if not (number == own_number and series == own_series):
                numbered.append((index, series, number))
    lowered = [line.lower() for line in lines]
    found: dict[str, Reference] = {}
    for candidate in candidates:
        stem, series, number = source_key(candidate.source)
        on: list[int] = []
        wanted = [token for token in (file_token(candidate.source, stem), (candidate.decision_id or "").lower() or None) if token]
        for index, line in enumerate(lowered):
            if any(_mentions(line, token) for token in wanted):
                on.append(index)
        if number is not None:
            on += [index for index, said, value in numbered if value == number and (said == series or (said in ("ADR", "") and series in ("", "ADR")))]
        if not on:
            continue
        said = [lines[index] for index in sorted(set(on))]
        states = any(_STATES.search(line) for line in said)
        found[candidate.document_id] = Reference(
            position=offsets[min(on)] / total,
            states_replacement=states,
            amends=not states and any(_AMENDS.search(line) for line in said),
            looks_back=any(_LOOKS_BACK.search(line) for line in said),
        )
    return found


def file_token(source: str, stem: str) -> str | None:
    """What names a candidate's file in a text: its stem when it is specific (a number, a dash or an
    underscore in it: '0006-tagging-governments'), else its file name ('cache.md', not the word
    'cache', which a record may well use for something else)."""
    if len(stem) < 4:
        return None
    if any(character.isdigit() or character in "-_" for character in stem):
        return stem.lower()
    name = source.replace("\\", "/").rsplit("/", 1)[-1].lower()
    return name if name != stem.lower() else None


def _mentions(line: str, token: str) -> bool:
    start = line.find(token)
    while start >= 0:
        before = line[start - 1] if start > 0 else " "
        after = line[start + len(token)] if start + len(token) < len(line) else " "
        if not (before.isalnum() or after.isalnum()):
            return True
        start = line.find(token, start + 1)
    return False


def similar(candidates: Sequence[Candidate], tuning: SuggestionTuning) -> list[Suggestion]:
    scored = [candidate for candidate in candidates if candidate.score is not None and candidate.score >= tuning.similar_threshold]
    scored.sort(key=lambda candidate: (-(candidate.score or 0.0), candidate.document_id))
    return [Suggestion(candidate.document_id, candidate.source, round(candidate.score or 0.0, 4)) for candidate in scored[:MAX_SIMILAR]]


def may_replace(
    text: str, own_source: str, candidates: Sequence[Candidate], tuning: SuggestionTuning, found: dict[str, Reference] | None = None
) -> list[Suggestion]:
    """The decisions the new one may replace (see the module), best first. `candidates` carry their
    cosine where it was measured, and their title where an unreferenced one may need it."""
    found = references(text, own_source, candidates) if found is None else found
    title = title_of(text)
    picked: list[tuple[float, Candidate]] = []
    for candidate in candidates:
        reference = found.get(candidate.document_id)
        score = candidate.score
        if reference is not None:
            if reference.amends:
                continue
            if reference.states_replacement:
                picked.append((2.0 + (score or 0.0), candidate))
            elif reference.position <= EARLY and reference.looks_back and score is not None and score >= tuning.referenced_threshold:
                picked.append((1.0 + score, candidate))
        elif (
            score is not None
            and score >= tuning.unreferenced_threshold
            and candidate.title is not None
            and title_overlap(title, candidate.title) >= tuning.title_overlap
        ):
            picked.append((score, candidate))
    picked.sort(key=lambda item: (-item[0], item[1].document_id))
    return [Suggestion(candidate.document_id, candidate.source, round(candidate.score or 0.0, 4)) for _, candidate in picked[:MAX_MAY_REPLACE]]

"""What is current at an instant, and what replaced what: the reference semantics of supersession
and validity (issue 32).

A document may say, when it is indexed, which documents it replaces (`supersedes`, their ids) and
when it holds (`validFrom`, `validUntil`). A replaced document stays stored and findable: it is
marked superseded, by the earliest document that replaced it and at that moment (`superseded_by`,
`superseded_at`), derived from the supersessions the store keeps (`supersession_state`).

A document is **current at an instant t** when it is not superseded at t (no supersession at or
before t) and valid at t (`validFrom` <= t < `validUntil`, each bound only when given). A search
answers, by default, with what is current now (`MemoryScope()`); `asOf` answers as the memory stood
at that instant (what was indexed at or before it and current then); `includeSuperseded` drops the
supersession and validity conditions (the history), keeping `asOf`'s "indexed by then".

Rules the store applies (and the tests hold every backend to):

- a supersession is recorded with the document that states it, in the same transaction, at the
  moment that document is saved; indexed again with the same target, it keeps its first moment (an
  `asOf` answer does not move);
- the superseding document's `supersedes` is what it declared last: indexing it again with another
  list replaces its supersessions (one no longer listed is undone), without the field keeps them;
- deleting the superseding document undoes its supersessions: what it replaced is current again
  unless another document also replaced it (nothing acknowledged is lost by being superseded, and
  a statement whose author is gone no longer holds);
- deleting a superseded document removes its supersessions; the superseding document's declared
  list keeps the id (it is what it said);
- a document cannot supersede itself, nor one that (through the chain) supersedes it: refused.

Nothing here imports the rest of the domain: core/filters.py uses `MemoryScope`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from typing import Any

MAX_SUPERSEDES = 32  # documents one request may say it replaces
MAX_DOCUMENT_ID_CHARS = 256
# The longest chain of supersessions the cycle check follows (a chain longer than this is refused
# as if it were a cycle: no team's decisions replace each other 64 deep).
MAX_SUPERSESSION_DEPTH = 64
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
LATEST = datetime(9999, 12, 31, 23, 59, 59, tzinfo=timezone.utc)

# The payload fields of a point that carry its document's place in memory (core.models.Chunk.payload).
SUPERSEDES = "supersedes"
SUPERSEDED_BY = "supersededBy"
SUPERSEDED_AT_US = "supersededAtUs"
VALID_FROM_US = "validFromUs"
VALID_UNTIL_US = "validUntilUs"
# The ones the vector index filters on (integer payload indexes), and those that change after the
# document's points were written (a later document superseded it, or that one went).
INSTANT_FIELDS = (SUPERSEDED_AT_US, VALID_FROM_US, VALID_UNTIL_US)
SUPERSESSION_FIELDS = (SUPERSEDED_BY, SUPERSEDED_AT_US)
MEMORY_FIELDS = (SUPERSEDES, SUPERSEDED_BY, *INSTANT_FIELDS)


class InvalidMemory(ValueError):
    """A request's supersession or validity that cannot be recorded (the API answers 400 with `field`)."""

    def __init__(self, field: str, message: str, document_ids: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.field = field
        self.document_ids = tuple(document_ids)


def micros(moment: datetime) -> int:
    """Whole microseconds since the epoch (exact in a float64 payload value and in BSON int64)."""
    return (moment.astimezone(timezone.utc) - EPOCH) // timedelta(microseconds=1)


def from_micros(value: int | float) -> datetime:
    return EPOCH + timedelta(microseconds=int(value))


def parse_instant(value: str) -> datetime:
    """An ISO 8601 instant (UTC when it names no offset), from 1970 on. Raises ValueError."""
    try:
        moment = datetime.fromisoformat(value)
        moment = moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)
    except (ValueError, OverflowError):
        raise ValueError("must be an ISO 8601 instant, such as 2026-11-23T08:00:00Z") from None
    if moment < EPOCH:
        raise ValueError("must be an instant from 1970 on")
    return moment


@dataclass(frozen=True, slots=True)
class DocumentMemory:
    """A document's place in memory: what it declared (`supersedes`, `valid_from`, `valid_until`)
    and what later documents said of it (`superseded_by`, `superseded_at`: derived by the store)."""

    supersedes: tuple[str, ...] = ()
    valid_from: datetime | None = None
    valid_until: datetime | None = None
    superseded_by: str | None = None
    superseded_at: datetime | None = None

    @property
    def is_empty(self) -> bool:
        return self == NO_MEMORY

    def declared(self) -> "DocumentMemory":
        """What the document itself said (what its fingerprint covers)."""
        return DocumentMemory(self.supersedes, self.valid_from, self.valid_until)

    def with_supersession(self, superseded_by: str | None, superseded_at: datetime | None) -> "DocumentMemory":
        return dataclasses.replace(self, superseded_by=superseded_by, superseded_at=superseded_at)

    def superseded_by_then(self, moment: datetime) -> bool:
        return self.superseded_at is not None and self.superseded_at <= moment

    def valid_at(self, moment: datetime) -> bool:
        if self.valid_from is not None and moment < self.valid_from:
            return False
        return self.valid_until is None or moment < self.valid_until

    def current_at(self, moment: datetime) -> bool:
        return not self.superseded_by_then(moment) and self.valid_at(moment)

    def fingerprint_text(self) -> str:
        """What the declared fields add to the document's fingerprint: nothing when none is given,
        so that every document indexed before (or without them) keeps its fingerprint."""
        declared = self.declared()
        if declared.is_empty:
            return ""
        return repr((declared.supersedes, _iso(declared.valid_from), _iso(declared.valid_until)))

    def payload_fields(self) -> dict[str, Any]:
        """The payload fields of the document's points, those that are set."""
        fields: dict[str, Any] = {}
        if self.supersedes:
            fields[SUPERSEDES] = list(self.supersedes)
        if self.valid_from is not None:
            fields[VALID_FROM_US] = micros(self.valid_from)
        if self.valid_until is not None:
            fields[VALID_UNTIL_US] = micros(self.valid_until)
        fields.update(self.supersession_fields())
        return fields

    def supersession_fields(self) -> dict[str, Any]:
        """The payload fields a later document's supersession sets (empty: not superseded)."""
        if self.superseded_at is None:
            return {}
        return {SUPERSEDED_BY: self.superseded_by or "", SUPERSEDED_AT_US: micros(self.superseded_at)}

    @classmethod
    def from_payload(cls, payload: Mapping[str, Any]) -> "DocumentMemory":
        """The memory a point's payload carries (a point written before issue 32: none)."""
        if not any(key in payload for key in (SUPERSEDES, *INSTANT_FIELDS)):
            return NO_MEMORY

        def instant(key: str) -> datetime | None:
            value = payload.get(key)
            return from_micros(value) if isinstance(value, (int, float)) else None

        return cls(
            supersedes=tuple(str(item) for item in payload.get(SUPERSEDES) or ()),
            valid_from=instant(VALID_FROM_US),
            valid_until=instant(VALID_UNTIL_US),
            superseded_by=payload.get(SUPERSEDED_BY) or None,
            superseded_at=instant(SUPERSEDED_AT_US),
        )


NO_MEMORY = DocumentMemory()


def _iso(moment: datetime | None) -> str | None:
    return None if moment is None else moment.astimezone(timezone.utc).isoformat()


@dataclass(frozen=True, slots=True)
class MemoryUpdate:
    """What an index request says of the document's memory; None: not said, the stored value is
    kept (a client that does not know the fields, or re-indexes a file, must not undo a
    supersession). `supersedes=()` says "replaces nothing" and undoes its supersessions."""

    supersedes: tuple[str, ...] | None = None
    valid_from: datetime | None = None
    valid_until: datetime | None = None

    @property
    def is_empty(self) -> bool:
        return self.supersedes is None and self.valid_from is None and self.valid_until is None

    def applied_to(self, existing: DocumentMemory) -> DocumentMemory:
        """The document's memory after this request: its declared fields as given, or as they were;
        the derived ones (superseded by whom, when) as they were."""
        valid_from = self.valid_from if self.valid_from is not None else existing.valid_from
        valid_until = self.valid_until if self.valid_until is not None else existing.valid_until
        if valid_from is not None and valid_until is not None and valid_from > valid_until:
            raise InvalidMemory("validFrom", "validFrom must not be later than validUntil")
        return DocumentMemory(
            supersedes=self.supersedes if self.supersedes is not None else existing.supersedes,
            valid_from=valid_from,
            valid_until=valid_until,
            superseded_by=existing.superseded_by,
            superseded_at=existing.superseded_at,
        )


def check_supersedes(document_id: str, supersedes: Sequence[str]) -> tuple[str, ...]:
    """The ids, each once and in order; refused: the document itself, more than MAX_SUPERSEDES."""
    ids = tuple(dict.fromkeys(supersedes))
    if len(ids) > MAX_SUPERSEDES:
        raise InvalidMemory("supersedes", f"at most {MAX_SUPERSEDES} documents")
    if document_id in ids:
        raise InvalidMemory("supersedes", "a document cannot supersede itself", [document_id])
    return ids


@dataclass(frozen=True, slots=True)
class MemoryScope:
    """Which documents a search or a listing sees: those current at `as_of` (None: now) and
    indexed by then; with `include_superseded`, also those superseded or outside their validity."""

    as_of: datetime | None = None
    include_superseded: bool = False

    def instant(self, now: datetime) -> datetime:
        return self.as_of if self.as_of is not None else now

    @property
    def selects_all(self) -> bool:
        """Whether it narrows nothing (the history of every document up to now)."""
        return self.include_superseded and self.as_of is None

    def admits(self, *, indexed_at: datetime, memory: DocumentMemory, now: datetime) -> bool:
        """The reference: whether a document indexed at `indexed_at` with `memory` is seen."""
        moment = self.instant(now)
        if self.as_of is not None and indexed_at > moment:
            return False
        return self.include_superseded or memory.current_at(moment)


CURRENT = MemoryScope()


@dataclass(frozen=True, slots=True)
class Supersession:
    """`new_id` replaced `old_id` at `at` (the moment the store recorded it)."""

    old_id: str
    new_id: str
    at: datetime


def supersession_state(relations: Iterable[Supersession]) -> tuple[str | None, datetime | None]:
    """A document's (superseded_by, superseded_at) from the supersessions that replace it: the
    earliest (ties: the least id, so that every store derives the same); (None, None) when none."""
    earliest = min(relations, key=lambda relation: (relation.at, relation.new_id), default=None)
    return (None, None) if earliest is None else (earliest.new_id, earliest.at)


async def check_no_cycle(
    document_id: str,
    supersedes: Sequence[str],
    declared_supersedes: Callable[[list[str]], Awaitable[Mapping[str, Sequence[str]]]],
) -> None:
    """Refuse a supersession that closes a cycle: `document_id` replacing a document that replaces
    it, directly or through a chain (followed at most MAX_SUPERSESSION_DEPTH deep).
    `declared_supersedes(ids)` reads what those documents declared they replace."""
    seen: set[str] = set()
    frontier = [document_id_ for document_id_ in supersedes if document_id_ != document_id]
    for _ in range(MAX_SUPERSESSION_DEPTH):
        frontier = [document_id_ for document_id_ in dict.fromkeys(frontier) if document_id_ not in seen]
        if not frontier:
            return
        seen.update(frontier)
        declared = await declared_supersedes(frontier)
        following = [target for source in frontier for target in declared.get(source, ())]
        if document_id in following:
            closing = sorted(source for source in frontier if document_id in declared.get(source, ()))
            raise InvalidMemory(
                "supersedes", f"would close a cycle: {', '.join(closing)} already supersedes this document (directly or through a chain)", closing
            )
        frontier = following
    if frontier:
        raise InvalidMemory("supersedes", f"the chain of supersessions is more than {MAX_SUPERSESSION_DEPTH} deep")


def validity_window(valid_from: datetime | None, valid_until: datetime | None) -> None:
    if valid_from is not None and valid_until is not None and valid_from > valid_until:
        raise InvalidMemory("validFrom", "validFrom must not be later than validUntil")

"""The one filter language of search, list, delete and stats (issue 21): what a request may narrow
documents to, as `FilterSpec` (the request's `filter`, camelCase, validated and bounded) and
`DocumentFilter` (the domain value every backend translates: Qdrant payload conditions, SQL, a
MongoDB query). No backend invents its own: each maps these fields, and `DocumentFilter.matches`
is the reference every translation must agree with (the shared backend test checks it).

Semantics: every field that is given must hold (AND); a list field holds when the document has any
of its values (`tagsAll`: all of them); `sourceGlob` must match the whole source (`**` across
folders, `*` and `?` within one; without a wildcard, the source itself: core/globs.py says it all),
`excludeSourceGlobs` leave out a document whose source matches any; `since` (inclusive) and
`until` (exclusive) bound when the document was indexed, each an ISO 8601 instant (UTC when it
names no offset) or a duration back from now (`30m`, `24h`, `7d`, `2w`).
The contract's top-level filters (`category`, `sessionId`, `contentType`, `game`) keep working
beside it: both must hold.

A glob is matched by one translation (core/globs.py: `glob_regex`, whose every choice is made once,
so a glob within the bounds matches a 1,024-character source in well under a millisecond), in
process and in MongoDB alike. Where a backend cannot match a glob (Qdrant has no pattern condition),
it narrows by what the glob says of the source itself (a glob without a wildcard), its folders,
depth, folder names, parent folder and extension (`glob_narrowing`, matched against the payload
fields `source_directories` ... `source_parent` derive from every source), and matches the rest
exactly with `matching_sources`: off the event loop, within `SOURCE_MATCH_BUDGET_S`.

A filter that a backend fails to translate or apply (a bug, or a pattern too costly for it) is the
request's own failure, `FilterError`: the search falls back past that backend, a listing, delete or
stats answers 400; no dependency's breaker counts it.
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, fields
from datetime import datetime, timedelta, timezone
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic.alias_generators import to_camel

from rag_context.core.globs import MAX_GLOB_CHARS, canonical_glob, checked_tokens, glob_matches, is_literal, literal_prefix
from rag_context.core.memory.currency import NO_MEMORY, DocumentMemory, MemoryScope

# The bounds of the indexed fields these match (the same numbers as api/models.py's).
MAX_NAME_CHARS = 256
MAX_SOURCE_CHARS = 1024
MAX_TAG_CHARS = 64
MAX_VALUES = 32  # values in one list field
MAX_EXCLUDE_GLOBS = 8
MAX_DURATION = timedelta(days=3650)
EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)
# The longest a backend matches a source pattern against the sources it listed (Qdrant: up to
# 100,000 of them, typically well under a microsecond each), off the event loop; past it the pattern
# is too costly for that backend (`FilterError`) and the search falls back to the store. Below the
# dependency timeout (5 s by default), which would count against the dependency.
SOURCE_MATCH_BUDGET_S = 1.0
_BUDGET_CHECK_EVERY = 256  # sources matched between two looks at the clock

_CONTROL_CHARACTERS = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_NO_CONTROL_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f]*$"
_DURATION = re.compile(r"^(\d{1,6})([smhdw])$")
_DURATION_UNITS = {"s": "seconds", "m": "minutes", "h": "hours", "d": "days", "w": "weeks"}

FILTER_FIELDS = (
    "tagsAny", "tagsAll", "sourcePrefix", "sourceGlob", "excludeSourceGlobs", "contentTypes", "sessionIds",
    "agents", "categories", "games", "roles", "decisionId", "since", "until",
)
LIST_FIELDS = frozenset(
    ("tagsAny", "tagsAll", "excludeSourceGlobs", "contentTypes", "sessionIds", "agents", "categories", "games", "roles")
)


class FilterError(Exception):
    """A backend could not translate or apply this request's filter (a failure of ours, or a pattern
    too costly for that backend): the request's own failure, never its dependency's. The search
    falls back past that backend, a listing, delete or stats answers 400; no breaker counts it."""


@contextlib.contextmanager
def applying_filter(backend: str) -> Iterator[None]:
    """Any exception raised inside (while a filter is translated or applied) leaves as FilterError."""
    try:
        yield
    except FilterError:
        raise
    except Exception as error:  # noqa: BLE001 - whatever went wrong, it is this request's filter
        raise FilterError(f"{backend} could not apply the filter: {type(error).__name__}: {error}") from error


def _no_control_characters(value: str) -> str:
    if _CONTROL_CHARACTERS.search(value):
        raise ValueError("must not contain control characters")
    return value


def _valid_glob(value: str) -> str:
    checked_tokens(value)  # raises ValueError naming the bound
    return value


def _valid_time(value: str) -> str:
    parse_time(value, datetime.now(timezone.utc))
    return value


def _text(max_chars: int) -> Any:
    return Annotated[
        str,
        Field(min_length=1, max_length=max_chars, json_schema_extra={"pattern": _NO_CONTROL_PATTERN}),
        AfterValidator(_no_control_characters),
    ]


Name = _text(MAX_NAME_CHARS)
Source = _text(MAX_SOURCE_CHARS)
Tag = _text(MAX_TAG_CHARS)
Glob = Annotated[_text(MAX_GLOB_CHARS), AfterValidator(_valid_glob)]
Moment = Annotated[str, Field(min_length=2, max_length=64), AfterValidator(_valid_time)]
ContentTypeName = Literal["chat", "decision", "code", "documentation"]


def _values(item: Any, max_items: int = MAX_VALUES) -> Any:
    return Annotated[list[item], Field(min_length=1, max_length=max_items)] | None


class FilterSpec(BaseModel):
    """The request's `filter` object. Unknown fields are refused (a misspelt field must not widen a
    delete to everything), so are empty lists (they would match nothing, surely not what was meant)."""

    model_config = ConfigDict(strict=True, extra="forbid", alias_generator=to_camel, populate_by_name=True, frozen=True)

    tags_any: _values(Tag) = Field(None, description="Documents with any of these tags")
    tags_all: _values(Tag) = Field(None, description="Documents with all of these tags")
    source_prefix: Source | None = Field(None, description="Documents whose source starts with this")
    source_glob: Glob | None = Field(None, description="Documents whose whole source matches ('src/**/*.cs': ** across folders, * within one)")
    exclude_source_globs: _values(Glob, MAX_EXCLUDE_GLOBS) = Field(None, description="Leave out documents whose source matches any of these globs")
    content_types: _values(ContentTypeName, 4) = Field(None, description="Documents of any of these content types")
    session_ids: _values(Name) = Field(None, description="Documents of any of these sessions")
    agents: _values(Name) = Field(None, description="Documents indexed with any of these metadata.agent values")
    categories: _values(Name) = Field(None, description="Documents of any of these metadata.category values")
    games: _values(Name) = Field(None, description="Documents of any of these metadata.game values")
    roles: _values(Name) = Field(None, description="Documents of any of these roles (metadata.role)")
    decision_id: Name | None = Field(None, description="Documents of this metadata.decisionId")
    since: Moment | None = Field(None, description="Indexed at or after: an ISO 8601 instant or a duration back from now (30m, 24h, 7d)")
    until: Moment | None = Field(None, description="Indexed before: an ISO 8601 instant or a duration back from now")

    @model_validator(mode="after")
    def _window(self) -> "FilterSpec":
        if self.since is not None and self.until is not None:
            now = datetime.now(timezone.utc)
            if parse_time(self.since, now) > parse_time(self.until, now):
                raise ValueError("since must not be later than until")
        return self

    def resolve(self, now: datetime | None = None) -> "DocumentFilter":
        """The domain value, its durations turned into instants as of `now`."""
        now = now or datetime.now(timezone.utc)
        return DocumentFilter(
            tags_any=_tuple(self.tags_any),
            tags_all=_tuple(self.tags_all),
            source_prefix=self.source_prefix,
            source_glob=self.source_glob,
            exclude_source_globs=_tuple(self.exclude_source_globs),
            content_types=_tuple(self.content_types),
            session_ids=_tuple(self.session_ids),
            agents=_tuple(self.agents),
            categories=_tuple(self.categories),
            games=_tuple(self.games),
            roles=_tuple(self.roles),
            decision_id=self.decision_id,
            since=parse_time(self.since, now) if self.since is not None else None,
            until=parse_time(self.until, now) if self.until is not None else None,
        )


def _tuple(values: list[str] | None) -> tuple[str, ...]:
    return tuple(dict.fromkeys(values)) if values else ()


def parse_time(value: str, now: datetime) -> datetime:
    """An ISO 8601 instant (UTC when it names no offset), or a duration back from `now`."""
    duration = _DURATION.match(value)
    if duration is not None:
        amount = timedelta(**{_DURATION_UNITS[duration.group(2)]: int(duration.group(1))})
        if amount > MAX_DURATION:
            raise ValueError(f"a duration of at most {MAX_DURATION.days} days")
        return now - amount
    try:
        moment = datetime.fromisoformat(value)
        moment = moment.replace(tzinfo=timezone.utc) if moment.tzinfo is None else moment.astimezone(timezone.utc)
    except (ValueError, OverflowError):  # OverflowError: an offset that takes year 1 or 9999 out of range
        raise ValueError("must be an ISO 8601 instant (2026-11-23T08:00:00Z) or a duration back from now (30m, 24h, 7d)") from None
    if moment < EPOCH:  # nothing was indexed before; and every backend orders times from 1970 on alike
        raise ValueError("must be an instant from 1970 on")
    return moment


@dataclass(frozen=True, slots=True)
class DocumentFilter:
    """What a document must satisfy; an empty tuple or None is "not asked". Hashable (the result
    cache keys on it). `matches` is the reference semantics."""

    tags_any: tuple[str, ...] = ()
    tags_all: tuple[str, ...] = ()
    source_prefix: str | None = None
    source_glob: str | None = None
    exclude_source_globs: tuple[str, ...] = ()
    content_types: tuple[str, ...] = ()
    session_ids: tuple[str, ...] = ()
    agents: tuple[str, ...] = ()
    categories: tuple[str, ...] = ()
    games: tuple[str, ...] = ()
    roles: tuple[str, ...] = ()
    decision_id: str | None = None
    since: datetime | None = None
    until: datetime | None = None
    # Which documents of memory it sees (issue 32: current ones, as of an instant, or the history);
    # None: no such condition (every document, superseded or not: deletes, internal walks). Not a
    # field of the request's `filter` object: the search and listing requests' `asOf` and
    # `includeSuperseded` set it (core/memory/currency.py holds the semantics).
    memory: MemoryScope | None = None

    @property
    def is_empty(self) -> bool:
        return all(getattr(self, item.name) in ((), None) for item in fields(self))

    @property
    def narrows_source(self) -> bool:
        """Whether the source must be matched by prefix or pattern (what Qdrant cannot do natively)."""
        return self.source_prefix is not None or self.source_glob is not None or bool(self.exclude_source_globs)

    def source_matches(self, source: str) -> bool:
        if self.source_prefix is not None and not source.startswith(self.source_prefix):
            return False
        if self.source_glob is not None and not glob_matches(self.source_glob, source):
            return False
        return not any(glob_matches(glob, source) for glob in self.exclude_source_globs)

    def source_includes(self) -> list[SourceNarrowing]:
        """The native narrowing of the prefix and the glob (each must hold)."""
        found = []
        if self.source_prefix is not None:
            found.append(prefix_narrowing(self.source_prefix))
        if self.source_glob is not None:
            found.append(glob_narrowing(self.source_glob))
        return found

    def source_excludes(self) -> list[SourceNarrowing]:
        return [glob_narrowing(glob) for glob in self.exclude_source_globs]

    @property
    def source_exact_natively(self) -> bool:
        """Whether the payload conditions of `glob_narrowing` match the source patterns exactly (an
        exclusion needs at least one condition: `must_not` of nothing would exclude everything)."""
        return all(n.exact for n in self.source_includes()) and all(n.excludes_natively for n in self.source_excludes())

    def matches(
        self,
        *,
        source: str,
        content_type: str,
        session_id: str,
        tags: tuple[str, ...] | list[str],
        agent: str | None,
        category: str | None,
        game: str | None,
        role: str | None,
        decision_id: str | None,
        indexed_at: datetime,
        memory: DocumentMemory = NO_MEMORY,
        now: datetime | None = None,
    ) -> bool:
        if self.memory is not None and not self.memory.admits(
            indexed_at=indexed_at, memory=memory, now=now or datetime.now(timezone.utc)
        ):
            return False
        if self.tags_any and not set(self.tags_any) & set(tags):
            return False
        if self.tags_all and not set(self.tags_all) <= set(tags):
            return False
        if not self.source_matches(source):
            return False
        for wanted, value in (
            (self.content_types, content_type),
            (self.session_ids, session_id),
            (self.agents, agent),
            (self.categories, category),
            (self.games, game),
            (self.roles, role),
        ):
            if wanted and value not in wanted:
                return False
        if self.decision_id is not None and decision_id != self.decision_id:
            return False
        if self.since is not None and indexed_at < self.since:
            return False
        return self.until is None or indexed_at < self.until

    def matches_payload(self, payload: Mapping[str, Any], now: datetime | None = None) -> bool:
        """`matches` on a chunk's payload (core.models.Chunk.payload): the fields at its top level."""
        return self.matches(
            source=payload["source"],
            content_type=payload["contentType"],
            session_id=payload["sessionId"],
            tags=tuple(payload.get("tags") or ()),
            agent=payload.get("agent"),
            category=payload.get("category"),
            game=payload.get("game"),
            role=payload.get("role"),
            decision_id=payload.get("decisionId"),
            indexed_at=EPOCH + timedelta(microseconds=int(payload["indexedAtUs"])),
            memory=DocumentMemory.from_payload(payload),
            now=now,
        )


def matching_sources(document_filter: DocumentFilter, sources: Iterable[str], budget_s: float | None = None) -> list[str]:
    """The sources the filter's source prefix and globs keep, in their order; FilterError when that
    takes longer than `budget_s` (SOURCE_MATCH_BUDGET_S unless given; run it off the event loop:
    many sources can take long)."""
    budget_s = SOURCE_MATCH_BUDGET_S if budget_s is None else budget_s
    deadline = time.monotonic() + budget_s
    kept = []
    for number, source in enumerate(sources, 1):
        if document_filter.source_matches(source):
            kept.append(source)
        if number % _BUDGET_CHECK_EVERY == 0 and time.monotonic() > deadline:
            raise FilterError(f"matching the source pattern took over {budget_s} s ({number} sources matched so far)")
    return kept


@dataclass(frozen=True, slots=True)
class SourceNarrowing:
    """What a backend that matches values, not patterns, can say of a source pattern: the source
    itself (a glob without a wildcard, `source`), a folder every matching source lies in
    (`sourceDirs`), its depth (the number of '/', `sourceDepth`), its extension (`sourceExt`),
    folder names it has somewhere on its path (`sourceNames`) and the name of the folder it is
    directly in (`sourceParent`); `exact` when those conditions select exactly the sources the
    pattern matches, so no source needs checking one by one."""

    directory: str | None = None
    depth: int | None = None
    extension: str | None = None
    exact: bool = False
    names: tuple[str, ...] = ()
    parent: str | None = None
    source: str | None = None

    @property
    def narrows(self) -> bool:
        return (
            self.directory is not None or self.depth is not None or self.extension is not None
            or bool(self.names) or self.parent is not None or self.source is not None
        )

    @property
    def excludes_natively(self) -> bool:
        """Whether an exclusion of this pattern is a native `must_not` (exact, and not of nothing)."""
        return self.exact and self.narrows


_LITERAL_FOLDERS = r"(?P<folder>(?:[^*?/]+/)*)"
_EXTENSION = r"\.[^*?/.]+"  # an extension without a dot or wildcard in it
# The globs that folder, depth and extension say exactly: D/**, D/**/*, D/**/*.ext, D/*, D/*.ext
# (D literal folders, maybe none).
_EXACT_GLOB = re.compile(
    _LITERAL_FOLDERS
    + rf"(?:(?P<any>\*\*(?:/\*)?)|(?P<anyext>\*\*/\*(?P<ext1>{_EXTENSION}))|(?P<one>\*)|(?P<oneext>\*(?P<ext2>{_EXTENSION})))"
)
# The globs a folder NAME anywhere says exactly: **/NAME/** and **/NAME/**/* (a folder NAME on the
# path: sourceNames), **/NAME/**/*.ext (and the extension), **/NAME/* (directly in a folder NAME:
# sourceParent) and **/NAME/*.ext. `**/tests/**` is the usual exclusion.
_EXACT_NAME_GLOB = re.compile(
    rf"\*\*/(?P<name>[^*?/]+)/(?:(?P<below>\*\*(?:/\*)?)|(?P<belowext>\*\*/\*(?P<ext1>{_EXTENSION}))|(?P<in>\*)|(?P<inext>\*(?P<ext2>{_EXTENSION})))"
)


def glob_narrowing(glob: str) -> SourceNarrowing:
    if is_literal(glob):
        return SourceNarrowing(source=glob, exact=True)  # one source: the `source` keyword index says it
    glob = canonical_glob(glob)  # `**/**/*.cs` narrows as `**/*.cs` does
    exact = _EXACT_GLOB.fullmatch(glob)
    if exact is not None:
        folder = exact.group("folder") or None
        depth = folder.count("/") if folder else 0
        if exact.group("any") is not None:
            return SourceNarrowing(folder, None, None, exact=folder is not None)  # '**' alone: every source
        if exact.group("anyext") is not None:
            return SourceNarrowing(folder, None, exact.group("ext1"), exact=True)
        if exact.group("one") is not None:
            return SourceNarrowing(folder, depth, None, exact=True)
        return SourceNarrowing(folder, depth, exact.group("ext2"), exact=True)
    named = _EXACT_NAME_GLOB.fullmatch(glob)
    if named is not None:
        name = named.group("name")
        if named.group("below") is not None:
            return SourceNarrowing(names=(name,), exact=True)
        if named.group("belowext") is not None:
            return SourceNarrowing(extension=named.group("ext1"), names=(name,), exact=True)
        if named.group("in") is not None:
            return SourceNarrowing(parent=name, exact=True)
        return SourceNarrowing(extension=named.group("ext2"), parent=name, exact=True)
    literal = literal_prefix(glob)
    folder = literal[: literal.rindex("/") + 1] if "/" in literal else None
    segments = glob.split("/")
    extension = re.search(rf"({_EXTENSION})$", segments[-1])  # the name's literal ending, when it is an extension
    # A literal segment between two '/' is a whole folder name of every match (`*`, `?` and a `**`
    # inside a segment stop at the '/' around it): those after the literal folder narrow by name,
    # and the one before the last segment is the parent folder when the last cannot span folders.
    first_wild = next(number for number, segment in enumerate(segments) if not is_literal(segment))
    before_last = segments[-2] if len(segments) > 1 else ""
    parent = before_last if before_last and is_literal(before_last) and "**" not in segments[-1] else None
    names = tuple(dict.fromkeys(s for s in segments[first_wild + 1 : -1] if s and is_literal(s) and s != parent))
    return SourceNarrowing(folder, None, extension.group(1) if extension else None, exact=False, names=names, parent=parent)


def prefix_narrowing(prefix: str) -> SourceNarrowing:
    folder = prefix[: prefix.rindex("/") + 1] if "/" in prefix else None
    return SourceNarrowing(folder, None, None, exact=folder is not None and folder == prefix)


def source_directories(source: str) -> list[str]:
    """Every folder a source lies in, each ending in '/': 'src/core/a.py' -> ['src/', 'src/core/']
    (stored beside the source where a backend matches folders by value, not by prefix)."""
    parts = source.split("/")[:-1]
    return ["/".join(parts[: depth + 1]) + "/" for depth in range(len(parts))]


def source_depth(source: str) -> int:
    """How many folders deep the source is: its number of '/' (what `D/*` globs narrow by)."""
    return source.count("/")


def source_extension(source: str) -> str:
    """The last part's extension from its last dot ('' without one): what `*.ext` globs narrow by."""
    name = source.rsplit("/", 1)[-1]
    return name[name.rindex(".") :] if "." in name else ""


def source_folder_names(source: str) -> list[str]:
    """The name of every folder on the source's path, once each: 'src/core/tests/a.py' ->
    ['src', 'core', 'tests'] (what `**/tests/**` matches by). Only '/' separates, as in globs: a
    source written with '\\' is one name, as the glob matcher sees it."""
    return list(dict.fromkeys(source.split("/")[:-1]))


def source_parent(source: str) -> str:
    """The name of the folder the source is directly in ('' at the top): what `**/NAME/*` matches.
    Never missing from a point that has the derived source fields (the marker of those that lack them)."""
    parts = source.split("/")
    return parts[-2] if len(parts) > 1 else ""

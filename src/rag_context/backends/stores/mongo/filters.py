"""The filter language (core/filters.py) as MongoDB query conditions, on the document records
(`document_query`: listing, counting and deleting) and on the chunk records (`chunk_query`: the
keyword fallback). Patterns are matched natively: a source prefix is an anchored `$regex` (which
the source index serves); a glob without a wildcard is `$eq` (`$ne` to exclude); any other glob is
the regular expression `core.globs.glob_regex` builds, the very pattern the other backends run in
process. MongoDB's PCRE backtracks, as Python's `re` does: that pattern makes each choice once in an
atomic group (core/globs.py says why no glob within the bounds can make it slow), its literal start
is a plain `^prefix` (served by the source index), and it runs with the `s` option (DOTALL), so
that nothing in it ever stops at a line break in a source. Every value goes in as the operand of
`$eq`, `$in`, a range or a regex built here, never as a key. A filter that cannot be translated is
the request's FilterError.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from datetime import datetime, timezone
from typing import Any

from bson.regex import Regex

from rag_context.backends.stores.mongo.records import micros_since_epoch, require_str
from rag_context.core.filters import DocumentFilter, applying_filter
from rag_context.core.globs import glob_regex, is_literal
from rag_context.core.memory.currency import SUPERSEDED_AT_US, VALID_FROM_US, VALID_UNTIL_US, MemoryScope

# Filter field -> the field of a document record, and of a chunk record.
DOCUMENT_FIELDS: Mapping[str, str] = {
    "tags": "metadata.tags",
    "source": "source",
    "contentType": "contentType",
    "sessionId": "sessionId",
    "agent": "metadata.agent",
    "category": "metadata.category",
    "game": "metadata.game",
    "role": "metadata.role",
    "decisionId": "metadata.decisionId",
    "indexedAtUs": "indexedAtUs",
}
CHUNK_FIELDS: Mapping[str, str] = {
    "tags": "tags",
    "source": "source",
    "contentType": "contentType",
    "sessionId": "sessionId",
    "agent": "agent",
    "category": "category",
    "game": "game",
    "role": "role",
    "decisionId": "decisionId",
    "indexedAtUs": "indexedAtUs",
}


def _strings(name: str, values: tuple[str, ...]) -> list[str]:
    return [require_str(name, value) for value in values]


def glob_condition(glob: str, *, exclude: bool = False) -> dict[str, Any]:
    """The operator expression matching the sources the glob matches (`exclude`: does not match). A
    BSON regular expression with its options, as `$not` takes it (`{"$not": /.../s}`)."""
    glob = require_str("sourceGlob", glob)
    if is_literal(glob):
        return {"$ne" if exclude else "$eq": glob}
    pattern = Regex(glob_regex(glob).pattern, "s")
    return {"$not": pattern} if exclude else {"$regex": pattern}


def filter_conditions(document_filter: DocumentFilter | None, fields: Mapping[str, str]) -> list[dict[str, Any]]:
    """The conditions to AND (a list, for `$and`: several may name the same field)."""
    with applying_filter("mongodb"):
        return _filter_conditions(document_filter, fields)


def _filter_conditions(document_filter: DocumentFilter | None, fields: Mapping[str, str]) -> list[dict[str, Any]]:
    if document_filter is None:
        return []
    f = document_filter
    conditions: list[dict[str, Any]] = []
    if f.tags_any:
        conditions.append({fields["tags"]: {"$in": _strings("tagsAny", f.tags_any)}})
    if f.tags_all:
        conditions.append({fields["tags"]: {"$all": _strings("tagsAll", f.tags_all)}})
    if f.source_prefix is not None:
        conditions.append({fields["source"]: {"$regex": "^" + re.escape(require_str("sourcePrefix", f.source_prefix))}})
    if f.source_glob is not None:
        conditions.append({fields["source"]: glob_condition(f.source_glob)})
    for glob in f.exclude_source_globs:
        conditions.append({fields["source"]: glob_condition(glob, exclude=True)})
    for key, name, values in (
        ("contentType", "contentTypes", f.content_types),
        ("sessionId", "sessionIds", f.session_ids),
        ("agent", "agents", f.agents),
        ("category", "categories", f.categories),
        ("game", "games", f.games),
        ("role", "roles", f.roles),
    ):
        if values:
            conditions.append({fields[key]: {"$in": _strings(name, values)}})
    if f.decision_id is not None:
        conditions.append({fields["decisionId"]: {"$eq": require_str("decisionId", f.decision_id)}})
    window: dict[str, int] = {}
    if f.since is not None:
        window["$gte"] = micros_since_epoch(f.since)
    if f.until is not None:
        window["$lt"] = micros_since_epoch(f.until)
    if window:
        conditions.append({fields["indexedAtUs"]: window})
    return conditions


def memory_conditions(scope: MemoryScope | None, now: datetime | None = None) -> list[dict[str, Any]]:
    """A memory scope (`MemoryScope.admits`) as conditions on the document records' fields; a record
    without a field passes its `$not` (a range on a missing field does not match)."""
    if scope is None or scope.selects_all:
        return []
    moment = micros_since_epoch(scope.instant(now or datetime.now(timezone.utc)))
    conditions: list[dict[str, Any]] = []
    if scope.as_of is not None:
        conditions.append({DOCUMENT_FIELDS["indexedAtUs"]: {"$lte": moment}})
    if not scope.include_superseded:
        conditions += [
            {SUPERSEDED_AT_US: {"$not": {"$lte": moment}}},
            {VALID_FROM_US: {"$not": {"$gt": moment}}},
            {VALID_UNTIL_US: {"$not": {"$lte": moment}}},
        ]
    return conditions


def document_query(document_filter: DocumentFilter | None) -> dict[str, Any]:
    conditions = filter_conditions(document_filter, DOCUMENT_FIELDS)
    if document_filter is not None:
        conditions += memory_conditions(document_filter.memory)
    return {"$and": conditions} if conditions else {}


def chunk_query(document_filter: DocumentFilter | None) -> dict[str, Any]:
    """The chunk records' part of the filter (the memory scope is matched on the document record the
    keyword search joins: `text_search_pipeline`)."""
    conditions = filter_conditions(document_filter, CHUNK_FIELDS)
    return {"$and": conditions} if conditions else {}

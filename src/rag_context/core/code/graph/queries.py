"""Questions asked of the stored symbol tables, through the store's port (core/ports.py): the
definitions of a name, what refers to a definition and what it refers to (resolved by `resolve`),
a file's outline; and, for code search (issue 35), definitions whose names hold given words and
the implementations of an interface member (or what a member implements).

Each question reads what it needs in a few queries (the names' definitions, the referring files'
scopes, their bases') and resolves in memory: a reference's meaning is decided now, so a change in
one file shows in every other file's references without indexing those again.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from rag_context.core.code.identifiers import path_words
from rag_context.core.code.graph.model import (
    CALL,
    CALLABLE_KINDS,
    CONTAINER_KINDS,
    FIELD,
    IMPORT,
    INHERIT,
    NEW,
    SCOPE_KINDS,
    TYPE,
    TYPE_KINDS,
    USE_KINDS,
    USING,
    VARIABLE,
    DefinitionQuery,
    ReferenceQuery,
    StoredDefinition,
    StoredReference,
)
from rag_context.core.code.graph.resolve import (
    MAX_BASE_DEPTH,
    FileScope,
    Link,
    Resolver,
    language_of_source,
    rank_of,
    declared_type_of,
    wanted_names,
    wanted_symbols,
)
from rag_context.core.ports import ContextStore

BATCH = 400  # names, ids or symbols per query (well below SQLite's bound-parameter limit)
MAX_CANDIDATES = 20_000  # definitions read for one resolution
MAX_REFERENCES = 5_000  # references read for one question (a name used everywhere is cut here, said so)
KIND_ORDER = {kind: rank for rank, kind in enumerate(("class", "interface", "struct", "record", "enum", "trait", "delegate", "type", "method", "function", "constructor", "property"))}


def _batches(values: Iterable[str]) -> list[tuple[str, ...]]:
    items = sorted(set(values))
    return [tuple(items[start : start + BATCH]) for start in range(0, len(items), BATCH)]


def same_definition(a: StoredDefinition, b: StoredDefinition) -> bool:
    return a.document_id == b.document_id and a.definition.symbol == b.definition.symbol and a.definition.line_start == b.definition.line_start


async def definitions_named(store: ContextStore, names: Iterable[str], sessions: Sequence[str] = (), limit: int = MAX_CANDIDATES) -> list[StoredDefinition]:
    found: list[StoredDefinition] = []
    for batch in _batches(names):
        found += await store.find_definitions(DefinitionQuery(names=batch, session_ids=tuple(sessions), limit=limit))
    return found


async def scopes_of(store: ContextStore, sources: dict[str, str]) -> dict[str, FileScope]:
    """The scope (imports, usings, namespaces) of each document of `sources` (id -> source)."""
    by_document: dict[str, list] = defaultdict(list)
    for batch in _batches(sources):
        for item in await store.find_references(ReferenceQuery(document_ids=batch, kinds=tuple(sorted(SCOPE_KINDS)), limit=MAX_REFERENCES * 4)):
            by_document[item.document_id].append(item.reference)
    return {document_id: FileScope.of(document_id, source, by_document.get(document_id, ())) for document_id, source in sources.items()}


async def resolver_for(store: ContextStore, references: Sequence[StoredReference], extra: Sequence[StoredDefinition] = ()) -> Resolver:
    """A Resolver over what resolving `references` needs: their files' scopes, the definitions of
    every name they may mean, of what encloses them, and of those types' bases."""
    scopes = await scopes_of(store, {item.document_id: item.source for item in references})
    names = wanted_names(references, scopes)
    # A reference means a definition of its own repository (session): never another's.
    sessions = tuple(sorted({item.session_id for item in references}))
    definitions = list(extra)
    definitions += await definitions_named(store, names, sessions)
    for batch in _batches(wanted_symbols(references)):
        definitions += await store.find_definitions(DefinitionQuery(symbols=batch, session_ids=sessions, limit=MAX_CANDIDATES))
    fetched = set(names)
    # What the functions a receiver came from return (`rv = redirect("/")`: redirect's `-> Response`).
    made_by = {part for item in references if item.reference.receiver_type for part in item.reference.receiver_type.split(".")}
    returned = {
        declared_type_of(item.definition, language_of_source(item.source)).rsplit(".", 1)[-1]
        for item in definitions
        if item.definition.name in made_by
    } - fetched - {""}
    if returned:
        fetched |= returned
        definitions += await definitions_named(store, returned, sessions)
    for _ in range(MAX_BASE_DEPTH):
        bases = {base.replace("::", ".").rsplit(".", 1)[-1] for item in definitions if item.definition.kind in CONTAINER_KINDS for base in item.definition.bases}
        bases -= fetched
        if not bases:
            break
        fetched |= bases
        definitions += await definitions_named(store, bases, sessions)
    return Resolver(definitions, scopes)


@dataclass(frozen=True, slots=True)
class Found:
    """Definitions answering a name, best first, and whether more matched than were read."""

    definitions: list[StoredDefinition]
    more: bool = False


async def find_symbols(
    store: ContextStore, name: str, kinds: Sequence[str] = (), document_filter: object | None = None, limit: int = 20
) -> Found:
    """Definitions by name, part of a name, or qualified path (`Logger.Write`, a full symbol), best
    first: the exact name (its case, then any case), a prefix, a part; the implementation before
    tests and samples, types and callables before fields, shorter paths first."""
    text = name.strip()
    qualified = "." in text or "::" in text
    path = text.replace("::", ".")
    found: dict[tuple[str, str, int], StoredDefinition] = {}
    read = max(limit * 5, 100)
    queries = (
        [DefinitionQuery(symbols=(path,), kinds=tuple(kinds), document_filter=document_filter, limit=read),
         DefinitionQuery(symbol_suffix=path, kinds=tuple(kinds), document_filter=document_filter, limit=read)]
        if qualified
        else [DefinitionQuery(names=(text,), kinds=tuple(kinds), document_filter=document_filter, limit=read),
              DefinitionQuery(name_contains=text, kinds=tuple(kinds), document_filter=document_filter, limit=read)]
    )
    more = False
    for query in queries:
        rows = await store.find_definitions(query)
        more |= len(rows) >= read
        for item in rows:
            found.setdefault((item.document_id, item.definition.symbol, item.definition.line_start), item)
    lowered = text.lower()

    def rank(item: StoredDefinition) -> tuple:
        d = item.definition
        if qualified:
            closeness = 0 if d.symbol == path else 1
        else:
            closeness = 0 if d.name == text else 1 if d.name.lower() == lowered else 2 if d.name.lower().startswith(lowered) else 3
        role = 0 if item.role in (None, "implementation") else 1
        kind = KIND_ORDER.get(d.kind, len(KIND_ORDER) + (1 if d.kind in (FIELD, VARIABLE) else 0))
        stub = "overload" in d.flags  # the definition that runs before its typing stubs
        return (closeness, role, stub, kind, len(d.symbol), item.source, d.line_start)

    ranked = sorted(found.values(), key=rank)
    return Found(ranked[:limit], more or len(ranked) > limit)


async def definitions_with_words(
    store: ContextStore, words: Sequence[str], document_filter: object | None = None, kinds: Sequence[str] = (), limit: int = 50
) -> list[StoredDefinition]:
    """For code search (issue 35): definitions whose name holds every one of `words` among the
    words it is made of (`CircuitStateController` holds circuit, state, controller; case and
    separators do not matter), those whose name is nothing but the words first, then the shorter."""
    wanted = [word.lower() for word in words if word.strip()]
    if not wanted:
        return []
    longest = max(wanted, key=len)
    rows = await store.find_definitions(DefinitionQuery(name_contains=longest, kinds=tuple(kinds), document_filter=document_filter, limit=MAX_CANDIDATES))
    matching = []
    for item in rows:
        parts = path_words(item.definition.name)
        if all(word in parts for word in wanted):
            matching.append((len(parts) - len(wanted), len(item.definition.symbol), item))
    matching.sort(key=lambda entry: entry[:2])
    return [item for _, _, item in matching[:limit]]


async def implementations(store: ContextStore, member: StoredDefinition, depth: int = 3) -> list[StoredDefinition]:
    """For code search (issue 35): the definitions that implement or override `member` (an
    interface's or abstract class's member, a virtual method): members of the same name in the types
    whose base types resolve to `member`'s type, followed down `depth` levels of inheritance."""
    owner = member.definition.container
    if not owner:
        return []
    owners = await store.find_definitions(DefinitionQuery(symbols=(owner,), limit=100))
    subtypes = await _subtypes(store, [item for item in owners if item.definition.kind in CONTAINER_KINDS], depth)
    if not subtypes:
        return []
    found: list[StoredDefinition] = []
    for batch in _batches(item.definition.symbol for item in subtypes):
        found += await store.find_definitions(DefinitionQuery(names=(member.definition.name,), containers=batch, limit=MAX_CANDIDATES))
    return [item for item in found if item.definition.kind in CALLABLE_KINDS | {"property", "event", "indexer"}]


async def implemented(store: ContextStore, definition: StoredDefinition) -> list[StoredDefinition]:
    """For code search (issue 35): the interface or base members `definition` implements or
    overrides (the same name, in the types its type derives from, resolved as the base list is)."""
    owner = definition.definition.container
    if not owner:
        return []
    owners = await store.find_definitions(DefinitionQuery(symbols=(owner,), limit=100))
    inherits = []
    for item in owners:
        inherits += await store.find_references(
            ReferenceQuery(document_ids=(item.document_id,), enclosing=owner, kinds=(INHERIT,), limit=MAX_REFERENCES)
        )
    if not inherits:
        return []
    resolver = await resolver_for(store, inherits, owners)
    bases = {link.target.definition.symbol for link in resolver.links(inherits)}
    found: list[StoredDefinition] = []
    for batch in _batches(bases):
        found += await store.find_definitions(DefinitionQuery(names=(definition.definition.name,), containers=batch, limit=MAX_CANDIDATES))
    return found


async def _subtypes(store: ContextStore, types: list[StoredDefinition], depth: int) -> list[StoredDefinition]:
    """The types whose base lists resolve to one of `types`, and theirs, `depth` levels down."""
    found: dict[str, StoredDefinition] = {}
    frontier = types
    for _ in range(depth):
        if not frontier:
            break
        inherits = await store.find_references(ReferenceQuery(names=tuple({item.definition.name for item in frontier}), kinds=(INHERIT,), limit=MAX_REFERENCES))
        if not inherits:
            break
        resolver = await resolver_for(store, inherits, frontier)
        targets = {(item.document_id, item.definition.symbol) for item in frontier}
        enclosing = {
            (link.reference.document_id, link.reference.reference.enclosing)
            for link in resolver.links(inherits)
            if (link.target.document_id, link.target.definition.symbol) in targets or link.target.definition.symbol in {t[1] for t in targets}
        }
        next_frontier = []
        for document_id, symbol in enclosing:
            for item in await store.find_definitions(DefinitionQuery(symbols=(symbol,), document_ids=(document_id,), limit=10)):
                if item.definition.kind in CONTAINER_KINDS and item.definition.symbol not in found:
                    found[item.definition.symbol] = item
                    next_frontier.append(item)
        frontier = next_frontier
    return list(found.values())


@dataclass(frozen=True, slots=True)
class Linked:
    links: list[Link]
    more: bool = False  # more references than were read: the answer is a part


async def incoming(store: ContextStore, targets: Sequence[StoredDefinition], kinds: Sequence[str] = (), document_filter: object | None = None) -> Linked:
    """What refers to `targets` (overloads, a partial class's parts): calls, constructions, type
    uses, inheritance, imports; each resolved from where it is, kept when it resolves to a target.
    A constructor's references are the constructions of its class."""
    if not targets:
        return Linked([])
    names = {item.definition.name for item in targets}
    classes_of_constructors = {
        item.definition.container.rsplit(".", 1)[-1]
        for item in targets
        if item.definition.kind == "constructor" or (item.definition.name == "__init__" and item.definition.container_kind == "class")
    }
    names |= classes_of_constructors
    constructors_asked = bool(classes_of_constructors)
    # Imported under another name (`from .routing import Rule as R`): that name, in those files.
    # Only the targets' repositories (sessions) refer to them, and only code of their language.
    sessions = tuple(sorted({item.session_id for item in targets}))
    families = {_family(item.source) for item in targets}
    aliased = await store.find_references(ReferenceQuery(names=tuple(sorted(names)), kinds=(IMPORT, USING), session_ids=sessions, limit=MAX_REFERENCES))
    aliases = {(item.document_id, item.reference.alias) for item in aliased if item.reference.alias}
    wanted_kinds = tuple(kinds) if kinds else (*USE_KINDS, IMPORT, USING)
    query = ReferenceQuery(names=tuple(sorted(names)), kinds=wanted_kinds, session_ids=sessions, document_filter=document_filter, limit=MAX_REFERENCES)
    references = list(await store.find_references(query))
    more = len(references) >= MAX_REFERENCES
    if aliases:
        alias_names = tuple(sorted({alias for _, alias in aliases}))
        alias_query = ReferenceQuery(names=alias_names, kinds=USE_KINDS, session_ids=sessions, document_filter=document_filter, limit=MAX_REFERENCES)
        for item in await store.find_references(alias_query):
            if (item.document_id, item.reference.name) in aliases:
                references.append(item)
    references = [item for item in references if _family(item.source) in families]
    # A reference whose kind none of the targets could be (a type use of a method's name) is left unresolved.
    target_kinds = {item.definition.kind for item in targets} | ({"class", "struct", "record"} if constructors_asked else set())
    references = [item for item in references if _could_be(item.reference.kind, target_kinds)]
    resolver = await resolver_for(store, references, targets)
    target_keys = {(item.document_id, item.definition.symbol, item.definition.line_start) for item in targets}
    constructed = {item.definition.container for item in targets if item.definition.kind == "constructor" or item.definition.name == "__init__"}
    links = []
    for link in resolver.links(references):
        key = (link.target.document_id, link.target.definition.symbol, link.target.definition.line_start)
        if key in target_keys:
            links.append(link)
        elif link.target.definition.symbol in constructed and link.reference.reference.kind in (NEW, CALL):
            constructor = _fitting_constructor(targets, link)
            if constructor is not None:
                links.append(Link(link.reference, constructor, link.resolution))
    return Linked(_best_first(links), more)


def _family(source: str) -> str:
    """A source's language, TypeScript and JavaScript one family (they import each other)."""
    language = language_of_source(source)
    return "javascript" if language == "typescript" else language


def _could_be(kind: str, target_kinds: set[str]) -> bool:
    """Whether a reference of `kind` may resolve to a definition of one of `target_kinds`."""
    if kind in (TYPE, INHERIT):
        return bool(target_kinds & TYPE_KINDS)
    if kind == NEW:
        return bool(target_kinds & TYPE_KINDS)
    if kind == CALL:
        return bool(target_kinds & (CALLABLE_KINDS | {"class", "struct"}))
    return True


def _fitting_constructor(targets: Sequence[StoredDefinition], link: Link) -> StoredDefinition | None:
    arity = link.reference.reference.arity
    constructors = [t for t in targets if t.definition.container == link.target.definition.symbol]
    for item in constructors:
        d = item.definition
        if arity < 0 or (d.arity_min <= arity and (d.arity_max < 0 or arity <= d.arity_max)):
            return item
    return constructors[0] if len(constructors) == 1 else None


async def outgoing(store: ContextStore, targets: Sequence[StoredDefinition], kinds: Sequence[str] = USE_KINDS) -> Linked:
    """What `targets` refer to (from inside each: its lines), each reference resolved."""
    references: list[StoredReference] = []
    for item in targets:
        rows = await store.find_references(
            ReferenceQuery(document_ids=(item.document_id,), enclosing=item.definition.symbol, enclosing_prefix=True, kinds=tuple(kinds), limit=MAX_REFERENCES)
        )
        references += [row for row in rows if item.definition.line_start <= row.reference.line <= item.definition.line_end]
    more = len(references) >= MAX_REFERENCES
    resolver = await resolver_for(store, references, targets)
    return Linked(_best_first(resolver.links(references)), more)


def _best_first(links: list[Link]) -> list[Link]:
    unique: dict[tuple, Link] = {}
    for link in links:
        # One line per reference and symbol: a partial class's parts, overloads the call cannot tell apart.
        key = (link.reference.document_id, link.reference.reference.line, link.reference.reference.name, link.target.definition.symbol)
        if key not in unique or rank_of(link.resolution) < rank_of(unique[key].resolution):
            unique[key] = link
    return sorted(unique.values(), key=lambda link: (rank_of(link.resolution), link.reference.source, link.reference.reference.line))


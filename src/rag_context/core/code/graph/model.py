"""The values of the symbol table: what a file defines, what it refers to, and the same as stored
(with the document they belong to). Plain frozen dataclasses, no I/O."""

from __future__ import annotations

from dataclasses import dataclass, field

# Bumped whenever extraction changes what it finds: a stored table of an older version is extracted
# again by the backfill (`rag-context backfill`, and the service's at start), from the stored content.
EXTRACTOR_VERSION = 1

# Kinds of definitions (besides those of core/code/syntax.py: namespace, class, struct, interface,
# record, method, constructor, function, property, enum, delegate, trait, impl, module, type ...).
FIELD = "field"
VARIABLE = "variable"
TYPE_KINDS = frozenset({"class", "struct", "interface", "record", "enum", "delegate", "trait", "type", "union"})
CALLABLE_KINDS = frozenset({"method", "constructor", "function", "destructor", "operator", "macro"})
# What a definition's members live in (a `self.x()` or `Type.x()` finds them there).
CONTAINER_KINDS = frozenset({"class", "struct", "interface", "record", "trait", "impl", "enum"})

# Kinds of references.
CALL = "call"  # f(), obj.f(), Type.f(), a decorator
NEW = "new"  # new T(), T{...} (Go, Rust): the type's construction
TYPE = "type"  # a type named in a declaration, a cast, a generic argument, an annotation, `T.Member`
ACCESS = "access"  # a member read or written, not called (`x.Count`, `logger.MinimumLevel = ...`, `Changed += h`)
INHERIT = "inherit"  # a base type or an implemented interface (`class A : B, IC`, `extends`, `implements`)
IMPORT = "import"  # Python/JS/TS/Java/Go/Rust imports: `target` is what is imported, `alias` the name bound
USING = "using"  # a C# using directive: `target` the namespace (or type, with `static` or an alias)
USING_STATIC = "using-static"
NAMESPACE = "namespace"  # a namespace or package declared by the file: `target` its full name
# A Python `import a.b` (a module, binding `a`, or its alias) rather than `from a import b`: said by
# the import reference's qualifier.
MODULE_IMPORT = "import"
REFERENCE_KINDS = (CALL, NEW, TYPE, INHERIT, ACCESS, IMPORT, USING, USING_STATIC, NAMESPACE)
# What code uses (the repository map's edges, a definition's outgoing references).
USE_KINDS = (CALL, NEW, TYPE, INHERIT, ACCESS)
# The references that say what a file's names mean (its scope), not what its code uses.
SCOPE_KINDS = frozenset({IMPORT, USING, USING_STATIC, NAMESPACE})

# How a reference was resolved, most certain first (the tools' `resolution`).
EXACT = "exact"  # the same file and class (a C# partial class's other parts included)
BY_IMPORT = "import"  # what the file imports or `using`s
BY_NAMESPACE = "namespace"  # the file's namespace or package
BY_NAME = "name"  # anywhere, by name only: a guess
RESOLUTIONS = (EXACT, BY_IMPORT, BY_NAMESPACE, BY_NAME)

# Bounds on what one definition or reference keeps (a minified file's one-line function is not a signature).
MAX_SIGNATURE_CHARS = 240
MAX_DOC_CHARS = 600
MAX_NAME_CHARS = 200
MAX_TEXT_CHARS = 400  # a qualifier, a target
# A file yields at most this many of each (a generated file of 100,000 characters is not a graph).
MAX_DEFINITIONS = 5_000
MAX_REFERENCES = 20_000


@dataclass(frozen=True, slots=True)
class Definition:
    """Something a file defines. `symbol` is its qualified path (dots between the parts, as the
    chunks' symbols: `Serilog.Core.Logger.Write`, `werkzeug.routing.map.Map.bind`); `container` the
    path of what it is defined in ('' at the file's top level) and `container_kind` that one's
    kind; `namespace` the namespace, package or Python module it is declared in. Lines are the
    file's (1-based, inclusive, the document's line offset added); `chunk_index` the chunk its
    first line lies in. `arity_min`..`arity_max`: the parameters a call may pass (-1: any number);
    `bases`: the base types and interfaces as written; `receiver`: the type a C# extension method
    extends (its `this` parameter's); `flags`: modifiers that matter to resolution (partial, static,
    extension, abstract, override)."""

    name: str
    kind: str
    symbol: str
    container: str
    container_kind: str
    namespace: str
    signature: str
    line_start: int
    line_end: int
    chunk_index: int | None = None
    doc: str = ""
    arity_min: int = 0
    arity_max: int = 0
    bases: tuple[str, ...] = ()
    receiver: str = ""
    flags: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Reference:
    """A use of a name. `name` is the identifier referred to (the last part: `Write` of
    `logger.Write(...)`), `qualifier` the text before it (`logger`, `Type`, `self`, `a.b`; '' when
    none), `receiver_type` the qualifier's type where the syntax says it (a declared field,
    parameter or local, `x = Foo()`), `enclosing` the symbol of the innermost definition it is in
    ('' at the file's top level), `arity` a call's arguments (-1: not a call). Imports and usings:
    `target` is the full path imported (`werkzeug.routing.Map`, `Serilog.Events`, `./foo`), `alias`
    the name it is bound to when another one."""

    name: str
    kind: str
    line: int
    enclosing: str = ""
    qualifier: str = ""
    receiver_type: str = ""
    arity: int = -1
    target: str = ""
    alias: str = ""


@dataclass(frozen=True, slots=True)
class SymbolTable:
    """A file's definitions and references, as extracted (`language` '' for a file no grammar reads:
    it has none, and is not extracted again)."""

    language: str
    definitions: tuple[Definition, ...] = ()
    references: tuple[Reference, ...] = ()
    version: int = EXTRACTOR_VERSION


EMPTY = SymbolTable("")


@dataclass(frozen=True, slots=True)
class StoredDefinition:
    """A definition as the store answers it: with its document, source and session."""

    document_id: str
    source: str
    session_id: str
    definition: Definition
    role: str | None = None

    @property
    def citation(self) -> str:
        return f"{self.source}:{self.definition.line_start}-{self.definition.line_end}"


@dataclass(frozen=True, slots=True)
class StoredReference:
    document_id: str
    source: str
    session_id: str
    reference: Reference


@dataclass(frozen=True, slots=True)
class DefinitionQuery:
    """Which definitions to read. Every field given narrows (AND); `names` exact names (case as
    written); `name_contains` a case-insensitive part of the name; `symbols` exact qualified paths;
    `symbol_suffix` a qualified path's end (`Logger.Write` finds `Serilog.Core.Logger.Write`);
    `containers` the symbol of what they are defined in. `document_filter` is the filter language
    (core/filters.py) on their documents."""

    names: tuple[str, ...] = ()
    name_contains: str | None = None
    symbols: tuple[str, ...] = ()
    symbol_suffix: str | None = None
    containers: tuple[str, ...] = ()
    kinds: tuple[str, ...] = ()
    document_ids: tuple[str, ...] = ()
    sources: tuple[str, ...] = ()
    session_id: str | None = None
    session_ids: tuple[str, ...] = ()  # any of these sessions (a repository's references stay in it)
    document_filter: object | None = None  # core.filters.DocumentFilter (kept loose: no import cycle)
    limit: int = 1000


@dataclass(frozen=True, slots=True)
class ReferenceQuery:
    """Which references to read: by the names they use, the documents they are in, the symbol they
    are in (`enclosing`; with `enclosing_prefix`, also what is nested in it), their kinds."""

    names: tuple[str, ...] = ()
    document_ids: tuple[str, ...] = ()
    enclosing: str | None = None
    enclosing_prefix: bool = False
    kinds: tuple[str, ...] = ()
    session_ids: tuple[str, ...] = ()
    document_filter: object | None = None
    limit: int = 10_000


@dataclass(frozen=True, slots=True)
class SymbolCheck:
    """What `rag-context check` counts of the symbol table: rows whose document is gone (an
    inconsistency, removed by --repair), and code documents without a current table (not an
    inconsistency: the backfill gives them one)."""

    orphan_definitions: int = 0
    orphan_references: int = 0
    documents_to_extract: int = 0
    removed: int = 0

    @property
    def consistent(self) -> bool:
        return self.orphan_definitions == 0 and self.orphan_references == 0


@dataclass(frozen=True, slots=True)
class NameCount:
    """The repository map's edges: how often a document's code names `name` (calls, types, bases)."""

    document_id: str
    name: str
    count: int


@dataclass(frozen=True, slots=True)
class FileScope:
    """What a file's names mean beyond its own definitions: its imports and usings, the namespaces
    or package it declares, and where it is (for relative imports)."""

    document_id: str
    source: str
    language: str
    imports: tuple[Reference, ...] = ()
    namespaces: tuple[str, ...] = ()
    extra: dict[str, str] = field(default_factory=dict)

"""A reference resolved to its definitions, by scope, as a compiler looks (issue 31, item 2).

Resolution happens when a question is asked, over the stored tables, so that a change in one file
shows in every other file's references without indexing those again. A name is looked for:

1. `exact`: where the reference is: its enclosing definitions (a nested function, the class and,
   for C# and Java, its members unqualified), the same file's top level; `self.x()` / `this.X()` in
   the enclosing class (a C# partial class's other files are the same class); a member of a type the
   syntax names (`ILogEventSink _sink; _sink.Emit()`) at the level that type itself was found;
2. `import`: what the file imports (Python `from a import b as c`, `import a.b`; C# `using`, `using
   static`, aliases; Java imports; TypeScript/JavaScript imports resolved to their files; Go import
   paths; Rust `use`), an extension method whose namespace the file uses;
3. `namespace`: the file's namespace or package (C#: the enclosing namespaces outward; Java and Go:
   the same package);
4. `name`: anywhere, by the name only (a call on an object whose type the syntax does not say): a
   guess, said so.

Then the candidates that fit the call (`arity`: overloads with the wrong number of parameters are
left out, unless none fits) and the kind of use (a call finds a callable, `new` a type). A name that
the file binds to something outside the repository (`from os import path`, a Go standard package,
an npm module) resolves to nothing: no guess for what a compiler would find elsewhere. Base classes
are followed (up to MAX_BASE_DEPTH) for inherited members.

Pure: the caller (core/symbols.py) reads the definitions and scopes this needs (`wanted_names`,
`wanted_symbols`) and builds a Resolver over them.
"""

from __future__ import annotations

import functools
import posixpath
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from rag_context.core.code.graph.model import (
    ACCESS,
    Definition,
    BY_IMPORT,
    BY_NAME,
    BY_NAMESPACE,
    CALL,
    CALLABLE_KINDS,
    CONTAINER_KINDS,
    EXACT,
    FIELD,
    IMPORT,
    INHERIT,
    MODULE_IMPORT,
    NAMESPACE,
    NEW,
    RESOLUTIONS,
    SCOPE_KINDS,
    TYPE,
    TYPE_KINDS,
    USING,
    USING_STATIC,
    VARIABLE,
    Reference,
    StoredDefinition,
    StoredReference,
)

MAX_BASE_DEPTH = 4
MEMBER_VALUE_KINDS = frozenset({FIELD, VARIABLE, "property", "event", "indexer", "const", "static"})
_LANGUAGES = {
    ".cs": "csharp", ".py": "python", ".pyi": "python", ".ts": "typescript", ".tsx": "typescript", ".mts": "typescript",
    ".cts": "typescript", ".js": "javascript", ".jsx": "javascript", ".mjs": "javascript", ".cjs": "javascript", ".go": "go",
    ".java": "java", ".rs": "rust",
}
_THIS = {"self", "cls", "this", "Self"}
_BASE = {"base", "super", "super()"}
_JS_EXTENSIONS = (".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs", ".d.ts")


def language_of_source(source: str) -> str:
    name = source.replace("\\", "/").rsplit("/", 1)[-1].lower()
    dot = name.rfind(".")
    return _LANGUAGES.get(name[dot:], "") if dot >= 0 else ""


def rank_of(resolution: str) -> int:
    return RESOLUTIONS.index(resolution)


@dataclass
class FileScope:
    """What a file's names mean: built from its import, using and namespace references."""

    document_id: str
    source: str
    language: str
    namespaces: list[str] = field(default_factory=list)
    bindings: dict[str, str] = field(default_factory=dict)  # local name -> the path it stands for (the file's top level)
    local_bindings: dict[str, dict[str, str]] = field(default_factory=dict)  # a definition's symbol -> the names its own imports bind
    wildcards: list[str] = field(default_factory=list)  # modules, namespaces, packages imported whole
    static_types: list[str] = field(default_factory=list)  # C# `using static T`
    directory: str = ""

    @classmethod
    def of(cls, document_id: str, source: str, references: Iterable[Reference]) -> "FileScope":
        language = language_of_source(source)
        scope = cls(document_id, source, language, directory=posixpath.dirname(source.replace("\\", "/")))
        for reference in references:
            if reference.kind == NAMESPACE:
                scope.namespaces.append(reference.target)
            elif reference.kind == USING_STATIC:
                scope.static_types.append(reference.target)
            elif reference.kind in (IMPORT, USING):
                if reference.name == "*" and not reference.alias:
                    scope.wildcards.append(reference.target)
                elif reference.kind == USING and not reference.alias:
                    scope.wildcards.append(reference.target)  # `using Serilog.Events;`: a namespace opened
                else:
                    # An import inside a function binds there only.
                    bindings = scope.local_bindings.setdefault(reference.enclosing, {}) if reference.enclosing else scope.bindings
                    local = reference.alias or reference.name
                    if reference.qualifier == MODULE_IMPORT and not reference.alias:
                        local = reference.target.split(".")[0]  # `import a.b` binds `a`
                        bindings.setdefault(local, local)
                        continue
                    # A JavaScript import keeps its module and name apart: `module#name`.
                    target = f"{reference.target}#{reference.name}" if language in ("typescript", "javascript") else reference.target
                    bindings[local] = target
        return scope

    def binding(self, name: str, enclosing: str) -> str | None:
        """What `name` stands for where `enclosing` is: an import of the enclosing definitions
        (innermost first), else of the file."""
        if self.local_bindings and enclosing:
            parts = enclosing.split(".")
            for end in range(len(parts), 0, -1):
                found = self.local_bindings.get(".".join(parts[:end]), {}).get(name)
                if found is not None:
                    return found
        return self.bindings.get(name)


@dataclass(frozen=True, slots=True)
class Link:
    """A reference and the definition it was resolved to, with how."""

    reference: StoredReference
    target: StoredDefinition
    resolution: str


def wanted_names(references: Iterable[StoredReference], scopes: Mapping[str, FileScope]) -> set[str]:
    """The names whose definitions resolving these references may need: their own, their
    qualifiers' and receiver types' last parts, what their files' bindings stand for."""
    names: set[str] = set()
    for item in references:
        reference = item.reference
        names.add(reference.name)
        for text in (reference.receiver_type, reference.qualifier):
            if text:
                names.add(_last(text))
                names.add(text.split(".")[0])
        scope = scopes.get(item.document_id)
        if scope is not None:
            for local in (reference.name, reference.qualifier.split(".")[0], reference.receiver_type.split(".")[0]):
                bound = scope.binding(local, reference.enclosing) if local else None
                if bound:
                    names.add(_last(bound.replace("#", ".")))
    names.discard("")
    names.discard("*")
    return names


def wanted_symbols(references: Iterable[StoredReference]) -> set[str]:
    """The symbols of the definitions the references are in, and of what contains those (the
    enclosing class of a `self.x()`)."""
    symbols: set[str] = set()
    for item in references:
        parts = item.reference.enclosing.split(".") if item.reference.enclosing else []
        for end in range(len(parts), 0, -1):
            symbols.add(".".join(parts[:end]))
    return symbols


def _last(path: str) -> str:
    return path.replace("::", ".").rsplit(".", 1)[-1]


class Resolver:
    """Resolves references over the definitions given (those `wanted_names` and `wanted_symbols`
    asked for, and their bases') and the scopes of the references' files."""

    def __init__(self, definitions: Iterable[StoredDefinition], scopes: Mapping[str, FileScope]) -> None:
        self.scopes = scopes
        self.by_name: dict[str, list[StoredDefinition]] = defaultdict(list)
        self.by_symbol: dict[str, list[StoredDefinition]] = defaultdict(list)
        self.by_container: dict[str, list[StoredDefinition]] = defaultdict(list)
        self._resolved: dict[tuple, tuple[list[StoredDefinition], str] | None] = {}
        self._named_cache: dict[tuple[str, str, str], list[StoredDefinition]] = {}
        self._members_cache: dict[tuple[str, str, str], list[StoredDefinition]] = {}
        self._fitted: dict[tuple[int, int], tuple[Sequence[StoredDefinition], list[StoredDefinition]]] = {}
        seen: set[tuple[str, str, int]] = set()
        for item in definitions:
            key = (item.document_id, item.definition.symbol, item.definition.line_start)
            if key in seen:
                continue
            seen.add(key)
            d = item.definition
            self.by_name[d.name].append(item)
            self.by_symbol[d.symbol].append(item)
            self.by_container[d.container].append(item)

    # --- the public questions

    def resolve(self, item: StoredReference) -> tuple[list[StoredDefinition], str] | None:
        """The definitions `item` refers to and how they were found; None: it refers to nothing in
        the repository (an external name, a builtin, nothing by that name)."""
        reference = item.reference
        # The same use in the same place means the same thing (a method that calls `x.Write()` twice).
        key = (item.document_id, reference.name, reference.kind, reference.qualifier, reference.receiver_type, reference.arity, reference.enclosing, reference.target, reference.alias)
        if key in self._resolved:
            return self._resolved[key]
        found = self._resolve(item)
        self._resolved[key] = found
        return found

    def _resolve(self, item: StoredReference) -> tuple[list[StoredDefinition], str] | None:
        reference = item.reference
        scope = self.scopes.get(item.document_id) or FileScope(item.document_id, item.source, language_of_source(item.source))
        if reference.kind in SCOPE_KINDS:
            return self._imported(reference, scope)
        if reference.qualifier:
            found = self._qualified(item, scope)
        else:
            found = self._unqualified(item, scope, reference.name)
        if found is None:
            return None
        candidates, level = found
        fitting = self._fitting(candidates, reference)
        if len(fitting) > 1:
            fitting = _without_stubs(fitting)
        return (fitting, level) if fitting else None

    def links(self, references: Iterable[StoredReference]) -> list[Link]:
        out = []
        for item in references:
            found = self.resolve(item)
            if found is not None:
                targets, level = found
                out.extend(Link(item, target, level) for target in targets)
        return out

    # --- kinds and arity

    def _kind_fits(self, definition: StoredDefinition, reference: Reference, language: str) -> bool:
        kind = definition.definition.kind
        if reference.kind == CALL:
            if kind in CALLABLE_KINDS:
                return True
            return language in ("python", "rust") and kind in ("class", "struct")
        if reference.kind == NEW:
            return kind in TYPE_KINDS and kind not in ("interface", "trait", "delegate")
        if reference.kind in (TYPE, INHERIT):
            return kind in TYPE_KINDS
        if reference.kind == ACCESS:  # a member read or written, a method group
            return kind in MEMBER_VALUE_KINDS or kind in CALLABLE_KINDS
        return True

    def _fitting(self, candidates: Sequence[StoredDefinition], reference: Reference) -> list[StoredDefinition]:
        if reference.kind not in (CALL, NEW) or reference.arity < 0:
            return list(candidates)
        # Kept with the list it was computed for (so that its id is not reused meanwhile): a name's
        # members are fitted to each arity once, not once per call of it.
        key = (id(candidates), reference.arity)
        cached = self._fitted.get(key)
        if cached is not None and cached[0] is candidates:
            return cached[1]
        arity = reference.arity

        def fits(item: StoredDefinition) -> bool:
            d = item.definition
            if d.kind not in CALLABLE_KINDS:
                return True
            if "extension" in d.flags:
                return (d.arity_min <= arity and (d.arity_max < 0 or arity <= d.arity_max)) or (
                    d.arity_min <= arity + 1 and (d.arity_max < 0 or arity + 1 <= d.arity_max)
                )
            return d.arity_min <= arity and (d.arity_max < 0 or arity <= d.arity_max)

        fitting = [item for item in candidates if fits(item)]
        result = fitting or list(candidates)  # none fits: the syntax may have hidden an argument (params, spread)
        self._fitted[key] = (candidates, result)
        return result

    def _named(self, name: str, reference: Reference, language: str) -> list[StoredDefinition]:
        key = (name, reference.kind, language)
        found = self._named_cache.get(key)
        if found is None:
            found = self._named_cache[key] = [item for item in self.by_name.get(name, ()) if self._kind_fits(item, reference, language)]
        return found

    # --- unqualified names

    def _unqualified(self, item: StoredReference, scope: FileScope, name: str) -> tuple[list[StoredDefinition], str] | None:
        reference = item.reference
        language = scope.language
        candidates = self._named(name, reference, language)
        # 1. where the reference is: the enclosing definitions' members, then the file's top level.
        parts = reference.enclosing.split(".") if reference.enclosing else []
        for end in range(len(parts), -1, -1):
            container = ".".join(parts[:end])
            owner = self._kind_of(container)
            if language in ("python", "javascript", "typescript") and owner in CONTAINER_KINDS:
                continue  # a class's members are never in scope unqualified there
            here = [c for c in candidates if c.definition.container == container and (c.document_id == item.document_id or owner in CONTAINER_KINDS)]
            if here:
                return here, EXACT
            if owner in CONTAINER_KINDS and language in ("csharp", "java") and reference.kind == CALL:
                inherited = self._inherited(container, name, reference, language, set())
                if inherited is not None:
                    return inherited
        top = [c for c in candidates if c.document_id == item.document_id and c.definition.container in ("", *scope.namespaces)]
        if top:
            return top, EXACT
        # 2. what the file imports.
        bound = scope.binding(name, reference.enclosing)
        if bound is not None:
            imported = self._bound(bound, reference, language)
            # Bound to something outside the repository (or to a module, no definition): no guess.
            return (imported, BY_IMPORT) if imported else None
        for static in scope.static_types:  # C# `using static T`: T's members unqualified
            members = [c for c in candidates if c.definition.container == static or c.definition.container.endswith("." + static)]
            if members:
                return members, BY_IMPORT
        opened = [c for c in candidates if self._in_opened(c, scope)]
        if opened:
            return opened, BY_IMPORT
        # 3. the file's namespace or package.
        same = [c for c in candidates if self._in_namespace(c, scope)]
        if same:
            return same, BY_NAMESPACE
        # 4. by name: only where the language lets a name come from elsewhere unseen (C# global
        # usings and types of other namespaces, Rust's paths); a bare call in C# or Java that is
        # no member of the class is a base class's outside the repository.
        if language == "rust" or (language == "csharp" and reference.kind in (TYPE, NEW, INHERIT)) or not language:
            top_level = [c for c in candidates if c.definition.container_kind in ("", "namespace", "module") or c.definition.kind in TYPE_KINDS]
            return _unique_guess(top_level)
        return None

    def _kind_of(self, symbol: str) -> str:
        found = self.by_symbol.get(symbol)
        if not found:
            return ""
        kinds = {item.definition.kind for item in found}
        for kind in ("class", "struct", "interface", "record", "trait", "enum"):
            if kind in kinds:
                return kind
        return found[0].definition.kind

    def _in_opened(self, item: StoredDefinition, scope: FileScope) -> bool:
        """A definition the file's wildcard imports or usings open: a C# using's namespace, a Java
        package.*, a Python `from m import *`, a Go dot import."""
        d = item.definition
        for opened in scope.wildcards:
            path = opened.replace("::", ".")
            if scope.language in ("typescript", "javascript"):
                if _module_key(item.source) in (path, path + "/index"):
                    return True
                continue
            if scope.language == "go":
                if posixpath.dirname(item.source).endswith(path.split("/")[-1]):
                    return True
                continue
            if d.namespace == path and _top_level(item):
                return True
        return False

    def _in_namespace(self, item: StoredDefinition, scope: FileScope) -> bool:
        d = item.definition
        language = scope.language
        if language == "csharp":
            for namespace in scope.namespaces:
                parts = namespace.split(".")
                outward = {".".join(parts[:end]) for end in range(len(parts), 0, -1)}
                if d.namespace in outward and _top_level(item):
                    return True
            return False
        if language == "java":
            return bool(scope.namespaces) and d.namespace in scope.namespaces and _top_level(item)
        if language == "go":
            return posixpath.dirname(item.source) == scope.directory and d.container_kind in ("", "type")
        return False

    def _bound(self, target: str, reference: Reference, language: str) -> list[StoredDefinition]:
        """The repository's definitions an import binding stands for ([]: none, it names a module
        or something outside the repository)."""
        if language in ("typescript", "javascript"):
            module, _, name = target.partition("#")
            if name in ("*", "default"):
                return [c for c in self._named(reference.name, reference, language) if _module_key(c.source) in (module, module + "/index")]
            return [c for c in self._named(name, reference, language) if _module_key(c.source) in (module, module + "/index")]
        path = target.replace("::", ".")
        name = _last(path)
        candidates = self._named(name, reference, language)
        exact = [c for c in candidates if c.definition.symbol == path]
        if exact:
            return exact
        if language == "rust":
            segments = [s for s in path.split(".")[:-1] if s not in ("crate", "self", "super")]
            near = [c for c in candidates if any(s in c.source.replace("\\", "/").split("/") or s + ".rs" in c.source for s in segments)]
            return near or candidates
        # A package re-exporting it (`from werkzeug import Request`): defined below the module.
        module = path.rsplit(".", 1)[0] if "." in path else path
        return [c for c in candidates if _top_level(c) and (c.definition.namespace == module or c.definition.namespace.startswith(module + "."))]

    # --- qualified names: obj.x(), Type.x(), module.x(), self.x()

    def _qualified(self, item: StoredReference, scope: FileScope) -> tuple[list[StoredDefinition], str] | None:
        reference = item.reference
        language = scope.language
        qualifier = reference.qualifier
        head = qualifier.split(".")[0]
        if qualifier in _THIS or (qualifier in _BASE):
            owner = self._enclosing_type(reference.enclosing)
            if owner is None:
                return None
            if qualifier in _BASE:
                return self._in_bases(owner, reference.name, reference, language, set(), EXACT)
            return self._member_of(owner, reference.name, reference, language, EXACT)
        if reference.receiver_type:
            return self._member_of_type(item, scope, reference.receiver_type, EXACT)
        bound = scope.binding(head, reference.enclosing)
        if bound is not None and not self._is_type_binding(bound, language):
            # An imported module (`osp.join`, `ns.helper`, `fmt.Println`): in it, or outside the repository.
            return self._in_module((bound + qualifier[len(head):]).replace("::", "."), reference, scope)
        if qualifier[:1].isupper() or "." in qualifier or language in ("python", "rust"):
            as_type = self._member_of_type(item, scope, qualifier, None)
            if as_type is not None:
                return as_type
        # A call on an object of a type the syntax does not say: by name, among members.
        key = (reference.name, reference.kind, language)
        candidates = self._members_cache.get(key)
        if candidates is None:
            candidates = self._members_cache[key] = [c for c in self._named(reference.name, reference, language) if c.definition.container_kind in CONTAINER_KINDS]
        extensions = [c for c in candidates if "extension" in c.definition.flags]
        if extensions and len(extensions) == len(candidates):
            visible = [c for c in extensions if self._in_opened_namespace(c, scope)]
            if visible:
                return visible, BY_IMPORT
            same = [c for c in extensions if self._in_namespace_outward(c, scope)]
            if same:
                return same, BY_NAMESPACE
        return _unique_guess(self._fitting(candidates, reference))

    def _is_type_binding(self, bound: str, language: str) -> bool:
        """Whether an import binding names a type (then `Bound.x()` is a static member), not a module."""
        name = _last(bound.partition("#")[2] or bound.replace("::", "."))
        return any(c.definition.kind in TYPE_KINDS for c in self._bound(bound, Reference(name, TYPE, 0), language))

    def _in_module(self, module_path: str, reference: Reference, scope: FileScope) -> tuple[list[StoredDefinition], str] | None:
        """`module.name()` for a module the file imports (Python, a TS namespace import, Go)."""
        language = scope.language
        candidates = self._named(reference.name, reference, language)
        if language in ("typescript", "javascript"):
            module = module_path.partition("#")[0]
            found = [c for c in candidates if _module_key(c.source) in (module, module + "/index")]
            return (found, BY_IMPORT) if found else None
        if language == "go":
            tail = module_path.split("/")[-1]
            found = [c for c in candidates if posixpath.dirname(c.source).endswith(tail) and c.definition.container_kind in ("", "type")]
            return (found, BY_IMPORT) if found else None
        found = [c for c in candidates if _top_level(c) and c.definition.namespace == module_path]
        if not found:  # a package re-exporting what its modules define
            found = [c for c in candidates if _top_level(c) and c.definition.namespace.startswith(module_path + ".")]
        return (found, BY_IMPORT) if found else None

    def _enclosing_type(self, enclosing: str) -> str | None:
        parts = enclosing.split(".") if enclosing else []
        for end in range(len(parts), 0, -1):
            symbol = ".".join(parts[:end])
            if self._kind_of(symbol) in CONTAINER_KINDS:
                return symbol
        return None

    def _member_of(self, owner: str, name: str, reference: Reference, language: str, level: str) -> tuple[list[StoredDefinition], str] | None:
        members = [c for c in self.by_container.get(owner, ()) if c.definition.name == name and self._kind_fits(c, reference, language)]
        if members:
            return members, level
        return self._in_bases(owner, name, reference, language, set(), level)

    def _in_bases(self, owner: str, name: str, reference: Reference, language: str, seen: set[str], level: str, depth: int = 0) -> tuple[list[StoredDefinition], str] | None:
        if depth >= MAX_BASE_DEPTH or owner in seen:
            return None
        seen.add(owner)
        for base, base_level in self._bases(owner):
            found = [c for c in self.by_container.get(base, ()) if c.definition.name == name and self._kind_fits(c, reference, language)]
            weaker = RESOLUTIONS[max(rank_of(level), rank_of(base_level))]
            if found:
                return found, weaker
            deeper = self._in_bases(base, name, reference, language, seen, weaker, depth + 1)
            if deeper is not None:
                return deeper
        return None

    def _inherited(self, owner: str, name: str, reference: Reference, language: str, seen: set[str]) -> tuple[list[StoredDefinition], str] | None:
        return self._in_bases(owner, name, reference, language, seen, EXACT)

    def _bases(self, owner: str) -> list[tuple[str, str]]:
        """The symbols of `owner`'s base types, each with how surely it was found: in the same file
        or namespace (exact), by its qualified name, else by name (unique or not)."""
        out: list[tuple[str, str]] = []
        for item in self.by_symbol.get(owner, ()):
            for base in item.definition.bases:
                name = _last(base)
                types = [c for c in self.by_name.get(name, ()) if c.definition.kind in TYPE_KINDS and c.definition.symbol != owner]
                if not types:
                    continue
                same_file = [c for c in types if c.document_id == item.document_id]
                same_space = [c for c in types if c.definition.namespace == item.definition.namespace]
                qualified = [c for c in types if c.definition.symbol.endswith(base.replace("::", "."))] if "." in base else []
                chosen, level = (same_file, EXACT) if same_file else (qualified, BY_IMPORT) if qualified else (same_space, BY_NAMESPACE) if same_space else (types, BY_NAME)
                out.extend((c.definition.symbol, level) for c in chosen)
        return list(dict.fromkeys(out))

    def _member_of_type(self, item: StoredReference, scope: FileScope, type_text: str, level_cap: str | None, depth: int = 0) -> tuple[list[StoredDefinition], str] | None:
        """A member of the type `type_text` names, found as the type itself is found from here."""
        reference = item.reference
        language = scope.language
        type_name = _last(type_text)
        as_type = Reference(type_name, TYPE, reference.line, reference.enclosing)
        qualifier = type_text.replace("::", ".").rsplit(".", 1)[0] if "." in type_text.replace("::", ".") else ""
        found = None
        if qualifier:
            by_path = [c for c in self.by_name.get(type_name, ()) if c.definition.kind in TYPE_KINDS and c.definition.symbol.endswith(type_text.replace("::", "."))]
            if by_path:
                found = (by_path, BY_IMPORT)
            head = qualifier.split(".")[0]
            bound = scope.binding(head, reference.enclosing)
            if found is None and bound is not None and not self._is_type_binding(bound, language):
                found = self._in_module((bound + qualifier[len(head):] + "." + type_name).rsplit(".", 1)[0], as_type, scope)
        if found is None:
            found = self._unqualified(StoredReference(item.document_id, item.source, item.session_id, as_type), scope, type_name)
        if found is None and qualifier and depth < 3:
            # A member chain (`response.vary.as_set()`: Response.vary, declared `-> HeaderSet`): the
            # member found in its owner's type, then the name in the member's declared type.
            owner = StoredReference(item.document_id, item.source, item.session_id, Reference(type_name, ACCESS, reference.line, reference.enclosing))
            members = self._member_of_type(owner, scope, qualifier, level_cap, depth + 1)
            for member in members[0] if members is not None else ():
                declared = declared_type_of(member.definition, language_of_source(member.source))
                types = [c for c in self.by_name.get(_last(declared), ()) if c.definition.kind in TYPE_KINDS] if declared else []
                there = [c for c in types if c.document_id == member.document_id] or (types if _unique_guess(types) else [])
                for type_definition in there:
                    found_member = self._member_of(type_definition.definition.symbol, reference.name, reference, language, members[1])  # type: ignore[index]
                    if found_member is not None:
                        return found_member
        if found is None and depth < 2:
            # `rv = redirect("/")`: the receiver is what the function it came from declares it
            # returns, that type found from the function's own file (its own, else one of that name).
            made = self._unqualified(StoredReference(item.document_id, item.source, item.session_id, Reference(type_name, CALL, reference.line, reference.enclosing)), scope, type_name)
            for callable_ in made[0] if made is not None else ():
                returned = return_type_of(callable_.definition, language_of_source(callable_.source))
                if not returned or _last(returned) == type_name:
                    continue
                types = [c for c in self.by_name.get(_last(returned), ()) if c.definition.kind in TYPE_KINDS]
                there = [c for c in types if c.document_id == callable_.document_id] or (types if _unique_guess(types) else [])
                for type_definition in there:
                    member = self._member_of(type_definition.definition.symbol, reference.name, reference, language, made[1])  # type: ignore[index]
                    if member is not None:
                        return member
        if found is None:
            # A C# extension method on a type outside the repository (`IEnumerable<T>`): by its receiver.
            extensions = [
                c for c in self._named(reference.name, reference, language)
                if "extension" in c.definition.flags and _last(c.definition.receiver) == type_name
            ]
            visible = [c for c in extensions if self._in_opened_namespace(c, scope) or self._in_namespace_outward(c, scope)]
            return (visible, BY_IMPORT) if visible else None
        types, level = found
        for type_definition in types:
            member = self._member_of(type_definition.definition.symbol, reference.name, reference, language, level)
            if member is not None:
                return member
        extensions = [
            c for c in self._named(reference.name, reference, language)
            if "extension" in c.definition.flags and _last(c.definition.receiver) in {_last(t.definition.symbol) for t in types}
        ]
        if extensions:
            return extensions, RESOLUTIONS[max(rank_of(level), rank_of(BY_IMPORT))]
        return None

    def _in_opened_namespace(self, item: StoredDefinition, scope: FileScope) -> bool:
        return item.definition.namespace in scope.wildcards

    def _in_namespace_outward(self, item: StoredDefinition, scope: FileScope) -> bool:
        for namespace in scope.namespaces:
            parts = namespace.split(".")
            if item.definition.namespace in {".".join(parts[:end]) for end in range(len(parts), 0, -1)}:
                return True
        return False

    # --- imports themselves (incoming references of kind import)

    def _imported(self, reference: Reference, scope: FileScope) -> tuple[list[StoredDefinition], str] | None:
        if reference.kind == NAMESPACE or reference.name == "*" or reference.qualifier == MODULE_IMPORT:
            return None  # a namespace, a whole module: no definition
        if reference.kind in (USING, USING_STATIC) and not reference.alias and reference.kind == USING:
            return None  # a namespace opened, not a definition
        target = f"{reference.target}#{reference.name}" if scope.language in ("typescript", "javascript") else reference.target
        found = self._bound(target, Reference(reference.name, IMPORT, reference.line), scope.language)
        return (found, BY_IMPORT) if found else None


_RETURNS = {
    "python": re.compile(r"->\s*(.+)$"),
    "rust": re.compile(r"->\s*(.+)$"),
    "typescript": re.compile(r"\)\s*:\s*(.+)$"),
    "javascript": re.compile(r"\)\s*:\s*(.+)$"),
    "go": re.compile(r"\)\s*\(?\s*\*?([\w.]+)"),
}


def return_type_of(definition: Definition, language: str) -> str:
    """The type a callable's signature says it returns ('' when it says none): Python's and
    Rust's `-> T`, TypeScript's `): T`, Go's result, the type before the name in C# and Java."""
    if definition.kind not in CALLABLE_KINDS:
        return ""
    signature = definition.signature
    if language in ("csharp", "java"):
        found = re.search(rf"([\w.<>\[\],?]+)\s+{re.escape(definition.name)}\s*[(<]", signature)
        text = found.group(1) if found else ""
    elif language in _RETURNS:
        found = _RETURNS[language].search(signature.rsplit(definition.name, 1)[-1] if language == "go" else signature)
        text = found.group(1) if found else ""
    else:
        return ""
    text = text.strip().strip("'\"").split("[", 1)[0].split("<", 1)[0].split(" | ", 1)[0].replace("::", ".").lstrip("*&")
    return "" if text in ("void", "None", "Task", "bool", "int", "str", "string", "self", "Self") else text


_FIELD_TYPE = {
    "python": re.compile(r"^[\w.]+\s*:\s*([^=]+)"),
    "typescript": re.compile(r"[\w$]+\??\s*:\s*([^=;]+)"),
    "go": re.compile(r"^\w+\s+\*?([\w.]+)"),
    "rust": re.compile(r"^\w+\s*:\s*([^,]+)"),
}


def declared_type_of(definition: Definition, language: str) -> str:
    """The type a member's declaration gives it: a callable's (a Python property too) or a
    property's return type, a field's annotated or declared type ('' when it says none)."""
    if definition.kind in CALLABLE_KINDS:
        return return_type_of(definition, language)
    signature = definition.signature
    if language in ("csharp", "java"):
        found = re.search(rf"([\w.<>\[\],?]+)\s+{re.escape(definition.name)}\b", signature)
        text = found.group(1) if found else ""
    elif language in _FIELD_TYPE:
        found = _FIELD_TYPE[language].search(signature)
        text = found.group(1) if found else ""
    else:
        return ""
    text = text.strip().strip("'\"").split("[", 1)[0].split("<", 1)[0].split(" | ", 1)[0].replace("::", ".").lstrip("*&")
    return "" if text in ("readonly", "static", "const", "var") else text


def _without_stubs(candidates: list[StoredDefinition]) -> list[StoredDefinition]:
    """Python's `@overload` stubs left out where the definition they describe is there: a name is
    bound to what runs."""
    real = {(item.document_id, item.definition.symbol) for item in candidates if "overload" not in item.definition.flags}
    return [item for item in candidates if "overload" not in item.definition.flags or (item.document_id, item.definition.symbol) not in real]


def _unique_guess(candidates: list[StoredDefinition]) -> tuple[list[StoredDefinition], str] | None:
    """A link by name only when the name means one thing in the repository (one symbol: its
    overloads, a partial class's parts): with several, any one of them is more likely wrong than
    right, and the answer would list every same-named member as a caller."""
    if not candidates or len({c.definition.symbol for c in candidates}) > 1:
        return None
    return candidates, BY_NAME


def _top_level(item: StoredDefinition) -> bool:
    """Defined at its file's or namespace's top level (not a member, not nested)."""
    d = item.definition
    return d.container in ("", d.namespace) or d.container_kind in ("namespace", "module")


@functools.lru_cache(maxsize=65_536)
def _module_key(source: str) -> str:
    """A JavaScript/TypeScript module's path without its extension (what an import names)."""
    path = source.replace("\\", "/")
    for extension in sorted(_JS_EXTENSIONS, key=len, reverse=True):
        if path.endswith(extension):
            return path[: -len(extension)]
    return path

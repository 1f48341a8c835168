"""A file's symbol table, read from the syntax tree the chunker parsed (core/code/syntax.py).

Definitions come from the nodes `languages.py` names, nested by their byte ranges: a definition's
symbol is its container's symbol and its name, under the file's prefix (a Python file's module
path; a C# file-scoped namespace, a Java or Go package), the same paths the chunks carry. The
references come from the language's query patterns, each with the innermost definition it lies in
(found by one sweep over both, sorted), and, where the syntax says it, the type of the object a
call is made on (`_sink.Emit()` with `ILogEventSink _sink;` in the class: a declared field,
parameter or local, or the type constructed into it). Imports, usings and namespace declarations
are references too, with what they import (`target`) and the name they bind (`alias`).

Bounded: a name, a qualifier, a signature and a doc comment are cut short, and a file gives at
most MAX_DEFINITIONS and MAX_REFERENCES (a generated file of 100,000 characters is no graph).
Pure: no I/O, the same tree always gives the same table.
"""

from __future__ import annotations

import bisect
import builtins
import posixpath
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import structlog

from rag_context.core.code.graph.languages import BY_GRAMMAR, LanguageSpec
from rag_context.core.code.graph.model import (
    ACCESS,
    MODULE_IMPORT,
    CALL,
    CONTAINER_KINDS,
    FIELD,
    IMPORT,
    INHERIT,
    MAX_DEFINITIONS,
    MAX_DOC_CHARS,
    MAX_NAME_CHARS,
    MAX_REFERENCES,
    MAX_SIGNATURE_CHARS,
    MAX_TEXT_CHARS,
    NAMESPACE,
    NEW,
    TYPE,
    USING,
    USING_STATIC,
    VARIABLE,
    Definition,
    Reference,
    SymbolTable,
)
from rag_context.core.code.syntax import ParsedFile, file_prefix, module_path

log = structlog.get_logger(__name__)

_SPACES = re.compile(r"\s+")
_COMMENT_MARKS = re.compile(r"/\*\*?|\*/|^\s*(///?|\*|#)\s?", re.MULTILINE)
# What ends a header before its body: Python's `:`, a brace, an arrow, `=`, `;`.
_HEADER_END = re.compile(r"\s*(\{|:|=>|=|;)\s*$")
_XML_TAG = re.compile(r"</?[A-Za-z][^>]{0,200}>")
_TYPE_NOISE = re.compile(r"[?*&\[\]]|\bmut\b|\bconst\b|\bref\b|\bout\b|\bin\b")
# A parameter list's variadic marker in C# (`params int[] xs`) and Go (`...T`).
_VARIADIC_TEXT = re.compile(r"\bparams\b|\.\.\.")
# A qualifier that is one call of a plain or dotted name, its arguments without nested calls' parentheses
# mattering (`Foo(bar)`, `ns.Make(a, b)`): the call's own name.
_CONSTRUCTED = re.compile(r"(?:new\s+)?([A-Za-z_][\w.]*)\((?:[^()]|\([^()]*\))*\)")
_INFERRED = frozenset({"var", "dynamic", "auto", "let", "const", "any", "object", "Any"})  # says nothing of the type
_PRIORITY = {CALL: 0, NEW: 1, INHERIT: 2, TYPE: 3, ACCESS: 4}
# Inside a type node, parts that are no type: an array's size, a constructor's arguments.
_NOT_TYPES = frozenset({"array_rank_specifier", "argument_list", "arguments", "bracketed_argument_list", "string_literal", "integer_literal"})
# Kinds a definition node's type gives, beyond core/code/syntax.py's tables.
_EXTRA_KINDS = {
    "method_signature": "method", "variable_declarator": "function", "type_spec": "type", "type_alias": "type",
    "method_elem": "method", "abstract_method_signature": "method",
}
_BODY_TYPES = frozenset({
    "block", "declaration_list", "class_body", "statement_block", "interface_body", "enum_body", "field_declaration_list",
    "enum_member_declaration_list", "enum_variant_list", "constructor_body", "arrow_expression_clause", "object_type",
})


def language_of(parsed: ParsedFile) -> LanguageSpec | None:
    return BY_GRAMMAR.get((parsed.grammar.module, parsed.grammar.loader))


@dataclass
class _Queries:
    definitions: Any
    references: Any
    variables: Any
    scope: Any


@cache
def _compiled(spec: LanguageSpec, language: Any) -> _Queries:
    """The spec's patterns as one query per purpose; a pattern this grammar does not know is left out."""
    from tree_sitter import Query, QueryError

    def query(patterns: Sequence[str]) -> Any:
        if not patterns:
            return None
        try:
            return Query(language, "\n".join(patterns))
        except QueryError:
            pass  # one pattern or more this grammar does not know: find them, keep the others
        kept = []
        for pattern in patterns:
            try:
                Query(language, pattern)
            except QueryError as error:
                log.warning("symbols.pattern_unknown", language=spec.name, pattern=pattern, error=str(error))
                continue
            kept.append(pattern)
        return Query(language, "\n".join(kept)) if kept else None

    return _Queries(query(spec.definitions), query(spec.references), query(spec.variables), query(spec.scope))


def _matches(query: Any, node: Any) -> list[tuple[int, dict[str, list[Any]]]]:
    if query is None:
        return []
    from tree_sitter import QueryCursor

    return QueryCursor(query).matches(node)


@dataclass
class _Def:
    node: Any  # what the definition spans
    outer: Any  # with its wrapper (decorators, `export`, `const x =`): its first line
    name: str
    kind: str
    start: int = 0
    end: int = 0
    key: int = 0  # where its name is: one definition per name (a pattern may find it twice)
    parent: "_Def | None" = None
    symbol: str = ""
    parts: tuple[str, ...] = ()
    namespace: str = ""
    variables: dict[str, str] = field(default_factory=dict)  # declared in it: name -> type
    fields: dict[str, str] = field(default_factory=dict)  # a class's `self.x` / `this.x`: name -> type


class _Extractor:
    def __init__(self, parsed: ParsedFile, source: str, spec: LanguageSpec, line_offset: int) -> None:
        self.parsed = parsed
        self.data = parsed.data
        self.source = source
        self.spec = spec
        self.grammar = parsed.grammar
        self.offset = line_offset
        self.queries = _compiled(spec, parsed.language)
        self.root = parsed.root

    # --- text

    def text(self, node: Any, limit: int = MAX_TEXT_CHARS) -> str:
        return self.data[node.start_byte : min(node.end_byte, node.start_byte + limit * 4)].decode("utf-8", "replace")[:limit]

    def flat(self, node: Any, limit: int = MAX_TEXT_CHARS) -> str:
        return _SPACES.sub(" ", self.text(node, limit * 2)).strip()[:limit]

    def line(self, node: Any) -> int:
        return node.start_point[0] + 1 + self.offset

    # --- the file's scope

    def scope_prefix(self) -> tuple[str, ...]:
        prefix = file_prefix(self.parsed, self.source)
        for child in self.root.named_children:
            if child.type in self.grammar.scopes:
                named = [c for c in child.named_children if c.type not in self.grammar.comments]
                target = child.child_by_field_name("name") or (named[0] if named else None)
                if target is not None:
                    prefix = prefix + (self.flat(target),)
        return prefix

    # --- definitions

    def definitions(self) -> list[_Def]:
        by_name: dict[int, _Def] = {}
        for _, captures in _matches(self.queries.definitions, self.root):
            if "def" in captures:
                made = self._definition(captures["def"][0])
            else:
                capture = next(iter(captures))
                made = self._member(captures[capture][0], FIELD if capture.startswith("field") else VARIABLE)
            if made is None:
                continue
            current = by_name.get(made.key)
            if current is None or (current.kind in (FIELD, VARIABLE) and made.kind not in (FIELD, VARIABLE)):
                by_name[made.key] = made
            if len(by_name) >= MAX_DEFINITIONS:
                break
        return sorted(by_name.values(), key=lambda d: (d.start, -d.end))

    def _definition(self, node: Any) -> _Def | None:
        grammar = self.grammar
        kind = grammar.containers.get(node.type) or grammar.callables.get(node.type) or grammar.others.get(node.type) or _EXTRA_KINDS.get(node.type)
        if kind is None:
            return None
        outer = node
        if node.type == "variable_declarator":  # const retry = () => ...: named by the declarator
            value = node.child_by_field_name("value")
            kind = "class" if value is not None and value.type == "class" else "function"
            name_node = node.child_by_field_name("name")
            outer = node.parent if node.parent is not None else node
        elif node.type == "impl_item":
            name_node = _impl_type(node)
        elif node.type in ("type_spec", "type_alias"):  # Go: `type T ...` is the declaration, its doc above it
            name_node = node.child_by_field_name("name")
            parent = node.parent
            if parent is not None and parent.type == "type_declaration" and len([c for c in parent.named_children if c.type in ("type_spec", "type_alias")]) == 1:
                outer = parent
        else:
            name_node = node.child_by_field_name("name")
        if name_node is None:
            return None
        name = self.flat(name_node, MAX_NAME_CHARS)
        if not name:
            return None
        while outer.parent is not None and outer.parent.type in grammar.wrappers:
            outer = outer.parent
        if self.spec.name == "python" and kind == "function" and _parent_definition(node) is not None and _parent_definition(node).type == "class_definition":
            kind = "method"
        return _Def(node, outer, name, kind, node.start_byte, node.end_byte, name_node.start_byte)

    def _member(self, name_node: Any, kind: str) -> _Def | None:
        """A field or a module variable: it spans its declaration statement."""
        statement = name_node
        while statement.parent is not None and statement.parent.type not in (
            "block", "module", "class_body", "declaration_list", "program", "source_file", "field_declaration_list",
            "var_declaration", "const_declaration", "export_statement",
        ):
            statement = statement.parent
        name = self.flat(name_node, MAX_NAME_CHARS)
        if not name:
            return None
        outer = statement.parent if statement.parent is not None and statement.parent.type == "export_statement" else statement
        return _Def(statement, outer, name, kind, name_node.start_byte, max(name_node.end_byte, statement.end_byte), name_node.start_byte)

    def nest(self, defs: list[_Def], prefix: tuple[str, ...]) -> None:
        """Each definition's container (the innermost one around it) and its symbol path."""
        stack: list[_Def] = []
        for definition in defs:
            while stack and stack[-1].end <= definition.start:
                stack.pop()
            parent = stack[-1] if stack else None
            definition.parent = parent
            base = parent.parts if parent is not None else prefix
            if definition.node.type == "method_declaration" and self.spec.name == "go":
                receiver = _go_receiver(self, definition.node)
                if receiver:
                    base = prefix + (receiver,)
            definition.parts = base + (definition.name,)
            definition.symbol = ".".join(definition.parts)
            namespace_parts = prefix
            walk = parent
            outermost_namespace: tuple[str, ...] | None = None
            while walk is not None:
                if walk.kind in ("namespace", "module"):
                    outermost_namespace = walk.parts
                    break
                walk = walk.parent
            if outermost_namespace is not None:
                namespace_parts = outermost_namespace
            definition.namespace = ".".join(namespace_parts)
            stack.append(definition)

    def made(self, definition: _Def, chunk_starts: Sequence[int], chunks: Sequence[tuple[int, int]]) -> Definition:
        node = definition.node
        parent = definition.parent
        container, container_kind = (parent.symbol, parent.kind) if parent is not None else ("", "")
        if self.spec.name == "go" and node.type == "method_declaration" and "." in definition.symbol:
            container, container_kind = definition.symbol.rsplit(".", 1)[0], "type"
        arity_min, arity_max, flags, receiver = self.parameters(definition)
        header_line = self.line(_header_node(node))
        return Definition(
            name=definition.name,
            kind=definition.kind,
            symbol=definition.symbol,
            container=container,
            container_kind=container_kind,
            namespace=definition.namespace,
            signature=self.signature(definition),
            line_start=self.line(definition.outer),
            line_end=node.end_point[0] + 1 + self.offset,
            chunk_index=_chunk_of(header_line, chunk_starts, chunks),
            doc=self.doc(definition),
            arity_min=arity_min,
            arity_max=arity_max,
            bases=self.bases(definition),
            receiver=receiver,
            flags=frozenset(flags),
        )

    def signature(self, definition: _Def) -> str:
        node = definition.node
        if definition.kind in (FIELD, VARIABLE):
            text = self.text(node, MAX_SIGNATURE_CHARS * 2)
            text = text.split("\n", 1)[0]
            return _SPACES.sub(" ", text).strip()[:MAX_SIGNATURE_CHARS]
        start = _header_node(node).start_byte
        if node.type == "variable_declarator" and node.parent is not None:
            start = node.parent.start_byte
        body = node.child_by_field_name("body") or next((c for c in node.named_children if c.type in _BODY_TYPES), None)
        if node.type == "type_spec":
            body = None
            type_node = node.child_by_field_name("type")
            inner = next((c for c in type_node.named_children if c.type in _BODY_TYPES), None) if type_node is not None else None
            end = inner.start_byte if inner is not None else node.end_byte
        elif node.type == "variable_declarator":
            value = node.child_by_field_name("value")
            value_body = value.child_by_field_name("body") if value is not None else None
            end = value_body.start_byte if value_body is not None else node.end_byte
        else:
            end = body.start_byte if body is not None else node.end_byte
        text = self.data[start : min(end, start + MAX_SIGNATURE_CHARS * 8)].decode("utf-8", "replace")
        text = _HEADER_END.sub("", _SPACES.sub(" ", text).strip())
        if node.type == "type_spec":
            text = "type " + text
        return _shortened(text)

    def doc(self, definition: _Def) -> str:
        node = definition.node
        if self.spec.name == "python":
            body = node.child_by_field_name("body")
            first = body.named_children[0] if body is not None and body.named_children else None
            if first is not None and first.type == "expression_statement" and first.named_children and first.named_children[0].type == "string":
                string = first.named_children[0]
                content = next((c for c in string.named_children if c.type == "string_content"), None)
                return _clean(self.text(content or string, MAX_DOC_CHARS * 2))
            return ""
        comments: list[Any] = []
        current = definition.outer
        while True:
            before = current.prev_named_sibling
            if before is None or before.type not in self.grammar.comments:
                break
            if before.end_point[0] < current.start_point[0] - 1:
                break
            comments.append(before)
            current = before
        if not comments:
            return ""
        text = "\n".join(self.text(comment, MAX_DOC_CHARS * 2) for comment in reversed(comments))
        return _clean(_XML_TAG.sub(" ", text))

    def parameters(self, definition: _Def) -> tuple[int, int, set[str], str]:
        node = definition.node
        flags = self.modifiers(node)
        receiver = ""
        if definition.kind in CONTAINER_KINDS or definition.kind in (FIELD, VARIABLE, "namespace", "module", "enum", "type"):
            return 0, -1 if definition.kind in CONTAINER_KINDS else 0, flags, receiver
        target = node.child_by_field_name("value") if node.type == "variable_declarator" else node
        params = target.child_by_field_name("parameters") if target is not None else None
        if params is None:
            return 0, 0 if definition.kind in ("property", "field") else -1, flags, receiver
        required = total = 0
        variadic = bool(_VARIADIC_TEXT.search(self.text(params, 2000))) if self.spec.name in ("csharp", "go") else False
        spec = self.spec
        for index, child in enumerate(c for c in params.named_children if c.type not in self.grammar.comments):
            if spec.name == "python" and index == 0 and child.type == "identifier" and definition.kind == "method" and "static" not in flags:
                continue  # self, cls
            if spec.name == "csharp" and child.type == "parameter" and any(self.text(m) == "this" for m in child.children if m.type == "modifier"):
                flags.add("extension")
                type_node = child.child_by_field_name("type")
                receiver = _type_name(self.flat(type_node)) if type_node is not None else ""
                continue
            if spec.parameters and child.type not in spec.parameters:
                continue
            if child.type in spec.variadic:
                variadic = True
                continue
            names = max(1, sum(1 for c in child.children_by_field_name("name"))) if spec.name == "go" else 1
            total += names
            optional = child.type in spec.optional or (spec.name == "csharp" and any(c.type == "=" for c in child.children))
            if not optional:
                required += names
        return required, -1 if variadic else total, flags, receiver

    def modifiers(self, node: Any) -> set[str]:
        words: set[str] = set()
        for child in node.children:
            if child.type in ("modifier", "modifiers", "accessibility_modifier") or child.type in ("static", "abstract", "async", "override"):
                words.update(self.text(child, 200).split())
        if node.parent is not None and node.parent.type == "decorated_definition":
            for decorator in node.parent.named_children:
                if decorator.type == "decorator":
                    # Its expression only: a comment after it (`@t.overload  # type: ignore`) is a child too.
                    text = "@" + "".join(self.flat(c, 80) for c in decorator.named_children if c.type not in self.grammar.comments)
                    if text in ("@staticmethod", "@classmethod"):
                        words.add("static")
                    if text.endswith("abstractmethod"):
                        words.add("abstract")
                    if text in ("@overload", "@t.overload", "@typing.overload"):
                        words.add("overload")  # a typing stub: the definition that runs comes after it
        return {word for word in words if word in ("partial", "static", "abstract", "override", "virtual", "sealed", "overload")}

    def bases(self, definition: _Def) -> tuple[str, ...]:
        node = definition.node
        found: list[str] = []
        if node.type == "impl_item":
            trait = node.child_by_field_name("trait")
            return (_type_name(self.flat(trait)),) if trait is not None else ()
        for child in node.named_children:
            if child.type in ("base_list", "superclass", "super_interfaces", "class_heritage", "extends_interfaces", "extends_type_clause", "trait_bounds"):
                for item in _type_items(child):
                    found.append(_type_name(self.flat(item)))
            elif child.type == "argument_list" and self.spec.name == "python":  # superclasses
                for item in child.named_children:
                    if item.type in ("identifier", "attribute"):
                        found.append(self.flat(item))
        if node.type == "type_spec":  # Go: embedded fields and interfaces
            type_node = node.child_by_field_name("type")
            if type_node is not None:
                for item in type_node.named_children:
                    for embedded in ([item] if item.type == "type_elem" else item.named_children if item.type == "field_declaration_list" else []):
                        if embedded.type == "type_elem" or (embedded.type == "field_declaration" and embedded.child_by_field_name("name") is None):
                            type_child = embedded.child_by_field_name("type") if embedded.type == "field_declaration" else (embedded.named_children[0] if embedded.named_children else None)
                            if type_child is not None:
                                found.append(_type_name(self.flat(type_child)))
        return tuple(name for name in dict.fromkeys(found) if name)[:32]

    # --- references

    def references(self, defs: list[_Def]) -> list[tuple[int, Reference]]:
        """(start byte, reference) of every use the patterns find, one per name node (a call's name
        is not also a type use), enclosing not yet set."""
        chosen: dict[int, tuple[int, int, Reference]] = {}

        def add(node: Any, reference: Reference) -> None:
            if not reference.name or len(chosen) >= MAX_REFERENCES:
                return
            priority = _PRIORITY.get(reference.kind, 9)
            current = chosen.get(node.start_byte)
            if current is None or priority < current[0]:
                chosen[node.start_byte] = (priority, node.start_byte, reference)

        builtins = self.spec.builtin_types
        starts = [d.start for d in defs]

        def qualifier_type(qualifier: Any) -> None:
            """`Type.Member`: the qualifier names a type (by the languages' convention a capitalised
            name that no variable in scope has), a use of that type."""
            if qualifier.type not in ("identifier", "type_identifier"):
                return
            name = self.flat(qualifier, MAX_NAME_CHARS)
            if not name[:1].isupper() or name in self.spec.this or name.isupper() and len(name) > 1 and self.spec.name != "csharp":
                return
            if self.declared(name, _innermost(defs, starts, qualifier.start_byte)):
                return
            add(qualifier, Reference(name, TYPE, self.line(qualifier)))

        for _, captures in _matches(self.queries.references, self.root):
            if "call.name" in captures:
                name_node = captures["call.name"][0]
                qualifier = captures.get("call.qualifier")
                args = captures.get("call.args")
                arity = self.arity(args[0]) if args else (1 if _in_decorator(name_node) else -1)
                add(name_node, Reference(self.flat(name_node, MAX_NAME_CHARS), CALL, self.line(name_node), qualifier=self.qualifier(qualifier[0]) if qualifier else "", arity=arity))
                if qualifier:
                    qualifier_type(qualifier[0])
            elif "access.name" in captures:
                name_node = captures["access.name"][0]
                qualifier = captures["access.qualifier"][0]
                add(name_node, Reference(self.flat(name_node, MAX_NAME_CHARS), ACCESS, self.line(name_node), qualifier=self.qualifier(qualifier)))
                qualifier_type(qualifier)
            elif "bare" in captures:
                node = captures["bare"][0]
                name = self.flat(node, MAX_NAME_CHARS)
                if name[:1].isupper() and not self.declared(name, _innermost(defs, starts, node.start_byte)):
                    add(node, Reference(name, ACCESS, self.line(node)))
            elif "new.name" in captures:
                name_node = captures["new.name"][0]
                qualifier = captures.get("new.qualifier")
                args = captures.get("new.args")
                add(name_node, Reference(self.flat(name_node, MAX_NAME_CHARS), NEW, self.line(name_node), qualifier=self.qualifier(qualifier[0]) if qualifier else "", arity=self.arity(args[0]) if args else -1))
            elif "new.type" in captures:
                args = captures.get("new.args")
                for index, (node, qualifier, name) in enumerate(self.type_names(captures["new.type"][0])):
                    kind = NEW if index == 0 else TYPE
                    if kind == TYPE and name in builtins:
                        continue
                    add(node, Reference(name, kind, self.line(node), qualifier=qualifier, arity=self.arity(args[0]) if args and index == 0 else -1))
            elif "implicit.args" in captures:
                at = (captures.get("implicit.at") or captures.get("implicit.returned") or [None])[0]
                if at is None:
                    continue
                type_text = self.implicit_type(captures, at, defs, starts)
                if type_text:
                    qualifier, _, name = type_text.rpartition(".")
                    add(at, Reference(name, NEW, self.line(at), qualifier=qualifier, arity=self.arity(captures["implicit.args"][0])))
            elif "base" in captures:
                for index, (node, qualifier, name) in enumerate(self.type_names(captures["base"][0])):
                    add(node, Reference(name, INHERIT if index == 0 else TYPE, self.line(node), qualifier=qualifier))
            elif "type" in captures:
                for node, qualifier, name in self.type_names(captures["type"][0]):
                    if name not in builtins and not _is_type_parameter(name):
                        add(node, Reference(name, TYPE, self.line(node), qualifier=qualifier))
            elif "type.name" in captures:
                node = captures["type.name"][0]
                name = self.flat(node, MAX_NAME_CHARS)
                if name in builtins or _is_type_parameter(name) or self.declares(node):
                    continue
                add(node, Reference(name, TYPE, self.line(node), qualifier=self.type_qualifier(node)))
            elif "attribute" in captures:
                node = captures["attribute"][0]
                for name_node, qualifier, name in self.type_names(node):
                    if self.spec.name == "csharp" and not name.endswith("Attribute"):
                        name += "Attribute"
                    if name not in builtins and name != "OverrideAttribute":
                        add(name_node, Reference(name, TYPE, self.line(name_node), qualifier=qualifier))
                    break
        return [(start, reference) for _, start, reference in sorted(chosen.values(), key=lambda item: item[1])]

    def implicit_type(self, captures: dict[str, list[Any]], at: Any, defs: list[_Def], starts: list[int]) -> str:
        """The type a target-typed `new(...)` makes: its declaration's, its property's, the type of
        the variable it is assigned to, the return type of the member it is returned from."""
        if "implicit.type" in captures:
            return _type_name(self.flat(captures["implicit.type"][0]))
        owner = _innermost(defs, starts, at.start_byte)
        if "implicit.variable" in captures:
            return self.variable_type(self.flat(captures["implicit.variable"][0], MAX_NAME_CHARS), owner)
        while owner is not None and owner.kind not in ("method", "function", "property", "operator", "indexer"):
            owner = owner.parent
        if owner is None:
            return ""
        returned = owner.node.child_by_field_name("returns") or owner.node.child_by_field_name("type")
        return _type_name(self.flat(returned)) if returned is not None else ""

    def declared(self, name: str, owner: "_Def | None") -> bool:
        """Whether `name` is a variable, parameter or field the syntax declares where `owner` is."""
        return bool(self.variable_type(name, owner)) or name in self.untyped

    def variable_type(self, name: str, owner: "_Def | None") -> str:
        walk = owner
        while walk is not None:
            found = walk.variables.get(name) or walk.fields.get(name)
            if found:
                return found
            walk = walk.parent
        return self.module_variables.get(name, "")

    def arity(self, args: Any) -> int:
        count = 0
        for child in args.named_children:
            if child.type in self.grammar.comments:
                continue
            if child.type in ("list_splat", "dictionary_splat", "spread_element") or self.text(child, 3).startswith("..."):
                return -1
            count += 1
        return count

    def qualifier(self, node: Any) -> str:
        text = self.flat(node)
        if node.type in ("call", "invocation_expression", "call_expression", "method_invocation") and text.startswith("super"):
            return "super()" if self.spec.name == "python" else "super"
        return text

    def type_names(self, node: Any) -> Iterator[tuple[Any, str, str]]:
        """(name node, qualifier, name) of each type named in a type node: `Dictionary<string, Foo>`
        gives Dictionary then Foo, `Serilog.Events.LogEvent` gives LogEvent with qualifier
        Serilog.Events, `Optional[Foo]` Optional then Foo; the first is the type itself."""
        stack = [node]
        steps = 0
        while stack and steps < 200:
            steps += 1
            current = stack.pop()
            kind = current.type
            if kind in ("identifier", "type_identifier"):
                yield current, "", self.flat(current, MAX_NAME_CHARS)
            elif kind in ("qualified_name", "scoped_type_identifier", "nested_type_identifier", "qualified_type", "attribute", "scoped_identifier"):
                name = current.child_by_field_name("name") or current.child_by_field_name("attribute")
                if name is None and current.named_children:
                    name = current.named_children[-1]
                if name is None:
                    continue
                if name.type == "generic_name":
                    stack.append(name)
                    continue
                qualifier = self.flat(current, MAX_TEXT_CHARS)[: max(name.start_byte - current.start_byte - 1, 0)].rstrip(".:")
                yield name, qualifier, self.flat(name, MAX_NAME_CHARS)
            elif kind == "string" and self.spec.name == "python":  # a quoted annotation
                content = next((c for c in current.named_children if c.type == "string_content"), None)
                text = self.flat(content) if content is not None else ""
                if re.fullmatch(r"[A-Za-z_][\w.]*", text):
                    qualifier, _, name = text.rpartition(".")
                    yield content, qualifier, name
            elif kind not in _NOT_TYPES:
                # generic_name, generic_type, nullable_type, array_type, pointer_type, type, union ...:
                # their parts, in order (pushed reversed: the outer type first).
                stack.extend(reversed([c for c in current.named_children if c.type not in self.grammar.comments]))

    def type_qualifier(self, node: Any) -> str:
        parent = node.parent
        if parent is not None and parent.type in ("nested_type_identifier", "scoped_type_identifier", "qualified_type") and parent.child_by_field_name("name") == node:
            other = parent.child_by_field_name("module") or parent.child_by_field_name("path") or parent.child_by_field_name("package")
            return self.flat(other) if other is not None else ""
        return ""

    def declares(self, node: Any) -> bool:
        parent = node.parent
        if parent is None:
            return False
        if parent.type in self.spec.declares_type and parent.child_by_field_name("name") == node:
            return True
        return parent.type in ("type_parameter", "type_parameters", "type_parameter_declaration", "constrained_type_parameter")

    # --- the types of variables (a call's receiver)

    def variables(self, defs: list[_Def]) -> None:
        starts = [d.start for d in defs]
        matches = _matches(self.queries.variables, self.root)
        # `self.x = param` only where nothing better says x's type (an annotation, a construction).
        matches.sort(key=lambda match: "var.from" in match[1])
        made_by_calls: list[tuple[Any, str, dict[str, list[Any]]]] = []
        for _, captures in matches:
            name_node = captures["var.name"][0]
            if "var.type" in captures:
                type_name = _type_name(self.flat(captures["var.type"][0]))
            elif "var.alias" in captures:  # `storage_class = ds.Headers`: a class, called to make one
                type_name = _type_name(self.flat(captures["var.alias"][0]))
                if not type_name.rsplit(".", 1)[-1][:1].isupper():
                    continue
            elif "var.new" in captures:
                callee = _type_name(self.flat(captures["var.new"][0]))
                if "." in callee:  # `urls = url_map.bind(...)`: once every variable is known
                    made_by_calls.append((name_node, callee, captures))
                    continue
                type_name = callee
            elif "var.from" in captures:
                source = captures["var.from"][0]
                type_name = self.variable_type(self.flat(source, MAX_NAME_CHARS), _innermost(defs, starts, source.start_byte))
            else:
                continue
            self._declare(defs, starts, name_node, type_name, captures)
        for name_node, callee, captures in made_by_calls:
            # The callee's object typed (url_map's Map, self.storage_class's class): `Map.bind`, whose
            # declared return type resolution follows; else the callee as written (`ds.Headers`).
            owner = _innermost(defs, starts, name_node.start_byte)
            known = self.receiver_type(Reference("", CALL, 0, qualifier=callee), owner)
            self._declare(defs, starts, name_node, known or callee, captures)

    def _declare(self, defs: list[_Def], starts: list[int], name_node: Any, type_name: str, captures: dict[str, list[Any]]) -> None:
        """`name_node`'s variable has type `type_name`, in the scope it is declared in."""
        if not type_name or type_name in _INFERRED:
            self.untyped.add(self.flat(name_node, MAX_NAME_CHARS))
            return
        owner = _innermost(defs, starts, name_node.start_byte)
        while owner is not None and owner.kind in (FIELD, VARIABLE, "property", "event"):
            owner = owner.parent  # a field's type is its class's to know
        name = self.flat(name_node, MAX_NAME_CHARS)
        if "var.self" in captures:
            if self.flat(captures["var.self"][0]) not in self.spec.this:
                return
            cls = _enclosing_class(owner)
            if cls is not None:
                cls.fields.setdefault(name, type_name)
        elif owner is None:
            self.module_variables.setdefault(name, type_name)
        else:
            owner.variables.setdefault(name, type_name)

    module_variables: dict[str, str]
    untyped: set[str]  # variables declared without a type the syntax says (`var x = ...`), anywhere in the file

    def receiver_type(self, reference: Reference, owner: _Def | None) -> str:
        """The type of a call's object where the syntax says it: a declared or constructed
        variable, parameter or field (`x`, `self.x`), and a member of such (`x.y`, `self.x.y`:
        `T.y`, which resolution follows through y's declared type)."""
        qualifier = reference.qualifier
        made = _CONSTRUCTED.fullmatch(qualifier)
        if made is not None:
            # `EnvironHeaders(environ).items()`, `self.storage_class().add()`: what the call makes (a
            # class) or returns (a function), its own object typed where known.
            callee = made.group(1)
            expanded = self.receiver_type(Reference("", CALL, 0, qualifier=callee), owner) if "." in callee else ""
            return expanded or (callee if callee.split(".")[0] not in self.spec.this else "")
        if not qualifier or not re.fullmatch(r"[A-Za-z_]\w*(\.[A-Za-z_]\w*)*", qualifier):
            return ""
        parts = qualifier.split(".")
        this = self.spec.this
        if parts[0] in this:
            if len(parts) == 1:
                return ""
            found = ""
            cls = _enclosing_class(owner)
            while cls is not None and not found:
                found = cls.fields.get(parts[1]) or cls.variables.get(parts[1]) or ""
                cls = _enclosing_class(cls.parent)
            rest = parts[2:]
        else:
            found = self._variable_in_scope(parts[0], owner)
            rest = parts[1:]
        if not found:
            return ""
        return ".".join([found, *rest])[:MAX_TEXT_CHARS]

    def _variable_in_scope(self, name: str, owner: _Def | None) -> str:
        walk = owner
        python = self.spec.name == "python"
        while walk is not None:
            if not (python and walk.kind in CONTAINER_KINDS):
                found = walk.variables.get(name)
                if found:
                    return found
            walk = walk.parent
        return self.module_variables.get(name, "")

    # --- scope: imports, usings, namespaces

    def scope(self) -> list[Reference]:
        found: list[Reference] = []
        reader = _SCOPE_READERS.get(self.spec.name)
        if reader is None:
            return found
        for _, captures in _matches(self.queries.scope, self.root):
            if "import" in captures:
                found.extend(reader(self, captures["import"][0], IMPORT))
            elif "namespace" in captures:
                found.extend(reader(self, captures["namespace"][0], NAMESPACE))
        return found


def _parent_definition(node: Any) -> Any:
    parent = node.parent
    while parent is not None and parent.type in ("block", "decorated_definition"):
        parent = parent.parent
    return parent


def _in_decorator(node: Any) -> bool:
    parent = node.parent
    while parent is not None and parent.type == "attribute":
        parent = parent.parent
    return parent is not None and parent.type == "decorator"


def _header_node(node: Any) -> Any:
    """Where a definition's own text starts: after its attributes, annotations and doc comments."""
    for child in node.children:
        if child.type not in ("attribute_list", "comment", "decorator", "marker_annotation", "annotation"):
            return child if child.start_byte > node.start_byte else node
    return node


def _impl_type(node: Any) -> Any:
    name = node.child_by_field_name("type")
    while name is not None and name.type in ("generic_type", "scoped_type_identifier"):
        inner = name.child_by_field_name("type" if name.type == "generic_type" else "name")
        if inner is None:
            break
        name = inner
    return name


def _go_receiver(extractor: _Extractor, node: Any) -> str:
    receiver = node.child_by_field_name("receiver")
    if receiver is None:
        return ""
    stack = [receiver]
    while stack:
        current = stack.pop()
        if current.type == "type_identifier":
            return extractor.flat(current, MAX_NAME_CHARS)
        stack.extend(reversed(current.named_children))
    return ""


def _type_items(node: Any) -> list[Any]:
    """The types listed in a base list, heritage clause or bounds (one level of wrapping opened)."""
    items = []
    for child in node.named_children:
        if child.type in ("type_list", "extends_clause", "implements_clause", "extends_type_clause"):
            items.extend(c for c in child.named_children if c.type not in ("comment", "type_arguments"))
        elif child.type == "primary_constructor_base_type":
            type_node = child.child_by_field_name("type")
            if type_node is not None:
                items.append(type_node)
        elif child.type not in ("comment", "arguments", "argument_list", "type_arguments"):
            items.append(child)
    return items


def _type_name(text: str) -> str:
    """A declared type as a name to resolve: generic arguments, nullability, pointers, arrays and
    `Optional[...]` taken off (`List<Foo>` -> List, `*Policy` -> Policy, `Optional[Map]` -> Map)."""
    text = text.strip()
    for wrapper in ("Optional[", "typing.Optional[", "Annotated["):
        if text.startswith(wrapper):
            text = text[len(wrapper) :].split(",", 1)[0].rstrip("]")
    if " | " in text:
        parts = [part for part in text.split(" | ") if part.strip() not in ("None", "null", "undefined")]
        text = parts[0] if parts else ""
    text = text.split("<", 1)[0].split("[", 1)[0].split("(", 1)[0]
    text = _TYPE_NOISE.sub("", text).strip().strip("'\"")
    return text.replace("::", ".")[:MAX_NAME_CHARS]


def _is_type_parameter(name: str) -> bool:
    """`T`, `TKey`, `K`: a generic parameter, never a repository's type."""
    return len(name) == 1 or (len(name) > 1 and name[0] == "T" and name[1].isupper() and name[1:] in ("Key", "Value", "Result", "Source", "Element", "State"))


def _clean(text: str) -> str:
    text = _COMMENT_MARKS.sub("", text)
    return _SPACES.sub(" ", text).strip()[:MAX_DOC_CHARS]


def _innermost(defs: list[_Def], starts: list[int], position: int) -> _Def | None:
    index = bisect.bisect_right(starts, position) - 1
    while index >= 0:
        candidate = defs[index]
        if candidate.start <= position < candidate.end:
            return candidate
        # the nearest one before may have ended: its container may still hold the position
        walk = candidate.parent
        while walk is not None:
            if walk.start <= position < walk.end:
                return walk
            walk = walk.parent
        return None
    return None


def _enclosing_class(definition: _Def | None) -> _Def | None:
    walk = definition
    while walk is not None and walk.kind not in CONTAINER_KINDS:
        walk = walk.parent
    return walk


def _chunk_of(line: int, chunk_starts: Sequence[int], chunks: Sequence[tuple[int, int]]) -> int | None:
    """The first chunk whose lines hold `line` (chunks are in order; a long one's parts overlap)."""
    if not chunks:
        return None
    index = bisect.bisect_right(chunk_starts, line) - 1
    candidates = [i for i in range(max(index - 2, 0), min(index + 1, len(chunks))) if chunks[i][0] <= line <= chunks[i][1]]
    if candidates:
        return candidates[0]
    return max(index, 0) if index < len(chunks) else len(chunks) - 1


# --- scope readers, one per language: (extractor, statement node, IMPORT|NAMESPACE) -> references


def _python_scope(x: _Extractor, node: Any, _: str) -> list[Reference]:
    line = x.line(node)
    module = module_path(x.source)
    package = module if x.source.replace("\\", "/").endswith("__init__.py") or x.source.endswith("__init__.pyi") else module[:-1]
    out: list[Reference] = []
    if node.type == "import_statement":
        for item in node.children_by_field_name("name"):
            dotted = item.child_by_field_name("name") if item.type == "aliased_import" else item
            alias = item.child_by_field_name("alias") if item.type == "aliased_import" else None
            target = x.flat(dotted)
            alias_text = x.flat(alias) if alias is not None else ""
            out.append(Reference(target.rsplit(".", 1)[-1], IMPORT, line, qualifier=MODULE_IMPORT, target=target, alias=alias_text))
        return out
    if node.type == "future_import_statement":
        return out
    module_node = node.child_by_field_name("module_name")
    if module_node is None:
        return out
    if module_node.type == "relative_import":
        prefix = next((c for c in module_node.named_children if c.type == "import_prefix"), None)
        dots = len(x.text(prefix).strip()) if prefix is not None else 0
        rest = next((c for c in module_node.named_children if c.type == "dotted_name"), None)
        base = package[: len(package) - (dots - 1)] if dots - 1 <= len(package) else ()
        target_module = ".".join(base + ((x.flat(rest),) if rest is not None else ()))
    else:
        target_module = x.flat(module_node)
    if any(child.type == "wildcard_import" for child in node.named_children):
        return [Reference("*", IMPORT, line, target=target_module)]
    for item in node.children_by_field_name("name"):
        dotted = item.child_by_field_name("name") if item.type == "aliased_import" else item
        alias = item.child_by_field_name("alias") if item.type == "aliased_import" else None
        name = x.flat(dotted)
        target = f"{target_module}.{name}" if target_module else name
        out.append(Reference(name.rsplit(".", 1)[-1], IMPORT, line, target=target, alias=x.flat(alias) if alias is not None else ""))
    return out


def _csharp_scope(x: _Extractor, node: Any, kind: str) -> list[Reference]:
    line = x.line(node)
    if kind == NAMESPACE:
        name = node.child_by_field_name("name")
        if name is None:
            return []
        parts = [x.flat(name)]
        parent = node.parent
        while parent is not None:
            if parent.type == "namespace_declaration":
                outer = parent.child_by_field_name("name")
                if outer is not None:
                    parts.insert(0, x.flat(outer))
            parent = parent.parent
        target = ".".join(parts)
        return [Reference(target.rsplit(".", 1)[-1], NAMESPACE, line, target=target)]
    alias_node = node.child_by_field_name("name")
    is_static = any(child.type == "static" or x.text(child, 10) == "static" for child in node.children if not child.is_named)
    target_node = next((c for c in node.named_children if c != alias_node and c.type in ("qualified_name", "identifier", "generic_name", "alias_qualified_name")), None)
    if target_node is None:
        return []
    target = x.flat(target_node)
    return [Reference(target.rsplit(".", 1)[-1], USING_STATIC if is_static else USING, line, target=target, alias=x.flat(alias_node) if alias_node is not None else "")]


_JS_EXTENSION = re.compile(r"\.(m|c)?(j|t)sx?$")


def _js_scope(x: _Extractor, node: Any, _: str) -> list[Reference]:
    line = x.line(node)
    source_node = node.child_by_field_name("source")
    out: list[Reference] = []
    if node.type == "lexical_declaration":  # const fs = require('fs')
        for declarator in node.named_children:
            value = declarator.child_by_field_name("value") if declarator.type == "variable_declarator" else None
            if value is None or value.type != "call_expression" or x.flat(value.child_by_field_name("function") or value) != "require":
                continue
            args = value.child_by_field_name("arguments")
            string = next((c for c in args.named_children if c.type == "string"), None) if args is not None else None
            name = declarator.child_by_field_name("name")
            if string is not None and name is not None and name.type == "identifier":
                out.append(Reference("*", IMPORT, line, target=_js_module(x.source, x.flat(string).strip("'\"`")), alias=x.flat(name)))
        return out
    if source_node is None:
        return out
    target = _js_module(x.source, x.flat(source_node).strip("'\"`"))
    clause = next((c for c in node.named_children if c.type in ("import_clause", "export_clause")), None)
    if clause is None:
        return [Reference("*", IMPORT, line, target=target)]
    for part in [clause, *clause.named_children]:
        if part.type == "identifier" and part.parent == clause:  # default import
            out.append(Reference("default", IMPORT, line, target=target, alias=x.flat(part)))
        elif part.type == "namespace_import":
            alias = next((c for c in part.named_children if c.type == "identifier"), None)
            out.append(Reference("*", IMPORT, line, target=target, alias=x.flat(alias) if alias is not None else ""))
        elif part.type in ("named_imports", "export_clause"):
            for specifier in part.named_children:
                if specifier.type not in ("import_specifier", "export_specifier"):
                    continue
                name = specifier.child_by_field_name("name")
                alias = specifier.child_by_field_name("alias")
                if name is not None:
                    out.append(Reference(x.flat(name), IMPORT, line, target=target, alias=x.flat(alias) if alias is not None else ""))
    return out


def _js_module(source: str, specifier: str) -> str:
    """An import's module as the path of the file it names, relative to the tree (`./foo` from
    `src/a/b.ts` -> src/a/foo), extension off; a package's name as it is."""
    if not specifier.startswith("."):
        return specifier
    directory = posixpath.dirname(source.replace("\\", "/"))
    return _JS_EXTENSION.sub("", posixpath.normpath(posixpath.join(directory, specifier)))


def _java_scope(x: _Extractor, node: Any, kind: str) -> list[Reference]:
    line = x.line(node)
    name = next((c for c in node.named_children if c.type in ("scoped_identifier", "identifier")), None)
    if name is None:
        return []
    target = x.flat(name)
    if kind == NAMESPACE:
        return [Reference(target.rsplit(".", 1)[-1], NAMESPACE, line, target=target)]
    if any(c.type == "asterisk" for c in node.named_children):
        return [Reference("*", IMPORT, line, target=target)]
    return [Reference(target.rsplit(".", 1)[-1], IMPORT, line, target=target)]


def _go_scope(x: _Extractor, node: Any, kind: str) -> list[Reference]:
    line = x.line(node)
    if kind == NAMESPACE:
        name = next((c for c in node.named_children if c.type == "package_identifier"), None)
        return [Reference(x.flat(name), NAMESPACE, line, target=x.flat(name))] if name is not None else []
    out = []
    stack = [node]
    while stack:
        current = stack.pop()
        if current.type == "import_spec":
            path = current.child_by_field_name("path")
            alias = current.child_by_field_name("name")
            if path is None:
                continue
            target = x.flat(path).strip('"`')
            alias_text = x.flat(alias) if alias is not None else ""
            name = "*" if alias_text == "." else target.rsplit("/", 1)[-1]
            out.append(Reference(name, IMPORT, x.line(current), target=target, alias="" if alias_text in (".", "_") else alias_text))
        else:
            stack.extend(current.named_children)
    return out


def _rust_scope(x: _Extractor, node: Any, _: str) -> list[Reference]:
    line = x.line(node)
    out: list[Reference] = []
    argument = node.child_by_field_name("argument")
    stack: list[tuple[Any, str]] = [(argument, "")] if argument is not None else []
    while stack:
        current, prefix = stack.pop()
        join = (lambda text: f"{prefix}.{text}" if prefix else text)
        kind = current.type
        if kind in ("identifier", "scoped_identifier", "crate", "self", "super"):
            target = join(x.flat(current).replace("::", "."))
            out.append(Reference(target.rsplit(".", 1)[-1], IMPORT, line, target=target))
        elif kind == "use_as_clause":
            path = current.child_by_field_name("path")
            alias = current.child_by_field_name("alias")
            if path is not None:
                target = join(x.flat(path).replace("::", "."))
                out.append(Reference(target.rsplit(".", 1)[-1], IMPORT, line, target=target, alias=x.flat(alias) if alias is not None else ""))
        elif kind == "scoped_use_list":
            path = current.child_by_field_name("path")
            items = current.child_by_field_name("list")
            inner = join(x.flat(path).replace("::", ".")) if path is not None else prefix
            if items is not None:
                stack.extend((child, inner) for child in items.named_children)
        elif kind == "use_list":
            stack.extend((child, prefix) for child in current.named_children)
        elif kind == "use_wildcard":
            path = next((c for c in current.named_children), None)
            target = join(x.flat(path).replace("::", ".")) if path is not None else prefix
            out.append(Reference("*", IMPORT, line, target=target))
    return out


_SCOPE_READERS = {
    "python": _python_scope,
    "csharp": _csharp_scope,
    "typescript": _js_scope,
    "javascript": _js_scope,
    "java": _java_scope,
    "go": _go_scope,
    "rust": _rust_scope,
}


def extract_symbols(
    parsed: ParsedFile, source: str, chunk_lines: Sequence[tuple[int, int]] = (), line_offset: int = 0
) -> SymbolTable:
    """The symbol table of a parsed file at `source`: its definitions (each with the chunk of
    `chunk_lines` its first line lies in) and references, lines counted from `line_offset` + 1."""
    spec = language_of(parsed)
    if spec is None:
        return SymbolTable("")
    x = _Extractor(parsed, source, spec, line_offset)
    x.module_variables = {}
    x.untyped = set()
    defs = x.definitions()
    prefix = x.scope_prefix()
    x.nest(defs, prefix)
    x.variables(defs)
    starts = [d.start for d in defs]
    chunks = list(chunk_lines)
    chunk_starts = [start for start, _ in chunks]
    definitions = tuple(x.made(d, chunk_starts, chunks) for d in defs)
    scope_references = [_with(r, owner.symbol if (owner := _innermost(defs, starts, _line_start_byte(x, r))) is not None else "", "") for r in x.scope()]
    definitions = _bases_through_imports(definitions, [r for r in scope_references if not r.enclosing], spec.name)
    references: list[Reference] = []
    for start, reference in x.references(defs):
        owner = _innermost(defs, starts, start)
        enclosing = owner.symbol if owner is not None else ""
        receiver = x.receiver_type(reference, owner)
        references.append(_with(reference, enclosing, receiver))
    for reference in scope_references:
        if len(references) >= MAX_REFERENCES:
            break
        references.append(reference)
    if spec.name == "python":
        references = _without_python_builtins(references, definitions)
        if prefix:
            references.append(Reference(prefix[-1], NAMESPACE, 1 + line_offset, target=".".join(prefix)))
    return SymbolTable(spec.name, definitions, tuple(references[:MAX_REFERENCES]))


_PY_BUILTINS = frozenset(name for name in dir(builtins) if not name.startswith("_")) | {"__import__"}


def _without_python_builtins(references: list[Reference], definitions: Sequence[Definition]) -> list[Reference]:
    """A bare `len(...)`, `isinstance`, `property` is Python's own unless the file defines or imports
    the name: such references are left out (they would resolve to nothing, or, by name, wrongly)."""
    bound = {d.name for d in definitions} | {r.alias or r.name for r in references if r.kind == IMPORT}
    return [
        r for r in references
        if r.qualifier or r.kind not in (CALL, TYPE, NEW) or r.name not in _PY_BUILTINS or r.name in bound
    ]


def _shortened(signature: str) -> str:
    """A signature within MAX_SIGNATURE_CHARS: a long parameter list cut in its middle, so that what
    follows it (the return type, which resolution reads) stays."""
    if len(signature) <= MAX_SIGNATURE_CHARS:
        return signature
    close = signature.rfind(")")
    tail = signature[close:] if 0 <= close and len(signature) - close <= 80 else ""
    return signature[: MAX_SIGNATURE_CHARS - len(tail) - 1] + "…" + tail


def _line_start_byte(x: _Extractor, reference: Reference) -> int:
    """A scope reference's place in the file (the start of its line): where it binds."""
    line = reference.line - x.offset - 1
    if not hasattr(x, "_line_starts"):
        starts = [0]
        position = x.data.find(b"\n")
        while position >= 0:
            starts.append(position + 1)
            position = x.data.find(b"\n", position + 1)
        x._line_starts = starts  # type: ignore[attr-defined]
    starts = x._line_starts  # type: ignore[attr-defined]
    return starts[line] if 0 <= line < len(starts) else 0


def _bases_through_imports(definitions: tuple[Definition, ...], scope: Sequence[Reference], language: str) -> tuple[Definition, ...]:
    """Base types named by an import's alias or name (`class Response(_SansIOResponse)` after
    `from ..sansio.response import Response as _SansIOResponse`) written as what they import, so
    that the base is found from another file (where that alias means nothing)."""
    if language in ("typescript", "javascript"):  # imports name modules' files there: the name is enough
        bound = {r.alias: r.name for r in scope if r.kind == IMPORT and r.alias and r.name not in ("*", "default")}
    else:
        bound = {r.alias or r.name: r.target for r in scope if r.kind in (IMPORT, USING) and r.target and r.name != "*" and (r.alias or r.kind == IMPORT) and r.qualifier != MODULE_IMPORT}
    if not bound:
        return definitions
    out = []
    for d in definitions:
        if d.bases and any(base.split(".")[0] in bound for base in d.bases):
            bases = tuple(bound[base.split(".")[0]] + base[len(base.split(".")[0]) :] if base.split(".")[0] in bound else base for base in d.bases)
            d = Definition(
                d.name, d.kind, d.symbol, d.container, d.container_kind, d.namespace, d.signature, d.line_start, d.line_end,
                d.chunk_index, d.doc, d.arity_min, d.arity_max, bases, d.receiver, d.flags,
            )
        out.append(d)
    return tuple(out)


def _with(reference: Reference, enclosing: str, receiver: str) -> Reference:
    if not enclosing and not receiver:
        return reference
    return Reference(
        reference.name, reference.kind, reference.line, enclosing, reference.qualifier, receiver, reference.arity, reference.target, reference.alias
    )

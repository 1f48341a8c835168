"""The declarations of a source file, read from its syntax tree (tree-sitter).

For each language: which nodes hold members (namespaces, classes, impls: `containers`), which are
callables whose bodies are cut at statements when too long (`callables`), which are other named
declarations kept whole (`others`), which only wrap one (a Python decorator, a TypeScript
`export`), and what names the file's scope (a C# file-scoped namespace, a Java or Go package).
The grammars come from the per-language wheels, which carry them compiled: nothing is fetched at
run time. A language without a grammar here, or a file that does not parse into anything, gets
None and is cut by the generic code boundaries instead.

Offsets are character offsets into the text (tree-sitter counts UTF-8 bytes; they are mapped back).
"""

from __future__ import annotations

import bisect
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib import import_module
from pathlib import PurePosixPath
from typing import Any

import structlog

log = structlog.get_logger(__name__)

MAX_DEPTH = 12  # nesting followed at most this deep (classes in classes in namespaces ...)


@dataclass(frozen=True, slots=True)
class Declaration:
    """One declaration: [start, end) in the text (leading comments and attributes included), its
    symbol path, its kind, its member declarations, and where its body's statements start."""

    start: int
    end: int
    symbol: tuple[str, ...]
    kind: str
    members: tuple["Declaration", ...] = ()
    statements: tuple[int, ...] = ()


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one object per grammar
class Grammar:
    module: str  # the wheel's module
    loader: str = "language"  # its function that returns the language
    containers: dict[str, str] = field(default_factory=dict)  # node type -> kind
    callables: dict[str, str] = field(default_factory=dict)
    others: dict[str, str] = field(default_factory=dict)
    wrappers: dict[str, str] = field(default_factory=dict)  # node type -> the field holding the declaration
    scopes: frozenset[str] = frozenset()  # nodes that name the rest of the file's scope
    comments: frozenset[str] = frozenset({"comment"})


_CSHARP = Grammar(
    "tree_sitter_c_sharp",
    containers={
        "namespace_declaration": "namespace", "class_declaration": "class", "struct_declaration": "struct",
        "interface_declaration": "interface", "record_declaration": "record", "record_struct_declaration": "record",
    },
    callables={
        "method_declaration": "method", "constructor_declaration": "constructor", "destructor_declaration": "destructor",
        "operator_declaration": "operator", "conversion_operator_declaration": "operator", "local_function_statement": "function",
        "property_declaration": "property", "indexer_declaration": "indexer", "event_declaration": "event",
    },
    others={"enum_declaration": "enum", "delegate_declaration": "delegate"},
    scopes=frozenset({"file_scoped_namespace_declaration"}),
)
_PYTHON = Grammar(
    "tree_sitter_python",
    containers={"class_definition": "class"},
    callables={"function_definition": "function"},
    wrappers={"decorated_definition": "definition"},
)
_TS_LIKE = dict(
    containers={
        "class_declaration": "class", "abstract_class_declaration": "class", "class": "class",
        "internal_module": "namespace", "module": "namespace",
    },
    callables={
        "function_declaration": "function", "generator_function_declaration": "function", "method_definition": "method",
        "arrow_function": "function", "function_expression": "function", "function": "function",
    },
    others={
        "interface_declaration": "interface", "enum_declaration": "enum", "type_alias_declaration": "type",
        "abstract_method_signature": "method",
    },
    wrappers={"export_statement": "declaration", "expression_statement": "", "ambient_declaration": ""},
)
_TYPESCRIPT = Grammar("tree_sitter_typescript", "language_typescript", **_TS_LIKE)  # type: ignore[arg-type]
_TSX = Grammar("tree_sitter_typescript", "language_tsx", **_TS_LIKE)  # type: ignore[arg-type]
_JAVASCRIPT = Grammar("tree_sitter_javascript", **_TS_LIKE)  # type: ignore[arg-type]
_GO = Grammar(
    "tree_sitter_go",
    callables={"function_declaration": "function", "method_declaration": "method"},
    others={"type_declaration": "type"},
    scopes=frozenset({"package_clause"}),
)
_JAVA = Grammar(
    "tree_sitter_java",
    containers={
        "class_declaration": "class", "interface_declaration": "interface", "enum_declaration": "enum",
        "record_declaration": "record", "annotation_type_declaration": "interface",
    },
    callables={"method_declaration": "method", "constructor_declaration": "constructor", "compact_constructor_declaration": "constructor"},
    scopes=frozenset({"package_declaration"}),
    comments=frozenset({"line_comment", "block_comment"}),
)
_RUST = Grammar(
    "tree_sitter_rust",
    containers={"mod_item": "module", "impl_item": "impl", "trait_item": "trait"},
    callables={"function_item": "function"},
    others={
        "struct_item": "struct", "enum_item": "enum", "union_item": "union", "type_item": "type", "const_item": "const",
        "static_item": "static", "macro_definition": "macro", "function_signature_item": "function",
    },
    comments=frozenset({"line_comment", "block_comment"}),
)

GRAMMARS: dict[str, Grammar] = {
    ".cs": _CSHARP, ".py": _PYTHON, ".pyi": _PYTHON, ".ts": _TYPESCRIPT, ".mts": _TYPESCRIPT, ".cts": _TYPESCRIPT,
    ".tsx": _TSX, ".js": _JAVASCRIPT, ".jsx": _JAVASCRIPT, ".mjs": _JAVASCRIPT, ".cjs": _JAVASCRIPT, ".go": _GO,
    ".java": _JAVA, ".rs": _RUST,
}

_parsers = threading.local()  # a tree-sitter Parser is not to be shared between threads


def grammar_for(path: str) -> Grammar | None:
    return GRAMMARS.get(PurePosixPath(path.replace("\\", "/")).suffix.lower())


@cache
def _language(grammar: Grammar) -> Any:
    from tree_sitter import Language

    return Language(getattr(import_module(grammar.module), grammar.loader)())


def _parser(grammar: Grammar) -> Any:
    parsers: dict[Grammar, Any] | None = getattr(_parsers, "by_grammar", None)
    if parsers is None:
        parsers = _parsers.by_grammar = {}
    parser = parsers.get(grammar)
    if parser is None:
        from tree_sitter import Parser

        parser = parsers[grammar] = Parser(_language(grammar))
    return parser


def module_path(path: str) -> tuple[str, ...]:
    """A Python file's module path from its file path: `src/httpx/_client.py` -> (httpx, _client);
    a package's `__init__.py` is the package."""
    parts = list(PurePosixPath(path.replace("\\", "/").lstrip("/")).with_suffix("").parts)
    for root in ("src", "lib", "python"):
        if root in parts[:-1]:
            parts = parts[len(parts) - 1 - parts[::-1].index(root) + 1 :]
    if parts and parts[-1] == "__init__":
        parts.pop()
    return tuple(part for part in parts if part.isidentifier())


@dataclass(frozen=True, slots=True)
class ParsedFile:
    """A source file's syntax tree, parsed once for its declarations (the chunks) and its symbol
    table (core/code/graph). `data` is the UTF-8 text the tree was parsed from: the file's, or, for
    a C# file whose conditional directives the grammar cannot read, its first branches (the same
    length, so every offset and line is the file's own)."""

    grammar: Grammar
    text: str
    data: bytes
    tree: Any

    @property
    def root(self) -> Any:
        return self.tree.root_node

    @property
    def language(self) -> Any:
        return _language(self.grammar)


def parse(text: str, path: str) -> ParsedFile | None:
    """The syntax tree of `text` (a file at `path`); None when the language has no grammar here or
    the grammar cannot be loaded (it is logged)."""
    grammar = grammar_for(path)
    if grammar is None:
        return None
    try:
        parser = _parser(grammar)
    except (ImportError, AttributeError, ValueError, OSError) as error:  # a wheel missing or broken: the generic cut
        log.warning("chunking.grammar_unavailable", grammar=grammar.module, error=str(error))
        return None
    data = text.encode("utf-8", "surrogatepass")
    tree = parser.parse(data)
    if grammar is _CSHARP and tree.root_node.has_error and _CONDITIONAL.search(text):
        # `#if A ... #elif B ... #endif` around alternative headers (`public static IntPtr InitExt()`
        # / `public static void InitExt()`) is no C# the grammar can read: the file would lose its
        # declarations. Read it as compiled with the first branch of each conditional, the others
        # blanked to spaces: the same length, so every offset is the file's own.
        masked = first_branches(text)
        masked_data = masked.encode("utf-8", "surrogatepass")
        masked_tree = parser.parse(masked_data)
        if not masked_tree.root_node.has_error:
            return ParsedFile(grammar, masked, masked_data, masked_tree)
    return ParsedFile(grammar, text, data, tree)


def file_prefix(parsed: ParsedFile, path: str) -> tuple[str, ...]:
    """What every symbol of the file starts with: a Python file's module path, else nothing."""
    return module_path(path) if parsed.grammar is _PYTHON else ()


def declarations(text: str, path: str, parsed: ParsedFile | None = None) -> list[Declaration] | None:
    """The top-level declarations of `text` (a file at `path`), with their members; None when the
    language has no grammar here or the grammar cannot be loaded (it is logged). `parsed`: the
    file's tree when it was parsed already."""
    if parsed is None:
        parsed = parse(text, path)
    if parsed is None:
        return None
    return _Reader(parsed.grammar, parsed.data, parsed.text).members(parsed.root, file_prefix(parsed, path), 0)


_CONDITIONAL = re.compile(r"^[ \t]*#[ \t]*if\b", re.MULTILINE)
_DIRECTIVE = re.compile(r"[ \t]*#[ \t]*(if|elif|else|endif)\b")
_NOT_LINE_END = re.compile(r"[^\r\n]")


def first_branches(text: str) -> str:
    """`text` with its conditional directives (#if, #elif, #else, #endif) and every branch after
    the first of each conditional replaced by spaces, line ends kept: the same number of
    characters, so an offset into it is an offset into `text`."""
    out: list[str] = []
    blanked: list[bool] = []  # per open conditional: whether its current branch is left out
    for line in text.splitlines(keepends=True):
        directive = _DIRECTIVE.match(line)
        if directive is not None:
            kind = directive.group(1)
            if kind == "if":
                blanked.append(False)
            elif kind == "endif":
                if blanked:
                    blanked.pop()
            elif blanked:  # elif, else: a later branch
                blanked[-1] = True
            out.append(_NOT_LINE_END.sub(" ", line))
        else:
            out.append(_NOT_LINE_END.sub(" ", line) if any(blanked) else line)
    return "".join(out)


class _Reader:
    def __init__(self, grammar: Grammar, data: bytes, text: str) -> None:
        self.grammar = grammar
        self.data = data
        self.char_of: Callable[[int], int]
        if len(data) == len(text):  # ASCII: bytes are characters
            self.char_of = lambda offset: offset
        else:
            # The byte offset where each character starts: a byte offset maps to its character by bisection.
            starts, total = [], 0
            for character in text:
                starts.append(total)
                total += len(character.encode("utf-8", "surrogatepass"))
            self.char_of = lambda offset: bisect.bisect_right(starts, offset) - 1 if offset < total else len(text)

    def name(self, node: Any) -> str | None:
        name = node.child_by_field_name("name")
        if node.type == "impl_item":  # Rust: named by its type (`impl Retry for Policy` -> Policy)
            name = node.child_by_field_name("type")
            while name is not None and name.type in ("generic_type", "scoped_type_identifier") and name.child_by_field_name("type" if name.type == "generic_type" else "name"):
                name = name.child_by_field_name("type" if name.type == "generic_type" else "name")
        elif node.type == "type_declaration":  # Go: `type T struct` -> its spec's name
            spec = next((child for child in node.named_children if child.type in ("type_spec", "type_alias")), None)
            name = spec.child_by_field_name("name") if spec is not None else None
        if name is None:
            return None
        return self.data[name.start_byte : name.end_byte].decode("utf-8", "replace")

    def receiver(self, node: Any) -> str | None:
        """Go: the type a method is declared on (`func (r *Retrier) Do` -> Retrier)."""
        receiver = node.child_by_field_name("receiver")
        if receiver is None:
            return None
        stack = [receiver]
        while stack:
            current = stack.pop()
            if current.type == "type_identifier":
                return self.data[current.start_byte : current.end_byte].decode("utf-8", "replace")
            stack.extend(reversed(current.named_children))
        return None

    def scope_name(self, node: Any) -> tuple[str, ...]:
        named = [child for child in node.named_children if child.type not in self.grammar.comments]
        if not named:
            return ()
        target = node.child_by_field_name("name") or named[0]
        return (self.data[target.start_byte : target.end_byte].decode("utf-8", "replace").strip(),)

    def members(self, body: Any, prefix: tuple[str, ...], depth: int) -> list[Declaration]:
        """The declarations among the children of `body`, each starting at the comments just before it."""
        found: list[Declaration] = []
        comment_start: int | None = None
        for child in body.named_children:
            if child.type in self.grammar.comments:
                # A comment on a line of its own leads the declaration below it; one after code
                # on the same line (`x = 1  # why`) belongs to that code.
                line_start = self.data.rfind(b"\n", 0, child.start_byte) + 1
                if comment_start is None and not self.data[line_start : child.start_byte].strip():
                    comment_start = child.start_byte
                continue
            if child.type in self.grammar.scopes:
                prefix = prefix + self.scope_name(child)
                comment_start = None
                continue
            declaration = self.declaration(child, prefix, depth, comment_start if comment_start is not None else child.start_byte)
            if declaration is not None:
                found.append(declaration)
            comment_start = None
        return found

    def declaration(self, node: Any, prefix: tuple[str, ...], depth: int, start_byte: int) -> Declaration | None:
        grammar = self.grammar
        inner = node
        for _ in range(3):  # export default async function ..., decorated definitions
            if inner.type not in grammar.wrappers:
                break
            field_name = grammar.wrappers[inner.type]
            wrapped = inner.child_by_field_name(field_name) if field_name else None
            if wrapped is None:
                wrapped = next((child for child in inner.named_children if _declares(grammar, child.type)), None)
            if wrapped is None:
                return None
            inner = wrapped
        if inner.type in ("lexical_declaration", "variable_declaration"):  # const retry = async () => {...}
            declarator = next((child for child in inner.named_children if child.type == "variable_declarator"), None)
            value = declarator.child_by_field_name("value") if declarator is not None else None
            if value is None or value.type not in grammar.callables and value.type not in grammar.containers:
                return None
            name = self.name(declarator)
            kind_table = grammar.callables if value.type in grammar.callables else grammar.containers
            return self._made(node, value, start_byte, prefix, name, kind_table[value.type], depth)
        kind = grammar.containers.get(inner.type) or grammar.callables.get(inner.type) or grammar.others.get(inner.type)
        if kind is None:
            return None
        name = self.name(inner)
        owner = self.receiver(inner) if inner.type == "method_declaration" and grammar is _GO else None
        if owner is not None:
            prefix = prefix + (owner,)
        return self._made(node, inner, start_byte, prefix, name, kind, depth)

    def _made(self, outer: Any, inner: Any, start_byte: int, prefix: tuple[str, ...], name: str | None, kind: str, depth: int) -> Declaration:
        symbol = prefix + ((name or "<anonymous>").strip(),)
        members: tuple[Declaration, ...] = ()
        statements: tuple[int, ...] = ()
        body = inner.child_by_field_name("body")
        if body is None and inner.type == "namespace_declaration":
            body = next((child for child in inner.named_children if child.type == "declaration_list"), None)
        if inner.type in self.grammar.containers and body is not None and depth < MAX_DEPTH:
            members = tuple(self.members(body, symbol, depth + 1))
        elif inner.type in self.grammar.callables and body is not None:
            block = body
            if len(block.named_children) == 1 and block.named_children[0].type == "statement_list":  # Go
                block = block.named_children[0]
            statements = tuple(self.char_of(child.start_byte) for child in block.named_children)
        return Declaration(
            start=self.char_of(start_byte),
            end=self.char_of(outer.end_byte),
            symbol=symbol,
            kind=kind,
            members=members,
            statements=statements,
        )


def _declares(grammar: Grammar, node_type: str) -> bool:
    return (
        node_type in grammar.containers
        or node_type in grammar.callables
        or node_type in grammar.others
        or node_type in ("lexical_declaration", "variable_declaration")
    )

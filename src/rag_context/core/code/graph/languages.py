"""What each language's syntax tree says about definitions and references, as tree-sitter queries.

Each language gives query patterns, by what they capture:

- `definitions`: nodes that define something, each captured as `@def` (the node types are those
  core/code/syntax.py chunks at, plus the ones a file's members are: fields, nested functions,
  interface members);
- `references`: `@call.*` (a call: `name`, `qualifier`, `args`), `@new.*` (a construction), `@base`
  (a base type or interface, a type node), `@type` (a type node: its names are type uses),
  `@type.name` (one type identifier, for the grammars that mark every type position so);
- `variables`: `@var.name` with `@var.type` (a declared type) or `@var.new` (the type constructed
  into it), `@var.self` marking a Python `self.x = ...`: the types of the names a call's qualifier
  may be (`_sink.Emit()`, `self.map.bind()`);
- `scope`: `@import` and `@namespace` statements, read by the language's reader in extract.py.

A pattern that the installed grammar does not know is left out (logged once), not fatal: a newer
grammar renames a node, and that language then loses only that pattern.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one object per language
class LanguageSpec:
    name: str
    definitions: tuple[str, ...]
    references: tuple[str, ...]
    variables: tuple[str, ...] = ()
    scope: tuple[str, ...] = ()
    # Node types whose `name` (or other) field is a definition's own name, not a use of the type.
    declares_type: frozenset[str] = frozenset()
    # Node types of a parameter (arity), and of one that takes any number (varargs).
    parameters: frozenset[str] = frozenset()
    variadic: frozenset[str] = frozenset()
    optional: frozenset[str] = frozenset()
    # The qualifiers that mean "this object" and "its base".
    this: frozenset[str] = frozenset({"this"})
    base: frozenset[str] = frozenset({"base", "super"})
    # Type names that are the language's own (never a repository's definition).
    builtin_types: frozenset[str] = frozenset()


_CS_TYPE_POSITIONS = (
    "(parameter type: (_) @type)",
    "(variable_declaration type: (_) @type)",
    "(method_declaration returns: (_) @type)",
    "(local_function_statement type: (_) @type)",
    "(property_declaration type: (_) @type)",
    "(indexer_declaration type: (_) @type)",
    "(event_declaration type: (_) @type)",
    "(delegate_declaration type: (_) @type)",
    "(operator_declaration type: (_) @type)",
    "(conversion_operator_declaration type: (_) @type)",
    "(typeof_expression type: (_) @type)",
    "(cast_expression type: (_) @type)",
    "(as_expression right: (_) @type)",
    "(declaration_pattern type: (_) @type)",
    "(default_expression type: (_) @type)",
    "(array_creation_expression type: (_) @type)",
    "(catch_declaration type: (_) @type)",
    "(type_argument_list (_) @type)",
    "(type_parameter_constraint (type) @type)",
    "(attribute name: (_) @attribute)",
)

CSHARP = LanguageSpec(
    name="csharp",
    definitions=(
        "(namespace_declaration) @def",
        "(class_declaration) @def",
        "(struct_declaration) @def",
        "(interface_declaration) @def",
        "(record_declaration) @def",
        "(enum_declaration) @def",
        "(delegate_declaration) @def",
        "(method_declaration) @def",
        "(constructor_declaration) @def",
        "(destructor_declaration) @def",
        "(operator_declaration) @def",
        "(conversion_operator_declaration) @def",
        "(local_function_statement) @def",
        "(property_declaration) @def",
        "(indexer_declaration) @def",
        "(event_declaration) @def",
        "(field_declaration (variable_declaration (variable_declarator name: (identifier) @field.name)))",
        "(event_field_declaration (variable_declaration (variable_declarator name: (identifier) @field.name)))",
    ),
    references=(
        "(invocation_expression function: (identifier) @call.name arguments: (argument_list) @call.args)",
        "(invocation_expression function: (generic_name . (identifier) @call.name) arguments: (argument_list) @call.args)",
        "(invocation_expression function: (member_access_expression expression: _ @call.qualifier name: (identifier) @call.name) arguments: (argument_list) @call.args)",
        "(invocation_expression function: (member_access_expression expression: _ @call.qualifier name: (generic_name . (identifier) @call.name)) arguments: (argument_list) @call.args)",
        "(invocation_expression function: (conditional_access_expression condition: (_) @call.qualifier (member_binding_expression name: (identifier) @call.name)) arguments: (argument_list) @call.args)",
        "(object_creation_expression type: (_) @new.type arguments: (argument_list)? @new.args)",
        # Target-typed `new(...)`: the type is the declaration's, the property's, the method's.
        "(variable_declaration type: (_) @implicit.type (variable_declarator (implicit_object_creation_expression (argument_list) @implicit.args) @implicit.at))",
        "(property_declaration type: (_) @implicit.type value: (implicit_object_creation_expression (argument_list) @implicit.args) @implicit.at)",
        "(return_statement (implicit_object_creation_expression (argument_list) @implicit.args) @implicit.returned)",
        "(arrow_expression_clause (implicit_object_creation_expression (argument_list) @implicit.args) @implicit.returned)",
        "(assignment_expression left: (identifier) @implicit.variable right: (implicit_object_creation_expression (argument_list) @implicit.args) @implicit.at)",
        "(base_list (_) @base)",
        *_CS_TYPE_POSITIONS,
        "(member_access_expression expression: _ @access.qualifier name: (identifier) @access.name)",
        "(conditional_access_expression condition: (_) @access.qualifier (member_binding_expression name: (identifier) @access.name))",
        # A capitalised name read or written bare: a property, an event, a constant of the class.
        "(assignment_expression left: (identifier) @bare)",
        "(assignment_expression right: (identifier) @bare)",
        "(argument (identifier) @bare)",
        "(binary_expression (identifier) @bare)",
        "(return_statement (identifier) @bare)",
        "(arrow_expression_clause (identifier) @bare)",
        "(variable_declarator (identifier) @bare)",
        "(prefix_unary_expression (identifier) @bare)",
        "(postfix_unary_expression (identifier) @bare)",
        "(if_statement condition: (identifier) @bare)",
        "(conditional_expression (identifier) @bare)",
        "(interpolation (identifier) @bare)",
        "(element_access_expression expression: (identifier) @bare)",
        "(initializer_expression (identifier) @bare)",
    ),
    variables=(
        "(variable_declaration type: (_) @var.type (variable_declarator name: (identifier) @var.name))",
        "(variable_declaration type: (implicit_type) (variable_declarator name: (identifier) @var.name (object_creation_expression type: (_) @var.new)))",
        "(parameter type: (_) @var.type name: (identifier) @var.name)",
        "(property_declaration type: (_) @var.type name: (identifier) @var.name)",
    ),
    scope=("(using_directive) @import", "(namespace_declaration) @namespace", "(file_scoped_namespace_declaration) @namespace"),
    declares_type=frozenset(),
    parameters=frozenset({"parameter"}),
    builtin_types=frozenset({"var", "dynamic", "object", "string", "String", "Object", "Task", "List", "Dictionary", "IEnumerable"}),
)

PYTHON = LanguageSpec(
    name="python",
    definitions=(
        "(class_definition) @def",
        "(function_definition) @def",
        "(module (expression_statement (assignment left: (identifier) @variable.name)))",
        "(class_definition body: (block (expression_statement (assignment left: (identifier) @field.name))))",
    ),
    references=(
        "(call function: (identifier) @call.name arguments: (argument_list) @call.args)",
        "(call function: (attribute object: (_) @call.qualifier attribute: (identifier) @call.name) arguments: (argument_list) @call.args)",
        "(decorator (identifier) @call.name)",
        "(decorator (attribute object: (_) @call.qualifier attribute: (identifier) @call.name))",
        "(class_definition superclasses: (argument_list [(identifier) (attribute)] @base))",
        "(attribute object: (_) @access.qualifier attribute: (identifier) @access.name)",
        "(type) @type",
        "(except_clause [(identifier) (attribute)] @type)",
        "(except_clause (tuple [(identifier) (attribute)] @type))",
        "(except_clause (as_pattern [(identifier) (attribute)] @type))",
        "(except_clause (as_pattern (tuple [(identifier) (attribute)] @type)))",
    ),
    variables=(
        "(typed_parameter . (identifier) @var.name type: (type) @var.type)",
        "(typed_default_parameter name: (identifier) @var.name type: (type) @var.type)",
        "(assignment left: (identifier) @var.name type: (type) @var.type)",
        "(assignment left: (identifier) @var.name right: (call function: [(identifier) (attribute)] @var.new))",
        "(assignment left: (attribute object: (identifier) @var.self attribute: (identifier) @var.name) type: (type) @var.type)",
        "(assignment left: (attribute object: (identifier) @var.self attribute: (identifier) @var.name) right: (call function: [(identifier) (attribute)] @var.new))",
        # `storage_class = ds.Headers` (in a class body or a module): a class kept to be called.
        "(class_definition body: (block (expression_statement (assignment left: (identifier) @var.name right: [(identifier) (attribute)] @var.alias))))",
        "(module (expression_statement (assignment left: (identifier) @var.name right: [(identifier) (attribute)] @var.alias)))",
        # `self.headers = headers`, the parameter annotated: the attribute takes its type.
        "(assignment left: (attribute object: (identifier) @var.self attribute: (identifier) @var.name) right: (identifier) @var.from)",
    ),
    scope=("(import_statement) @import", "(import_from_statement) @import", "(future_import_statement) @import"),
    parameters=frozenset({"identifier", "typed_parameter", "default_parameter", "typed_default_parameter", "list_splat_pattern", "dictionary_splat_pattern"}),
    variadic=frozenset({"list_splat_pattern", "dictionary_splat_pattern"}),
    optional=frozenset({"default_parameter", "typed_default_parameter"}),
    this=frozenset({"self", "cls"}),
    base=frozenset({"super()"}),
    builtin_types=frozenset({
        "int", "str", "bytes", "float", "bool", "list", "dict", "set", "frozenset", "tuple", "object", "type", "None", "Optional",
        "Union", "Any", "List", "Dict", "Set", "Tuple", "Callable", "Iterable", "Iterator", "Sequence", "Mapping", "Type",
        "ClassVar", "Literal", "TypeVar", "Generic", "Generator", "Awaitable", "Coroutine", "AsyncIterator", "MutableMapping",
    }),
)

_TS_DEFINITIONS = (
    "(class_declaration) @def",
    "(abstract_class_declaration) @def",
    "(function_declaration) @def",
    "(generator_function_declaration) @def",
    "(method_definition) @def",
    "(interface_declaration) @def",
    "(enum_declaration) @def",
    "(type_alias_declaration) @def",
    "(abstract_method_signature) @def",
    "(method_signature) @def",
    "(internal_module) @def",
    "(variable_declarator name: (identifier) value: [(arrow_function) (function_expression) (class)]) @def",
    "(public_field_definition name: (property_identifier) @field.name)",
    "(program (lexical_declaration (variable_declarator name: (identifier) @variable.name)))",
    "(program (export_statement (lexical_declaration (variable_declarator name: (identifier) @variable.name))))",
)
_TS_REFERENCES = (
    "(call_expression function: (identifier) @call.name arguments: (arguments) @call.args)",
    "(call_expression function: (member_expression object: (_) @call.qualifier property: (property_identifier) @call.name) arguments: (arguments) @call.args)",
    "(new_expression constructor: (identifier) @new.name arguments: (arguments)? @new.args)",
    "(new_expression constructor: (member_expression object: (_) @new.qualifier property: (property_identifier) @new.name) arguments: (arguments)? @new.args)",
    "(member_expression object: (_) @access.qualifier property: (property_identifier) @access.name)",
    "(extends_clause value: (_) @base)",
    "(implements_clause (_) @base)",
    "(extends_type_clause (_) @base)",
    "(type_identifier) @type.name",
)
_TS_VARIABLES = (
    "(required_parameter pattern: (identifier) @var.name type: (type_annotation (_) @var.type))",
    "(optional_parameter pattern: (identifier) @var.name type: (type_annotation (_) @var.type))",
    "(public_field_definition name: (property_identifier) @var.name type: (type_annotation (_) @var.type))",
    "(variable_declarator name: (identifier) @var.name type: (type_annotation (_) @var.type))",
    "(variable_declarator name: (identifier) @var.name value: (new_expression constructor: (_) @var.new))",
    "(required_parameter (accessibility_modifier) pattern: (identifier) @var.name type: (type_annotation (_) @var.type))",
)
_TS_DECLARES = frozenset({
    "class_declaration", "abstract_class_declaration", "interface_declaration", "type_alias_declaration", "type_parameter",
    "enum_declaration", "class",
})
TYPESCRIPT = LanguageSpec(
    name="typescript",
    definitions=_TS_DEFINITIONS,
    references=_TS_REFERENCES,
    variables=_TS_VARIABLES,
    scope=("(import_statement) @import", "(export_statement source: (string)) @import", "((lexical_declaration (variable_declarator value: (call_expression function: (identifier) @require))) @import (#eq? @require \"require\"))"),
    declares_type=_TS_DECLARES,
    parameters=frozenset({"required_parameter", "optional_parameter", "identifier", "assignment_pattern", "rest_pattern"}),
    variadic=frozenset({"rest_pattern"}),
    optional=frozenset({"optional_parameter", "assignment_pattern"}),
    builtin_types=frozenset({"Promise", "Array", "Map", "Set", "Record", "Partial", "Readonly", "Error", "Date", "Object", "String"}),
)
_TS_ONLY = ("interface", "type_alias", "signature", "internal_module", "abstract_class", "enum_declaration", "public_field_definition")
JAVASCRIPT = LanguageSpec(
    name="javascript",
    definitions=(
        *(p for p in _TS_DEFINITIONS if not any(word in p for word in _TS_ONLY)),
        "(field_definition property: (property_identifier) @field.name)",
    ),
    references=(
        *(p for p in _TS_REFERENCES if not any(word in p for word in ("implements", "extends_type", "type_identifier", "extends_clause"))),
        "(class_heritage (_) @base)",
    ),
    variables=("(variable_declarator name: (identifier) @var.name value: (new_expression constructor: (_) @var.new))",),
    scope=TYPESCRIPT.scope[:2] + TYPESCRIPT.scope[2:],
    declares_type=_TS_DECLARES,
    parameters=frozenset({"identifier", "assignment_pattern", "rest_pattern", "object_pattern", "array_pattern"}),
    variadic=frozenset({"rest_pattern"}),
    optional=frozenset({"assignment_pattern"}),
)

JAVA = LanguageSpec(
    name="java",
    definitions=(
        "(class_declaration) @def",
        "(interface_declaration) @def",
        "(enum_declaration) @def",
        "(record_declaration) @def",
        "(annotation_type_declaration) @def",
        "(method_declaration) @def",
        "(constructor_declaration) @def",
        "(compact_constructor_declaration) @def",
        "(field_declaration declarator: (variable_declarator name: (identifier) @field.name))",
        "(constant_declaration declarator: (variable_declarator name: (identifier) @field.name))",
    ),
    references=(
        "(method_invocation !object name: (identifier) @call.name arguments: (argument_list) @call.args)",
        "(method_invocation object: _ @call.qualifier name: (identifier) @call.name arguments: (argument_list) @call.args)",
        "(object_creation_expression type: (_) @new.type arguments: (argument_list) @new.args)",
        "(field_access object: _ @access.qualifier field: (identifier) @access.name)",
        "(superclass (_) @base)",
        "(super_interfaces (type_list (_) @base))",
        "(extends_interfaces (type_list (_) @base))",
        "(type_identifier) @type.name",
        "(marker_annotation name: (identifier) @attribute)",
        "(annotation name: (identifier) @attribute)",
    ),
    variables=(
        "(field_declaration type: (_) @var.type declarator: (variable_declarator name: (identifier) @var.name))",
        "(local_variable_declaration type: (_) @var.type declarator: (variable_declarator name: (identifier) @var.name))",
        "(local_variable_declaration declarator: (variable_declarator name: (identifier) @var.name value: (object_creation_expression type: (_) @var.new)))",
        "(formal_parameter type: (_) @var.type name: (identifier) @var.name)",
    ),
    scope=("(import_declaration) @import", "(package_declaration) @namespace"),
    declares_type=frozenset({"type_parameter"}),
    parameters=frozenset({"formal_parameter", "spread_parameter"}),
    variadic=frozenset({"spread_parameter"}),
    builtin_types=frozenset({"String", "Object", "List", "Map", "Set", "Integer", "Long", "Boolean", "Override", "var"}),
)

GO = LanguageSpec(
    name="go",
    definitions=(
        "(function_declaration) @def",
        "(method_declaration) @def",
        "(type_spec) @def",
        "(type_alias) @def",
        "(method_elem) @def",
        "(source_file (var_declaration (var_spec name: (identifier) @variable.name)))",
        "(source_file (const_declaration (const_spec name: (identifier) @variable.name)))",
        "(field_declaration name: (field_identifier) @field.name)",
    ),
    references=(
        "(call_expression function: (identifier) @call.name arguments: (argument_list) @call.args)",
        "(call_expression function: (selector_expression operand: (_) @call.qualifier field: (field_identifier) @call.name) arguments: (argument_list) @call.args)",
        "(composite_literal type: (type_identifier) @new.name)",
        "(composite_literal type: (qualified_type package: (package_identifier) @new.qualifier name: (type_identifier) @new.name))",
        "(selector_expression operand: (_) @access.qualifier field: (field_identifier) @access.name)",
        "(field_declaration !name type: (_) @base)",
        "(interface_type (type_elem (_) @base))",
        "(type_identifier) @type.name",
    ),
    variables=(
        "(parameter_declaration name: (identifier) @var.name type: (_) @var.type)",
        "(var_spec name: (identifier) @var.name type: (_) @var.type)",
        "(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (composite_literal type: (_) @var.new)))",
        "(short_var_declaration left: (expression_list . (identifier) @var.name) right: (expression_list . (unary_expression operand: (composite_literal type: (_) @var.new))))",
        "(field_declaration name: (field_identifier) @var.name type: (_) @var.type)",
    ),
    scope=("(import_declaration) @import", "(package_clause) @namespace"),
    declares_type=frozenset({"type_spec", "type_alias", "type_parameter_declaration"}),
    parameters=frozenset({"parameter_declaration", "variadic_parameter_declaration"}),
    variadic=frozenset({"variadic_parameter_declaration"}),
    builtin_types=frozenset({"string", "int", "int64", "int32", "uint", "uint64", "byte", "rune", "bool", "error", "float64", "any"}),
)

RUST = LanguageSpec(
    name="rust",
    definitions=(
        "(mod_item) @def",
        "(impl_item) @def",
        "(trait_item) @def",
        "(function_item) @def",
        "(function_signature_item) @def",
        "(struct_item) @def",
        "(enum_item) @def",
        "(union_item) @def",
        "(type_item) @def",
        "(const_item) @def",
        "(static_item) @def",
        "(macro_definition) @def",
        "(field_declaration name: (field_identifier) @field.name)",
    ),
    references=(
        "(call_expression function: (identifier) @call.name arguments: (arguments) @call.args)",
        "(call_expression function: (scoped_identifier path: (_) @call.qualifier name: (identifier) @call.name) arguments: (arguments) @call.args)",
        "(call_expression function: (field_expression value: (_) @call.qualifier field: (field_identifier) @call.name) arguments: (arguments) @call.args)",
        "(call_expression function: (generic_function function: (identifier) @call.name) arguments: (arguments) @call.args)",
        "(macro_invocation macro: (identifier) @call.name)",
        "(struct_expression name: (type_identifier) @new.name)",
        "(struct_expression name: (scoped_type_identifier path: (_) @new.qualifier name: (type_identifier) @new.name))",
        "(field_expression value: (_) @access.qualifier field: (field_identifier) @access.name)",
        "(impl_item trait: (_) @base)",
        "(trait_item bounds: (trait_bounds (_) @base))",
        "(type_identifier) @type.name",
    ),
    variables=(
        "(parameter pattern: (identifier) @var.name type: (_) @var.type)",
        "(let_declaration pattern: (identifier) @var.name type: (_) @var.type)",
        "(let_declaration pattern: (identifier) @var.name value: (struct_expression name: (_) @var.new))",
        "(let_declaration pattern: (identifier) @var.name value: (call_expression function: (scoped_identifier path: (_) @var.new)))",
        "(field_declaration name: (field_identifier) @var.name type: (_) @var.type)",
    ),
    scope=("(use_declaration) @import",),
    declares_type=frozenset({"struct_item", "enum_item", "union_item", "type_item", "trait_item", "type_parameter", "type_parameters", "constrained_type_parameter", "associated_type"}),
    parameters=frozenset({"parameter"}),
    this=frozenset({"self", "Self"}),
    base=frozenset({"super"}),
    builtin_types=frozenset({"Self", "String", "Vec", "Option", "Result", "Box", "Rc", "Arc", "HashMap", "str"}),
)

# core/code/syntax.py's grammar module -> its spec (TSX reads as TypeScript).
BY_GRAMMAR = {
    ("tree_sitter_c_sharp", "language"): CSHARP,
    ("tree_sitter_python", "language"): PYTHON,
    ("tree_sitter_typescript", "language_typescript"): TYPESCRIPT,
    ("tree_sitter_typescript", "language_tsx"): TYPESCRIPT,
    ("tree_sitter_javascript", "language"): JAVASCRIPT,
    ("tree_sitter_go", "language"): GO,
    ("tree_sitter_java", "language"): JAVA,
    ("tree_sitter_rust", "language"): RUST,
}

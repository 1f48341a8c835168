"""Identifiers split into the words they are made of, so that a keyword search meets them.

`CircuitStateController` -> circuit state controller, `max_retry_attempts` -> max retry attempts,
`HTTPClientFactory` -> http client factory, `parseJSON2Async` -> parse json 2 async. BM25 sees
`circuitstatecontroller` as one token: the question "where is the circuit state controller" never
meets it unless the words are written out beside the code (`keyword_text`), and a query that names
the identifier is split the same way (`core/keywords.py`), so `RetryHelper` and "retry helper" meet.
"""

from __future__ import annotations

import re

# Runs of letters and digits: what a compound identifier is made of (underscores, dots, dashes,
# slashes separate them).
_ALNUM_RUN = re.compile(r"[^\W_]+")
# The words inside one run: an upper-case word before a capitalised one (`HTTP` of `HTTPClient`),
# a capitalised or lower-case word, an all-caps tail, digits.
_WORD_IN_RUN = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+|[^\W\d_A-Za-z]+")
# A token that may be a compound identifier: letters, digits and underscores, with a case change or
# an underscore inside (plain words, `retry` or `RETRY`, have nothing to split).
_IDENTIFIER = re.compile(r"\w+")
# Letters next to digits (`x10`, `utf8`) are not a compound: prose holds many, and splitting them would
# change what a prose query looks for.
_COMPOUND = re.compile(r"[a-z][A-Z]|[A-Z]{2}[a-z]|[A-Za-z0-9]_[A-Za-z0-9]")

MAX_KEYWORD_CHARS = 20_000  # a chunk's extra words are bounded (a minified file has thousands of identifiers)


def split_identifier(identifier: str) -> list[str]:
    """The lower-cased words of one identifier, in order; [] when it is one plain word."""
    if not _COMPOUND.search(identifier):
        return []
    return [word.lower() for run in _ALNUM_RUN.findall(identifier) for word in _WORD_IN_RUN.findall(run)]


def identifier_words(text: str) -> list[str]:
    """The words of the compound identifiers of `text`, each identifier once, in order of appearance."""
    words: list[str] = []
    for identifier in dict.fromkeys(_IDENTIFIER.findall(text)):
        words.extend(split_identifier(identifier))
    return words


def path_words(path: str) -> list[str]:
    """The words of a file path or a symbol path: `src/Polly.Core/CircuitBreaker/CircuitStateController.cs`
    -> src polly core circuit breaker circuit state controller cs."""
    return [word.lower() for run in _ALNUM_RUN.findall(path) for word in _WORD_IN_RUN.findall(run)]


# Doc comments: C#'s `///` lines, `/** ... */` blocks (Java, TypeScript, JSDoc), Python's docstrings.
_DOC_COMMENT = re.compile(r"^[ \t]*///([^\n]*)$|/\*\*(.*?)\*/|\"\"\"(.*?)\"\"\"|\'\'\'(.*?)\'\'\'", re.MULTILINE | re.DOTALL)
_XML_TAG = re.compile(r"<[^>\n]{1,200}>")
# A line that declares something, up to its body: modifiers or a declaring keyword first.
_DECLARATION_LINE = re.compile(
    r"^[ \t]*(?:\[[^\]\n]*\][ \t]*)*(?:(?:public|private|protected|internal|static|async|export|default|abstract|override|virtual"
    r"|sealed|partial|readonly|extern|unsafe|new|final|const|declare|pub(?:\([^)\n]*\))?)\s+)*"
    r"(?!(?:return|await|if|else|throw|new|var|let|yield|while|for|foreach|switch|using|lock|case|catch|when|do|try|goto)\b)"
    r"(?:(?:class|interface|struct|record|enum|trait|impl|function\*?|def|fn|func|type|namespace|module)\s+[\w.<>]+[^\n{=;]*"
    r"|\w[\w.<>\[\],?]*(?:[ \t]+\w[\w.<>\[\],?]*)*?[ \t]+\w+[ \t]*(?:<[^\n>]*>)?[ \t]*\([^\n)]*\)?)",
    re.MULTILINE,
)
MAX_DECLARATION_CHARS = 4_000  # a chunk's declaration field is bounded, whatever its weight


def declaration_words(code: str) -> list[str]:
    """The words of what a chunk declares and says of itself: its declaration lines (names, types,
    parameters; compound identifiers split) and its doc comments (XML tags left out), in order."""
    words: list[str] = []
    for match in _DOC_COMMENT.finditer(code):
        comment = _XML_TAG.sub(" ", next(group for group in match.groups() if group is not None))
        words.extend(word.lower() for word in re.findall(r"[^\W_]+", comment))
    for match in _DECLARATION_LINE.finditer(code):
        line = match.group(0)
        words.extend(word.lower() for word in re.findall(r"[^\W_]+", line))
        words.extend(identifier_words(line))
    return words


def keyword_text(code: str, path: str, symbol: str | None, declaration_weight: int = 0) -> str:
    """What the keyword side indexes beside a code chunk's text: the words of its identifiers, of its
    file's path and of its symbol path, one line each (empty parts left out); with a
    `declaration_weight`, the words of its declarations and doc comments that many times more (a
    field weighted by repetition: BM25 counts them as often, on every backend alike)."""
    lines = [" ".join(identifier_words(code))[:MAX_KEYWORD_CHARS], " ".join(path_words(path))]
    if symbol:
        lines.append(" ".join(path_words(symbol)))
    if declaration_weight > 0:
        declared = " ".join(declaration_words(code))[:MAX_DECLARATION_CHARS]
        lines.extend([declared] * declaration_weight)
    return "\n".join(line for line in lines if line)


def split_query(text: str) -> str:
    """A query with the words of its compound identifiers added after it (`RetryHelper delay` ->
    `RetryHelper delay retry helper`); a query without any (all prose) comes back unchanged."""
    words = identifier_words(text)
    return f"{text} {' '.join(words)}" if words else text

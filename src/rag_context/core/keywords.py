"""The words a keyword search looks for, read from a query the same way by every store."""

from __future__ import annotations

import re

# Words too common to help a keyword match: OR-ing them would rank by noise. Snowball's English
# list, the one Qdrant's text index uses, so that both keyword fallbacks read a query alike.
STOP_WORDS = frozenset(
    """
    i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
    herself it its itself they them their theirs themselves what which who whom this that these those am is
    are was were be been being have has had having do does did doing would should could ought a an the and
    but if or because as until while of at by for with about against between into through during before
    after above below to from up down in out on off over under again further then once here there when where
    why how all any both each few more most other some such no nor not only own same so than too very s t
    can will just don now ll m re ve d shan isn aren wasn weren hasn haven hadn doesn didn won wouldn
    shouldn couldn mustn let
    """.split()
)


def keyword_terms(text: str) -> list[str]:
    """Lower-cased word tokens, stop words out, each once, in order. `\\w+` holds no quote, dash or
    operator character, so no term can act as query syntax in FTS5 or MongoDB's $text."""
    return list(dict.fromkeys(word for word in re.findall(r"\w+", text.lower()) if word not in STOP_WORDS))

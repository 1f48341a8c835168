"""Decisions and chats as memory (issue 32): what is current at an instant and what a document
replaced (`currency`), how results may be ranked by recency and diversity (`ranking`), and what an
index request is told it may duplicate or replace (`suggestions`).

The reference semantics: every backend and every fallback level is tested against these functions.
Nothing is imported here, so that core/filters.py (which core/models.py imports) can use
`currency` without a cycle.
"""

"""Backup and restore: a consistent snapshot of a serving instance in one checked archive."""

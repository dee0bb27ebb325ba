"""Unified diffs: parse and repair, place hunks whose context drifted, apply in grades,
extract from model replies, and guard what a patch may touch."""

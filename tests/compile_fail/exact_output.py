#!/usr/bin/env python3
"""Rewrites docs/rules.md's "Exact output" blocks from the outputs that
tests/compile_fail/check.cmake wrote: one build directory per compiler.

    python3 tests/compile_fail/exact_output.py build/gcc build/clang

A maintainer's tool, as measure.py is (CI does not run it): rerun it after
the compile-fail tests of both builds have run whenever a header the three
mistakes pass through changes, so that the line numbers shown stay true.
It prints whether the blocks changed.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# The three mistakes the section shows, in its order; each as g++ then clang.
MISTAKES = ["readme_rejected_design", "call_encode_missing_value", "scan_range_skips_column"]


def main(gcc_build, clang_build):
    doc = ROOT / "docs" / "rules.md"
    text = doc.read_text()
    start = text.index("## Exact output")
    following = re.search(r"\n## ", text[start + 1:])
    end = start + 1 + following.start() if following else len(text)
    section = text[start:end]
    blocks = []
    for name in MISTAKES:
        for build in (gcc_build, clang_build):
            out = (pathlib.Path(build) / "tests" / "compile_fail" / (name + ".txt")).read_text()
            blocks.append(out.replace(str(ROOT) + "/", "").rstrip("\n") + "\n")  # paths from the repository
    pieces = re.split(r"(```text\n.*?```)", section, flags=re.S)
    at = [i for i, p in enumerate(pieces) if p.startswith("```text")]
    if len(at) != len(blocks):
        sys.exit(f"expected {len(blocks)} text blocks under 'Exact output', found {len(at)}")
    for i, block in zip(at, blocks):
        pieces[i] = "```text\n" + block + "```"
    rewritten = "".join(pieces)
    doc.write_text(text[:start] + rewritten + text[end:])
    print("changed" if rewritten != section else "unchanged")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

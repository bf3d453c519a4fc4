#!/usr/bin/env python3
"""Prints docs/rules.md's "Measured diagnostics" tables from the outputs that
tests/compile_fail/check.cmake wrote: one build directory per compiler.

    python3 tests/compile_fail/measure.py build/gcc build/clang

A maintainer's tool (CI does not run it): rerun it after the compile-fail
tests of both builds have run, and paste its output into docs/rules.md.
"""
import pathlib
import re
import sys

GROUPS = [  # prefix, what the tests are
    ("rule_", "key rules"),
    ("table_", "table declarations"),
    ("scan_", "refused scans"),
    ("call_", "a call's values"),
    ("lab_", "the lab's calls"),
    ("etcd_", "the etcd store"),
    ("inspect_", "the inspector"),
    ("lifetime_", "views of temporaries (clang only)"),
    ("print_", "printing without its header"),
    ("readme_", "README"),
    ("value_", "values of rowkey's string types"),
]


def outputs(build):
    d = pathlib.Path(build) / "tests" / "compile_fail"
    return {p.stem: p.read_text(errors="replace") for p in d.glob("*.txt")}


def main(gcc_dir, clang_dir):
    source = pathlib.Path(__file__).parent
    tests = sorted(p.stem for p in source.glob("*.cpp"))
    gcc, clang = outputs(gcc_dir), outputs(clang_dir)
    rows, lines = [], {}
    for t in tests:
        text = source.joinpath(t + ".cpp").read_text()
        want = re.search(r"^// errors: (\d+)", text, re.M)
        only = re.search(r"^// only-compiler: (\S+)", text, re.M)
        cells = []
        for name, out in (("g++", gcc), ("clang", clang)):
            if only and only.group(1) not in name or t not in out:
                cells.append(None)
                continue
            # Counted as check.cmake counts them: lines with ": error: ".
            errors = len(re.findall(r"^[^\n]*: (?:fatal )?error: ", out[t], re.M))
            cells.append((out[t].count("\n"), errors))
        lines[t] = cells
        shown = ["-" if c is None else str(c[0]) for c in cells]
        found = max((c[1] for c in cells if c), default=0)
        rows.append(f"| `{t}` | {shown[0]} | {shown[1]} | {found}/{want.group(1) if want else '?'} |")

    print("| tests | count | g++ lines | clang++ lines |")
    print("|---|---|---|---|")
    for prefix, what in GROUPS:
        group = [t for t in tests if t.startswith(prefix)]
        if not group:
            continue
        spans = []
        for i in (0, 1):
            n = [lines[t][i][0] for t in group if lines[t][i] is not None]
            spans.append(f"{min(n)} to {max(n)}" if n else "-")
        print(f"| {what} (`{prefix}*`) | {len(group)} | {spans[0]} | {spans[1]} |")
    print()
    print("| test | g++ | clang++ | errors |")
    print("|---|---|---|---|")
    print("\n".join(rows))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])

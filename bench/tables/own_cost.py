#!/usr/bin/env python3
"""Instructions a callgrind profile spent outside an engine's library.

    own_cost.py CALLGRIND_OUT LIBRARY_SUBSTRING

Prints "total own engine": every instruction counted, those not spent in
calls into the library (matched by its object file's name), and those spent
in such calls. A call into the library counts whole, with everything the
library does inside it (its own calls into libc included): that is the
engine's work. Only calls made from code with a known object count: the
dynamic linker's thread-local-storage helpers ("???") run inside the
library's own calls, which already count them. The profile must be written
with --compress-strings=no and --compress-pos=no.
"""
import sys


def main():
    path, library = sys.argv[1], sys.argv[2]
    total = 0
    engine = 0
    caller_object = None
    callee_object = None
    call_pending = False
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if call_pending:
                cost = int(line.split()[-1])
                caller = caller_object or ""
                known = caller not in ("", "???") and "ld-linux" not in caller
                if known and library not in caller and library in (callee_object or caller):
                    engine += cost
                call_pending = False
                callee_object = None
                continue
            if line.startswith("ob="):
                caller_object = line[3:]
            elif line.startswith("cob="):
                callee_object = line[4:]
            elif line.startswith("calls="):
                call_pending = True
            elif line.startswith("summary:") or line.startswith("totals:"):
                total = int(line.split()[1])
    print(total, total - engine, engine)


if __name__ == "__main__":
    main()

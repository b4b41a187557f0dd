"""Shared tail of the generator scripts: write the generated file, or with
--check compare it to the committed one.

The outputs are committed, so --check is what keeps them in step with their
inputs. Standard library only.
"""
import os
import sys


def write_or_check(tool, text, out_path, repo, check, summary=False):
    """Writes text to out_path, or (check) reports whether it is up to date.

    Returns the exit status. With summary, --check also prints the
    "TOOL: N passed, M failed" last line the test programs print.
    """
    rel = os.path.relpath(out_path, repo)
    if check:
        try:
            with open(out_path, encoding='utf-8') as f:
                current = f.read()
        except OSError:
            current = None
        if current != text:
            print('%s: %s is out of date; run scripts/%s.py' % (tool, rel, tool), file=sys.stderr)
            if summary:
                print('%s: 0 passed, 1 failed' % tool)
            return 1
        print('%s: %s is up to date' % (tool, rel))
        if summary:
            print('%s: 1 passed, 0 failed' % tool)
        return 0
    with open(out_path, 'w', encoding='utf-8', newline='\n') as f:
        f.write(text)
    return 0

"""Which shard of a test suite a test belongs to (`./brytorch bench upstream --shard I/N`).

Imported by brytorch_pytest (selection, under Brython) and by the bench driver
(tools/bench/lib/suite_bench.py, under the host's CPython, to know which native tests a
shard owns), so the rule has this one definition. A hash of the node id rather than a
position in the collection: it does not depend on what else was collected, and it spreads
a parametrised test's cases over all the shards.
"""


def shard_of(nodeid, count):
    """The shard (1..count) that runs `nodeid` ("test_x.py::Class::test_y[case]"): FNV-1a
    of its UTF-8 bytes, modulo count. Pure integer arithmetic, so CPython and Brython agree."""
    h = 0x811C9DC5
    for byte in nodeid.encode("utf-8"):
        h = ((h ^ byte) * 0x01000193) & 0xFFFFFFFF
    return h % count + 1


def parse_shard(text):
    """'2/4' -> (2, 4); ValueError with a usable message otherwise."""
    try:
        index, count = (int(part) for part in text.split("/"))
    except ValueError:
        raise ValueError(f"--shard wants I/N with whole numbers, e.g. 1/2 (got {text!r})") from None
    if not 1 <= index <= count:
        raise ValueError(f"--shard {text}: I must be between 1 and N")
    return index, count

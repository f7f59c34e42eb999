"""Selection: -k expressions, --deselect and shards."""
import re
from brytorch_shard import shard_of


def make_selection_matcher(keyword, deselect, shard=None):
    """Whether a node id is selected by -k `keyword`, `deselect` and a shard ((index, count),
    see brytorch_shard). A deselected id also deselects its parametrized cases (`test_x`
    covers `test_x[a]`; pytest matches any node-id prefix, this only up to "[")."""
    keyword_matcher = make_keyword_matcher(keyword)

    def matches(nodeid):
        if nodeid in deselect or nodeid.split("[", 1)[0] in deselect:
            return False
        if shard is not None and shard_of(nodeid, shard[1]) != shard[0]:
            return False
        return keyword_matcher is None or keyword_matcher(nodeid)
    return matches


def make_keyword_matcher(expr):
    """-k: words match as case-insensitive substrings of the test id; and/or/not/()."""
    if not expr:
        return None
    tokens = re.findall(r"\(|\)|[^\s()]+", expr)
    code = " ".join(t if t in ("and", "or", "not", "(", ")") else f"_m({t!r})" for t in tokens)
    compiled = compile(code, "<-k>", "eval")

    def matches(nodeid):
        low = nodeid.lower()
        return bool(eval(compiled, {"_m": lambda word: word.lower() in low}))
    return matches

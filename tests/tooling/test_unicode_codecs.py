"""The codecs Brython takes from web/runtime/python (overlay 546), run on the host's CPython
(`./brytorch test tooling`) against CPython's own _codecs on the same random inputs: the
value, or the exception type and message, must be the same for every input, codec and error
handler (the built-in ones and registered ones). Brython itself runs them in
tests/brython/test_builtins.py::test_unicode_codecs_and_error_handlers."""
import codecs
import encodings.cp1253
import os
import random
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "web", "runtime", "python"))
import _brytorch_codec_errors as errors_module  # noqa: E402
import _brytorch_unicode_codecs as ours  # noqa: E402

# Pieces random inputs are made of: valid and truncated UTF-8, invalid bytes, UTF-16 units
# (surrogates among them), byte order marks; characters of every width and lone surrogates.
BYTES = [b"a", b"\xc3\xa9", b"\xe2\x82\xac", b"\xf0\x9f\x98\x80", b"\xff", b"\x80", b"\xc3", b"\xe2\x82",
         b"\xed\xa0\x80", b"\xf4\x90", b"\xc0\x80", b"\xe0\x80", b"\x00\xd8", b"\x00\xdc", b"\x41\x00",
         b"\xfe\xff", b"\xff\xfe", b"\xaa", b"\xd2"]
CHARS = ["a", "\xe9", "\u20ac", "\U0001f600", "\ud800", "\udcff", "\udc80", "\udfff", "\x7f", "\xff", "\u0100"]
HANDLERS = ["strict", "replace", "ignore", "backslashreplace", "surrogateescape", "surrogatepass",
            "xmlcharrefreplace", "namereplace", "bt.mark", "bt.back", "bt.bytes"]


def _mark(e):
    return ("<%d>" % e.start, e.start + 1)


def _back(e):   # resumes one position from the end, or at the end
    return ("[%d:%d]" % (e.start, e.end), -1 if e.end < len(e.object) else e.end)


def _bytes(e):
    return (b"!" if isinstance(e, UnicodeEncodeError) else "!", e.end)


for _name, _handler in [("bt.mark", _mark), ("bt.back", _back), ("bt.bytes", _bytes)]:
    codecs.register_error(_name, _handler)
    errors_module.register_error(_name, _handler)


def outcome(call):
    try:
        return ("value", call())
    except Exception as e:   # the type and message are compared
        return ("raised", type(e).__name__, str(e))


TABLE = encodings.cp1253.decoding_table
MAPPING = {0x41: "A", 0xFF: 0x20AC, 0x80: None}


class CodecsAgainstCPython(unittest.TestCase):
    def compare(self, cases, inputs):
        differ = []
        for data, handler in inputs:
            for name, mine, theirs in cases:
                a, b = outcome(lambda: mine(data, handler)), outcome(lambda: theirs(data, handler))
                if a != b:
                    differ.append((name, data, handler, a, b))
        self.assertEqual(differ[:5], [], f"{len(differ)} differ")

    def test_decoders(self):
        rng = random.Random(1)
        inputs = [(b"".join(rng.choice(BYTES) for _ in range(rng.randint(0, 6))), rng.choice(HANDLERS))
                  for _ in range(1500)]
        cases = []
        for final in (True, False):
            cases += [
                (f"utf-8 {final}", lambda d, h, f=final: ours._utf_8_decode_full(d, h, f),
                 lambda d, h, f=final: codecs.utf_8_decode(d, h, f)),
                (f"utf_8_decode {final}", lambda d, h, f=final: ours.utf_8_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_8_decode(d, h, f)),
                (f"utf-16 {final}", lambda d, h, f=final: ours.utf_16_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_16_decode(d, h, f)),
                (f"utf-16-le {final}", lambda d, h, f=final: ours.utf_16_le_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_16_le_decode(d, h, f)),
                (f"utf-16-be {final}", lambda d, h, f=final: ours.utf_16_be_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_16_be_decode(d, h, f)),
                (f"utf_16_ex {final}", lambda d, h, f=final: ours.utf_16_ex_decode(d, h, 0, f),
                 lambda d, h, f=final: codecs.utf_16_ex_decode(d, h, 0, f)),
                (f"utf-32 {final}", lambda d, h, f=final: ours.utf_32_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_32_decode(d, h, f)),
                (f"utf-32-be {final}", lambda d, h, f=final: ours.utf_32_be_decode(d, h, f),
                 lambda d, h, f=final: codecs.utf_32_be_decode(d, h, f)),
            ]
        cases += [
            ("ascii", lambda d, h: ours._ascii_decode_full(d, h, True), codecs.ascii_decode),
            ("charmap table", lambda d, h: ours.charmap_decode(d, h, TABLE), lambda d, h: codecs.charmap_decode(d, h, TABLE)),
            ("charmap dict", lambda d, h: ours.charmap_decode(d, h, MAPPING), lambda d, h: codecs.charmap_decode(d, h, MAPPING)),
        ]
        self.compare(cases, inputs)

    def test_encoders(self):
        rng = random.Random(2)
        inputs = [("".join(rng.choice(CHARS) for _ in range(rng.randint(0, 6))), rng.choice(HANDLERS))
                  for _ in range(1500)]
        ours_map, their_map = ours.charmap_build(TABLE), codecs.charmap_build(TABLE)
        cases = [
            ("utf-8", ours._utf_8_encode_full, codecs.utf_8_encode),
            ("utf-16", ours.utf_16_encode, codecs.utf_16_encode),
            ("utf-16-be", ours.utf_16_be_encode, codecs.utf_16_be_encode),
            ("utf-32-le", ours.utf_32_le_encode, codecs.utf_32_le_encode),
            ("ascii", ours._ascii_encode_full, codecs.ascii_encode),
            ("latin-1", ours._latin_1_encode_full, codecs.latin_1_encode),
            ("charmap", lambda t, h: ours.charmap_encode(t, h, ours_map), lambda t, h: codecs.charmap_encode(t, h, their_map)),
        ]
        self.compare(cases, inputs)

    def test_handlers_called_directly(self):
        excs = [UnicodeDecodeError("utf-8", b"a\xff\xfe\xed\xa0\x80", 1, 3, "r"),
                UnicodeDecodeError("utf-16-le", b"\x00\xd8", 0, 2, "r"),
                UnicodeEncodeError("ascii", "a\xe9\udc80\U0001f600", 1, 4, "r"),
                UnicodeEncodeError("utf-32-be", "\ud800\udfff", 0, 2, "r"),
                UnicodeTranslateError("\xe9\u20ac", 0, 2, "r"), ValueError("x"), 1]
        for name in HANDLERS[:8]:
            for exc in excs:
                self.assertEqual(outcome(lambda: errors_module.lookup_error(name)(exc)),
                                 outcome(lambda: codecs.lookup_error(name)(exc)), (name, exc))
        self.assertEqual(outcome(lambda: errors_module.lookup_error("nope")), outcome(lambda: codecs.lookup_error("nope")))


if __name__ == "__main__":
    unittest.main()

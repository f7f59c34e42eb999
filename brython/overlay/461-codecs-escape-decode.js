// Fix: codecs.escape_decode and codecs.escape_encode work as in CPython (the decoding of
//   bytes-literal escapes; pickle's protocol 0-2 STRING opcodes go through escape_decode).
// Symptom: pickle.loads of a Python 2 pickle (numpy's test_pickle_py2_* tests,
//   encoding='latin1'/'bytes') raised "TypeError: 'NoneType' object is not subscriptable".
// Cause: Brython's _codecs defines both as placeholders that return None.
// Fix: our implementations: escapes \\ \' \" \a \b \f \n \r \t \v, octal (1-3 digits, the
//   value's low byte, a DeprecationWarning past \377), \xhh (errors 'strict': ValueError
//   "invalid \x escape at position N"; 'ignore'; 'replace': b'?'), a backslash-newline
//   dropped, unknown escapes kept (one DeprecationWarning per call, for the first invalid
//   escape, as CPython), a trailing backslash a
//   ValueError; escape_encode as CPython's bytes repr body. Both return (bytes, consumed).
// Test: tests/brython/test_stdlib.py::test_codecs_escape_decode_and_encode
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_codecs',
    'def escape_decode(*args,**kw):\n pass\n \ndef escape_encode(*args,**kw):\n pass\n',
    `def escape_decode(data, errors=None):
 """Decodes the backslash escapes of a bytes literal: (bytes, bytes consumed)."""
 if isinstance(data, str):
  data = data.encode("utf-8")
 data = bytes(data)
 out = bytearray()
 simple = {ord("\\\\"): 92, ord("'"): 39, ord('"'): 34, ord("a"): 7, ord("b"): 8, ord("f"): 12,
           ord("n"): 10, ord("r"): 13, ord("t"): 9, ord("v"): 11}
 hexdigits = b"0123456789abcdefABCDEF"
 i, n = 0, len(data)
 first_invalid = None   # CPython warns once per call, about the first invalid escape
 while i < n:
  c = data[i]
  if c != 92:
   out.append(c)
   i += 1
   continue
  start = i
  i += 1
  if i >= n:
   raise ValueError("Trailing \\\\ in string")
  c = data[i]
  i += 1
  if c == 10:
   continue
  if c in simple:
   out.append(simple[c])
  elif 48 <= c <= 55:
   value = c - 48
   for _ in range(2):
    if i < n and 48 <= data[i] <= 55:
     value = value * 8 + data[i] - 48
     i += 1
   if value > 0o377 and first_invalid is None:
    first_invalid = "invalid octal escape sequence '\\\\%o'" % value
   out.append(value & 0xFF)
  elif c == 120:
   digits = 0
   while digits < 2 and i + digits < n and data[i + digits] in hexdigits:
    digits += 1
   if digits == 2:
    out.append(int(data[i:i + 2], 16))
   elif errors in (None, "strict"):
    raise ValueError("invalid \\\\x escape at position %d" % start)
   elif errors == "replace":
    out.append(63)
   elif errors != "ignore":
    raise ValueError("decoding error; unknown error handling code: " + errors)
   i += digits
  else:
   if first_invalid is None:
    first_invalid = "invalid escape sequence '\\\\%s'" % chr(c)
   out.append(92)
   out.append(c)
 if first_invalid is not None:
  import warnings
  warnings.warn(first_invalid, DeprecationWarning, stacklevel=2)
 return bytes(out), n

def escape_encode(data, errors=None):
 """Escapes bytes as the body of their repr: (bytes, bytes consumed)."""
 if not isinstance(data, bytes):
  raise TypeError("argument 1 must be bytes, not %s" % type(data).__name__)
 out = bytearray()
 for c in data:
  if c == 92 or c == 39:
   out += b"\\\\" + bytes([c])
  elif c == 9:
   out += b"\\\\t"
  elif c == 10:
   out += b"\\\\n"
  elif c == 13:
   out += b"\\\\r"
  elif c < 32 or c >= 127:
   out += b"\\\\x%02x" % c
  else:
   out.append(c)
 return bytes(out), len(data)
`);
})(__BRYTHON__);

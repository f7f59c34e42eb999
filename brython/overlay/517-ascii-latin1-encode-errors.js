// Fix: str.encode() to ASCII or Latin-1 applies the built-in error handlers and reports an
//   unencodable run of characters with CPython's message.
// Symptom: `"aé€b".encode("ascii", "replace")` raised UnicodeEncodeError (CPython: b'a??b'),
//   as did 'xmlcharrefreplace' and 'namereplace', and every error said "'ascii' codec can't
//   encode character 0x1 in position undefined" (CPython: "'ascii' codec can't encode
//   characters in position 1-2: ordinal not in range(128)").
// Cause: brython.js's encoder honours 'ignore' (and 'backslashreplace' for ASCII) only, and
//   calls its error helper with the character's index where it takes a code point and a
//   position.
// Fix: str.encode with an ASCII or Latin-1 name (any spelling codecs accepts for them) and
//   errors 'strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace' or
//   'namereplace' encodes here, by code point: each run of characters at or above 128 (256)
//   is replaced, or raises UnicodeEncodeError with CPython's message (one character: its
//   escape and position; a run: the positions of its first and last). Other encodings and
//   handlers (surrogateescape, registered ones: Brython's codecs.lookup_error knows none) go
//   to brython.js as before.
// Test: tests/brython/test_builtins.py::test_ascii_and_latin1_encode_errors
(function ($B) {
  const _b_ = $B.builtins;
  const LIMITS = new Map([
    ...['ascii', 'us_ascii', '646', 'us'].map((n) => [n, ['ascii', 128]]),
    ...['latin_1', 'latin1', 'latin', 'iso8859_1', 'iso_8859_1', 'l1', 'cp819', '8859', 'iso_ir_100', 'csisolatin1']
      .map((n) => [n, ['latin-1', 256]]),
  ]);
  const HANDLERS = new Set(['strict', 'ignore', 'replace', 'backslashreplace', 'xmlcharrefreplace', 'namereplace']);
  const hex = (cp, width) => cp.toString(16).padStart(width, '0');
  const escape = (cp) => cp <= 0xff ? `\\x${hex(cp, 2)}` : cp <= 0xffff ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`;
  let unicodedataName = null;
  const characterName = (cp) => {
    unicodedataName = unicodedataName || $B.$getattr($B.$call(_b_.__import__, 'unicodedata'), 'name');
    const name = $B.$call(unicodedataName, String.fromCodePoint(cp), _b_.None);
    return name === _b_.None ? null : name;
  };
  const replacement = (errors, cp) => {
    switch (errors) {
      case 'ignore': return '';
      case 'replace': return '?';
      case 'backslashreplace': return escape(cp);
      case 'xmlcharrefreplace': return `&#${cp};`;
      case 'namereplace': { const name = characterName(cp); return name === null ? escape(cp) : `\\N{${name}}`; }
    }
    return null;
  };
  // The bytes of `text` in `encoding` (limit: 128 or 256), or a raised UnicodeEncodeError.
  const encodeLimited = (text, [encoding, limit], errors) => {
    const points = Array.from(text, (c) => c.codePointAt(0));
    const out = [];
    for (let i = 0; i < points.length;) {
      if (points[i] < limit) { out.push(points[i++]); continue; }
      let end = i;
      while (end < points.length && points[end] >= limit) end++;
      if (errors === 'strict') {
        const where = end - i === 1 ? `character '${escape(points[i])}' in position ${i}`
          : `characters in position ${i}-${end - 1}`;
        $B.RAISE(_b_.UnicodeEncodeError, `'${encoding}' codec can't encode ${where}: ordinal not in range(${limit})`);
      }
      for (; i < end; i++) {
        for (const c of replacement(errors, points[i])) out.push(c.charCodeAt(0));
      }
    }
    return $B.fast_bytes(out);
  };
  const original = _b_.str.tp_funcs.encode;
  const isText = (a) => a === undefined || typeof a === 'string';
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'encode', function (self, encoding, errors) {
    // (positional text arguments, the common call, are read without a second argument parse)
    const $ = arguments.length <= 3 && isText(encoding) && isText(errors)
      ? { self, encoding: encoding ?? 'utf-8', errors: errors ?? 'strict' }
      : $B.args('encode', 3, { self: null, encoding: null, errors: null }, arguments,
        { encoding: 'utf-8', errors: 'strict' }, null, null);
    const text = typeof $.self === 'string' ? $.self : $.self instanceof String ? $.self.valueOf() : null;
    const limits = typeof $.encoding === 'string' ? LIMITS.get($.encoding.toLowerCase().replace(/[- ]/g, '_')) : undefined;
    if (text === null || limits === undefined || typeof $.errors !== 'string' || !HANDLERS.has($.errors)) {
      return original.apply(this, arguments);
    }
    return encodeLimited(text, limits, $.errors);
  });
})(__BRYTHON__);

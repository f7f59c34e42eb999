// Fix: Unicode codecs and their errors behave as CPython 3.13's: UnicodeEncodeError,
//   UnicodeDecodeError and UnicodeTranslateError take and check CPython's arguments, have
//   encoding/object/start/end/reason and CPython's message; bytes.decode, bytearray.decode,
//   str(b, encoding, errors), str.encode and bytes(s, encoding, errors) apply every error
//   handler (the eight built-in ones and those registered with codecs.register_error);
//   codecs.lookup_error/register_error work; _codecs' UTF-8/16/32, ASCII, Latin-1 and charmap
//   functions are CPython's.
// Symptom: `b"a\xff".decode("utf-8", "replace")` raised UnicodeDecodeError (CPython 'a\ufffd'),
//   as did "backslashreplace", ASCII with "replace", and io.TextIOWrapper(..., errors="replace")
//   on bad input; "surrogateescape" gave U+FFFD and `"a\ud800".encode()` succeeded with
//   b'a\xef\xbf\xbd' (CPython: "surrogates not allowed"); `"\u20ac".encode("utf-16-le")`
//   raised ValueError; b"\xff\xfeA\x00".decode("utf-16") failed; a caught UnicodeDecodeError
//   had no `.start`, `.end`, `.reason`, `.object`, `.encoding` and str() showed its args tuple;
//   codecs.lookup_error("strict") returned None and codecs.register_error did nothing;
//   codecs.utf_8_decode(b"ab") raised TypeError (Brython's takes a `decoder` first).
// Cause: brython.js's decode/encode know a few handler names for a few codecs, raise their
//   errors with a message only, encode UTF-8 with TextEncoder (which replaces lone surrogates
//   silently); brython_stdlib.js's _codecs has stubs (`pass`) for lookup_error, register_error,
//   utf_32_encode/decode and sketches for the rest; its Unicode errors keep BaseException's
//   __init__ and __str__.
// Fix: the codecs in web/runtime/python/_brytorch_unicode_codecs.py and the handlers in
//   _brytorch_codec_errors.py (CPython's algorithms, error ranges and reasons) take the place
//   of _codecs' functions. bytes.decode and str.encode keep a JavaScript fast path for input
//   without errors (TextDecoder with fatal: true; TextEncoder for well-formed text; ASCII and
//   Latin-1 by code unit) and call those codecs for anything else of UTF-8/16/32, ASCII or
//   Latin-1; other codecs go through the `encodings` package as before (now onto CPython's
//   charmap functions). The three Unicode errors get CPython's __init__ (exactly 5 or 4
//   arguments, their types), attributes and __str__. (Replaces overlays 517, which made
//   ASCII/Latin-1 encoding errors work alone, 459, str subclass instances' text, and 497,
//   encoding names that are str subclass instances.)
// Test: tests/brython/test_builtins.py::test_unicode_codecs_and_error_handlers,
//   test_unicode_errors_have_cpythons_attributes_and_messages,
//   test_ascii_and_latin1_encode_errors, test_str_subclass_encode,
//   test_codec_names_may_be_str_subclasses
(function ($B) {
  const _b_ = $B.builtins;

  // --- The Unicode errors ------------------------------------------------------------------
  const baseInit = _b_.BaseException.tp_init;
  const FIELDS = ['encoding', 'object', 'start', 'end', 'reason'];
  // (CPython's argument errors name None by itself, any other value by its type)
  const typeName = (v) => (v === _b_.None ? 'None' : $B.class_name(v));
  const isStr = (v) => typeof v === 'string' || $B.$isinstance(v, _b_.str);
  const needStr = (v, n) => {
    if (!isStr(v)) $B.RAISE(_b_.TypeError, `argument ${n} must be str, not ${typeName(v)}`);
    return v;
  };
  const asBytes = (v) => {
    if ($B.$isinstance(v, _b_.bytes)) return v;
    if ($B.$isinstance(v, [_b_.bytearray, _b_.memoryview]) || $B.$getattr(v, '__buffer__', null) !== null) {
      return $B.$call(_b_.bytes, v);
    }
    $B.RAISE(_b_.TypeError, `a bytes-like object is required, not '${typeName(v)}'`);
  };
  // (CPython's PyArg_ParseTuple "UOnnU" / "UnnU": the count first, then each argument)
  const makeInit = (kind) => function (self) {
    baseInit.apply(null, arguments);   // args, and "takes no keyword arguments"
    const a = self.args, want = kind === 'translate' ? 4 : 5;
    if (a.length !== want) $B.RAISE(_b_.TypeError, `function takes exactly ${want} arguments (${a.length} given)`);
    const f = {};
    let i = 0;
    f.encoding = kind === 'translate' ? _b_.None : needStr(a[i++], 1);
    f.object = kind === 'decode' ? asBytes(a[i++]) : needStr(a[i++], i);
    f.start = $B.PyNumber_Index(a[i++]);
    f.end = $B.PyNumber_Index(a[i++]);
    f.reason = needStr(a[i++], i);
    self.$bt_unicode = f;
  };
  const field = (self, name) => self.$bt_unicode?.[name] ?? _b_.None;
  const position = (self) => [Number(field(self, 'start')), Number(field(self, 'end'))];
  const hex = (n, width) => n.toString(16).padStart(width, '0');
  const charEscape = (cp) => cp <= 0xff ? `\\x${hex(cp, 2)}` : cp <= 0xffff ? `\\u${hex(cp, 4)}` : `\\U${hex(cp, 8)}`;
  const str = (v) => _b_.str.$factory(v);
  // (an error brython.js raised with a message alone, $B.RAISE, has no fields: its args say it)
  const baseStr = _b_.BaseException.tp_str;
  // Objects/exceptions.c: one byte or character names it, a range gives start-(end - 1)
  const decodeStr = function (self) {
    if (self.$bt_unicode === undefined) return baseStr(self);
    const obj = field(self, 'object');
    if (obj === _b_.None) return '';
    const [start, end] = position(self), bytes = obj.source || [];
    const where = start < bytes.length && end === start + 1 && start >= 0
      ? `byte 0x${hex(bytes[start], 2)} in position ${start}` : `bytes in position ${start}-${end - 1}`;
    return `'${str(field(self, 'encoding'))}' codec can't decode ${where}: ${str(field(self, 'reason'))}`;
  };
  const charWhere = (self) => {
    const obj = field(self, 'object'), [start, end] = position(self);
    const len = isStr(obj) ? _b_.len(obj) : 0;
    if (start >= 0 && start < len && end === start + 1) {
      return `character '${charEscape(_b_.ord(_b_.str.mp_subscript(obj, start)))}' in position ${start}`;
    }
    return `characters in position ${start}-${end - 1}`;
  };
  const encodeStr = function (self) {
    if (self.$bt_unicode === undefined) return baseStr(self);
    if (field(self, 'object') === _b_.None) return '';
    return `'${str(field(self, 'encoding'))}' codec can't encode ${charWhere(self)}: ${str(field(self, 'reason'))}`;
  };
  const translateStr = function (self) {
    if (self.$bt_unicode === undefined) return baseStr(self);
    if (field(self, 'object') === _b_.None) return '';
    return `can't translate ${charWhere(self)}: ${str(field(self, 'reason'))}`;
  };
  const descriptors = (cls) => {
    for (const name of FIELDS) {
      const get = (self) => field(self, name);
      const set = (self, value) => {
        if (value === $B.NULL || value === undefined) $B.RAISE(_b_.TypeError, `can't delete ${name}`);
        if ((name === 'start' || name === 'end') && !$B.is_int(value)) $B.RAISE(_b_.TypeError, 'an integer is required');
        (self.$bt_unicode ??= {})[name] = value;
      };
      $B.set_to_dict(cls, name, $B.getset_descriptor.$factory(cls, name, [get, set]));
    }
  };
  for (const [cls, kind, toStr] of [[_b_.UnicodeDecodeError, 'decode', decodeStr],
    [_b_.UnicodeEncodeError, 'encode', encodeStr], [_b_.UnicodeTranslateError, 'translate', translateStr]]) {
    const init = makeInit(kind);
    init.ml = { ml_name: '__init__' };
    toStr.ml = { ml_name: '__str__' };
    cls.tp_init = init;
    cls.tp_str = toStr;
    $B.set_to_dict(cls, '__init__', $B.wrapper_descriptor.$factory(cls, '__init__', init));
    $B.set_to_dict(cls, '__str__', $B.wrapper_descriptor.$factory(cls, '__str__', toStr));
    descriptors(cls);
  }

  // --- _codecs: CPython's functions --------------------------------------------------------
  const CODEC_FUNCTIONS = ['utf_8_decode', 'utf_8_encode', 'utf_16_decode', 'utf_16_encode',
    'utf_16_le_decode', 'utf_16_le_encode', 'utf_16_be_decode', 'utf_16_be_encode', 'utf_16_ex_decode',
    'utf_32_decode', 'utf_32_encode', 'utf_32_le_decode', 'utf_32_le_encode', 'utf_32_be_decode',
    'utf_32_be_encode', 'utf_32_ex_decode', 'ascii_decode', 'ascii_encode', 'latin_1_decode',
    'latin_1_encode', 'charmap_build', 'charmap_decode', 'charmap_encode'];
  // (imported at the end of _codecs: its own definitions of these names come first)
  const codecsEntry = $B.VFS._codecs;
  if (!codecsEntry) throw new Error('brytorch overlay: stdlib module _codecs not found');
  codecsEntry[1] += `\nfrom _brytorch_unicode_codecs import ${CODEC_FUNCTIONS.join(',')}\n` +
    'from _brytorch_codec_errors import lookup_error,register_error\n' +
    'from _brytorch_codec_registry import encode,decode\n';

  // --- bytes.decode and str.encode ---------------------------------------------------------
  const normalisedNames = new Map();   // (names come from a handful of spellings)
  const normalise = (name) => {
    let n = normalisedNames.get(name);
    if (n === undefined && normalisedNames.size < 1000) normalisedNames.set(name, n = name.toLowerCase().replace(/[- ]/g, '_'));
    return n ?? name.toLowerCase().replace(/[- ]/g, '_');
  };
  const UTF8 = new Set(['utf_8', 'utf8', 'u8', 'utf', 'cp65001']);
  const ASCII = new Set(['ascii', 'us_ascii', '646', 'us']);
  const LATIN1 = new Set(['latin_1', 'latin1', 'latin', 'l1', 'iso8859_1', 'iso_8859_1', '8859', 'cp819']);
  const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });
  const utf8Encoder = new TextEncoder();
  let codecsModule = null, registryModule = null;
  const pyCodec = (which, name) => {
    codecsModule ??= $B.$call(_b_.__import__, '_brytorch_unicode_codecs');
    const f = $B.$call($B.$getattr(codecsModule, which), name);
    return f === _b_.None ? null : f;
  };
  // Any other codec: found in the registry, as CPython's _PyCodec_DecodeText/EncodeText do.
  const registry = (name) => {
    registryModule ??= $B.$call(_b_.__import__, '_brytorch_codec_registry');
    return $B.$getattr(registryModule, name);
  };
  const fromCodes = (codes) => {
    let s = '';
    for (let i = 0; i < codes.length; i += 8192) s += String.fromCharCode.apply(null, codes.slice(i, i + 8192));
    return s;
  };
  // An encoding or errors argument as a JS string: any str, a subclass instance too (numpy
  // passes numpy.str_), else CPython's TypeError.
  const checkText = (fn, what, v) => {
    if (typeof v === 'string') return v;
    if (!isStr(v)) $B.RAISE(_b_.TypeError, `${fn}() argument '${what}' must be str, not ${typeName(v)}`);
    return String(v.$brython_value ?? v);
  };
  // The text of bytes `source` (a JS array) in codec `name` (normalised) when it decodes
  // without an error, else undefined.
  const fastDecode = (name, source) => {
    if (UTF8.has(name)) {
      try { return fatalUtf8.decode(new Uint8Array(source)); } catch (err) { return undefined; }
    }
    if (LATIN1.has(name)) return fromCodes(source);
    if (ASCII.has(name)) return source.every((b) => b < 0x80) ? fromCodes(source) : undefined;
    return undefined;
  };
  const decodeBytes = (self, encoding, errors) => {
    if (self.source === undefined) self = $B.$call(_b_.bytes, self);   // (a memoryview)
    const name = normalise(encoding);
    const fast = fastDecode(name, self.source);
    if (fast !== undefined) return fast;
    const decoder = pyCodec('decoder_of', name);
    if (decoder === null) return $B.$call(registry('_decode_text'), self, encoding, errors);
    return $B.$call(decoder, self, errors, true)[0];
  };
  const decodeMethod = function (self, encoding, errors) {
    const $ = arguments.length <= 3 && (encoding === undefined || typeof encoding === 'string') &&
      (errors === undefined || typeof errors === 'string')
      ? { self, encoding: encoding ?? 'utf-8', errors: errors ?? 'strict' }
      : $B.args('decode', 3, { self: null, encoding: null, errors: null }, arguments,
        { encoding: 'utf-8', errors: 'strict' }, null, null);
    const enc = checkText('decode', 'encoding', $.encoding), errs = checkText('decode', 'errors', $.errors);
    return decodeBytes($.self, enc, errs);
  };
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.bytes, 'decode', decodeMethod);
  // str(b, encoding, errors), and brython.js's own decoding (`b'%s' % x`: the bytes alone)
  $B.bytes_decode = (obj, encoding = 'utf-8', errors = 'strict') =>
    decodeBytes(obj, checkText('str', 'encoding', encoding), checkText('str', 'errors', errors));
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.bytearray, 'decode', function () {
    return decodeMethod.apply(null, arguments);
  });

  // (a str subclass instance, numpy.str_ included, keeps its text in $brython_value)
  const textOf = (s) => (typeof s === 'string' ? s : s instanceof String ? s.valueOf()
    : s?.$brython_value !== undefined ? String(s.$brython_value) : null);
  // The bytes of `text` in codec `name` (normalised) when it encodes without an error, else undefined.
  const fastEncode = (name, text) => {
    if (UTF8.has(name)) return text.isWellFormed() ? $B.fast_bytes(Array.from(utf8Encoder.encode(text))) : undefined;
    const limit = ASCII.has(name) ? 0x80 : LATIN1.has(name) ? 0x100 : 0;
    if (limit === 0) return undefined;
    const out = new Array(text.length);
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c >= limit) return undefined;
      out[i] = c;
    }
    return $B.fast_bytes(out);
  };
  // The bytes of str `s` in `encoding`.
  const encodeText = (s, encoding, errors) => {
    const text = textOf(s), name = normalise(encoding);
    const fast = text === null ? undefined : fastEncode(name, text);
    if (fast !== undefined) return fast;
    const encoder = pyCodec('encoder_of', name);
    if (encoder === null) return $B.$call(registry('_encode_text'), s, encoding, errors);
    return $B.$call(encoder, s, errors)[0];
  };
  $B.brytorchOverlay.replaceBuiltinMethod(_b_.str, 'encode', function (self, encoding, errors) {
    const $ = arguments.length <= 3 && (encoding === undefined || typeof encoding === 'string') &&
      (errors === undefined || typeof errors === 'string')
      ? { self, encoding: encoding ?? 'utf-8', errors: errors ?? 'strict' }
      : $B.args('encode', 3, { self: null, encoding: null, errors: null }, arguments,
        { encoding: 'utf-8', errors: 'strict' }, null, null);
    const enc = checkText('encode', 'encoding', $.encoding), errs = checkText('encode', 'errors', $.errors);
    return encodeText($.self, enc, errs);
  });
  // bytes(s, encoding[, errors]) and bytearray(...): the text encoded here, the bytes made
  // by brython.js's constructor (which checks every other form of arguments).
  const bytesNew = _b_.bytes.tp_new;
  _b_.bytes.tp_new = function (cls, args, kw) {
    const n = args.length, nkw = kw ? _b_.dict.mp_length(kw) : 0;
    if (n >= 1 && n <= 3 && isStr(args[0])) {
      const keyword = (name) => (kw ? $B.str_dict_get(kw, name, $B.NULL) : $B.NULL);
      const encoding = n >= 2 ? args[1] : keyword('encoding'), errors = n >= 3 ? args[2] : keyword('errors');
      const used = (n < 2 && encoding !== $B.NULL) + (n < 3 && errors !== $B.NULL);
      if (encoding !== $B.NULL && used === nkw) {
        const enc = checkText('bytes', 'encoding', encoding);
        const errs = errors === $B.NULL ? 'strict' : checkText('bytes', 'errors', errors);
        return bytesNew(cls, [encodeText(args[0], enc, errs)], $B.empty_dict());
      }
    }
    return bytesNew(cls, args, kw);
  };
  Object.assign(_b_.bytes.tp_new, bytesNew);
})(__BRYTHON__);

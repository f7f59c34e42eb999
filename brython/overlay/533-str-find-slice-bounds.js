// Fix: str.find, rfind (and index, rindex, which call them) search `s[start:end]` as
//   CPython does: both bounds taken as slice indices (negative ones from the end), a match
//   must end by `end`, the position is counted in characters from the start of `s`.
// Symptom: "abc".find("c", 0, 2) was 2 (CPython -1: the match runs past `end`),
//   "abcabc".find("c", -3) 2 (5), "abcabc".rfind("c", -3) 1 (5), "abcabc".rfind("bc", 1, 3)
//   0 (1), "abc".rindex("", 2, 1) 3 (ValueError); index and rindex followed.
// Cause: brython.js's find looks from `start` with indexOf and checks `end` only against
//   the length of `sub`, not against where the match ends; it passes a negative `start` to
//   indexOf as it is. rfind returns the match's position relative to `start`.
// Fix: both replaced: the bounds adjusted as CPython's ADJUST_INDICES does, -1 when the
//   slice is shorter than `sub` (so '' is found at `start`, or at `end` from the right,
//   only when start <= end), then a search in the slice; a string with characters past
//   U+FFFF is searched as code points.
// Test: tests/brython/test_builtins.py::test_str_find_with_bounds
(function ($B) {
  const _b_ = $B.builtins, str = _b_.str;
  const index = (v) => {
    if (v === _b_.None) return undefined;
    try {
      return $B.PyNumber_Index(v);
    } catch (err) {
      $B.RAISE(_b_.TypeError, 'slice indices must be integers or None or have an __index__ method');
    }
  };
  const search = (name, fromRight) => function () {
    const $ = $B.args(name, 4, { self: null, sub: null, start: null, end: null }, arguments,
      { start: _b_.None, end: _b_.None }, null, null);
    const s = str.$to_string($.self), sub = str.$to_string($.sub);
    if (sub === $B.NULL) $B.RAISE(_b_.TypeError, `${name}() argument 1 must be str, not ${$B.class_name($.sub)}`);
    const astral = s.surrogates !== undefined || sub.surrogates !== undefined;
    const chars = astral ? Array.from(String(s)) : null;
    const len = astral ? chars.length : s.length, subLen = astral ? Array.from(String(sub)).length : sub.length;
    let start = index($.start) ?? 0, end = index($.end) ?? len;
    if (end > len) end = len;
    else if (end < 0) end = Math.max(0, end + len);
    if (start < 0) start = Math.max(0, start + len);
    if (end - start < subLen) return -1;
    const part = astral ? chars.slice(start, end).join('') : String(s).slice(start, end);
    const at = fromRight ? part.lastIndexOf(String(sub)) : part.indexOf(String(sub));
    if (at < 0) return -1;
    return start + (astral ? Array.from(part.slice(0, at)).length : at);
  };
  $B.brytorchOverlay.replaceBuiltinMethod(str, 'find', search('find', false));
  $B.brytorchOverlay.replaceBuiltinMethod(str, 'rfind', search('rfind', true));
})(__BRYTHON__);

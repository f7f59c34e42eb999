// Fix: compiled patterns have CPython's read-only attributes pattern, flags and groups.
// Symptom: "AttributeError: 'Pattern' object has no attribute 'pattern'" (unittest's
//   assertRaisesRegex reads expected_regex.pattern; PyTorch's test_view_ops).
// Cause: Brython's python_re stores them as JS properties of the Pattern object but declares
//   only `groupindex` to the type, so attribute lookup never sees them.
// Fix: the type declares the three as getters: pattern (the source str/bytes), groups (the
//   number of capturing groups) and flags (an int, as CPython's).
// Test: tests/brython/test_stdlib.py::test_re_pattern_attributes
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('python_re',
    'Pattern.tp_getset = ["groupindex"]\n',
    'Pattern_funcs.pattern_get = function(self) {\n' +
    '    return self.$pattern.type == "bytes" ? _b_.bytes.$factory(self.pattern, "latin-1") : self.pattern\n' +
    '}\n' +
    'Pattern_funcs.pattern_set = _b_.None\n' +
    'Pattern_funcs.groups_get = function(self) { return self.groups }\n' +
    'Pattern_funcs.groups_set = _b_.None\n' +
    'Pattern_funcs.flags_get = function(self) { return _b_.int.$factory(self.flags) }\n' +
    'Pattern_funcs.flags_set = _b_.None\n' +
    'Pattern.tp_getset = ["groupindex", "pattern", "groups", "flags"]\n');
})(__BRYTHON__);

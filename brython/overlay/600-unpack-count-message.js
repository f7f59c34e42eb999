// Fix: "not enough values to unpack (expected 3, got 2)" and "(expected at least 3, got 1)"
//   are spaced as CPython's.
// Symptom: `a, b, c = [1, 2]` said "(expected  3, got 2)" (two spaces), and `a, *b, c, d =
//   [1]` "(expected  at least  5, got 1)" (CPython: "at least 3", the targets besides the
//   starred one): a test matching CPython's text (assertRaisesRegex) failed.
// Cause: brython.js's $B.unpacker writes `expected ${starred ? ' at least ' : ''} ${n}`, with
//   n counting the targets after the starred one twice.
// Fix: one space between the words, and the count of the targets that are not starred.
// Test: tests/brython/test_language.py::test_unpack_count_messages
(function ($B) {
  $B.brytorchOverlay.patchCoreFunction($B, 'unpacker', [
    ["`(expected ${has_starred ? ' at least ' : ''} `+\n`${left_length}, got ${right_length})`",
      "`(expected ${has_starred ? 'at least ' : ''}`+\n`${has_starred ? nb_targets - 1 : nb_targets}, got ${right_length})`"],
  ]);
})(__BRYTHON__);

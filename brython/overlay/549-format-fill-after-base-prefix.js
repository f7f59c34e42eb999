// Fix: a zero-padded (or '='-aligned) number formatted with the alternate form keeps its 0b,
//   0o or 0x prefix before the padding, as CPython does.
// Symptom: `format(255, "#010x")` was '0000000xff' (CPython '0x000000ff'), `f"{5:#06X}"`
//   '0000X5' ('0X0005'), `format(-255, "#010x")` '-000000xff' ('-0x00000ff'), `f"{10:#06b}"`
//   '000b1010' ('0b1010' padded after the prefix): a hex dump's columns came out garbled.
// Cause: brython.js's $B.format_width puts the fill of '=' alignment after a sign only.
// Fix: with '=' alignment the fill goes after the sign and after a base prefix (a '0'
//   followed by b, o or x in either case, which no other formatted number starts with).
// Test: tests/brython/test_builtins.py::test_alternate_form_pads_after_the_prefix
(function ($B) {
  const formatWidth = $B.format_width;
  $B.format_width = function (s, fmt) {
    if (fmt.align !== '=' || !fmt.width || typeof s !== 'string' || s.length >= fmt.width) {
      return formatWidth.apply(this, arguments);
    }
    const head = /^[-+ ]?0[bBoOxX]/.exec(s);
    if (head === null) return formatWidth.apply(this, arguments);
    const fill = (fmt.fill || ' ').repeat(fmt.width - s.length);
    return head[0] + fill + s.slice(head[0].length);
  };
})(__BRYTHON__);

// Fix: a failed `+` with a str, list, tuple, bytes or bytearray on its left says what
//   CPython says ('can only concatenate str (not "int") to str'), as does a failed `*` with a
//   sequence on either side ("can't multiply sequence by non-int of type 'str'"), a float
//   division by zero
//   says "float division by zero", and an unsupported operator between two objects of one
//   type names the operator.
// Symptom: `"a" + 1` said "unsupported operand type(s) for +: 'str' and 'int'", the message
//   a user meets most; `1.0 / 0` said "division by zero"; `[] / []` said "unsupported operand
//   type(s) for undefined: 'list' and 'list'".
// Cause: CPython's binary `+` tries the left operand's sequence concatenation (sq_concat)
//   after both number slots refuse, and that slot raises its own message; brython.js's
//   rich_op1 raises the generic message (and sequence_repeat's likewise, for `*`). Its float fast path has one message for both kinds
//   of division, and its same-type message reads the operator from a map of five operators.
// Fix: rich_op1 recompiled with those three texts changed: before its final TypeError, a `+`
//   whose left operand is an instance of one of those types raises that type's message
//   (named after the builtin type, as CPython's slot does for a subclass), a `*` with a
//   sequence operand the repeat's; the fast path picks
//   the message by operand kind; the operator comes from brython.js's full map
//   ($B.method_to_op). Numbered before overlay 499, which wraps rich_op1.
// Test: tests/brython/test_builtins.py::test_binary_operator_error_messages
(function ($B) {
  const _b_ = $B.builtins;
  // The builtin sequence types whose sq_concat raises, and the message of each.
  const concatMessage = (x, y) => {
    const other = $B.class_name(y);
    for (const type of [_b_.str, _b_.list, _b_.tuple]) {
      if ($B.$isinstance(x, type)) return `can only concatenate ${type.tp_name} (not "${other}") to ${type.tp_name}`;
    }
    for (const type of [_b_.bytearray, _b_.bytes]) {
      if ($B.$isinstance(x, type)) return `can't concat ${other} to ${type.tp_name}`;
    }
    return null;
  };
  // `*` with a sequence on either side and no integer on the other (CPython's
  // sequence_repeat: the left operand's repeat first).
  const SEQUENCES = [_b_.str, _b_.bytes, _b_.bytearray, _b_.list, _b_.tuple];
  const isSequence = (v) => SEQUENCES.some((type) => $B.$isinstance(v, type));
  const sequenceMessage = (op, x, y) => {
    if (op === '__add__') return concatMessage(x, y);
    if (op !== '__mul__') return null;
    const other = isSequence(x) ? y : isSequence(y) ? x : null;
    return other === null ? null : `can't multiply sequence by non-int of type '${$B.class_name(other)}'`;
  };
  $B.brytorchOverlay.patchCoreFunction($B, 'rich_op1', [
    ['if(y_num==0){$B.RAISE(_b_.ZeroDivisionError,"division by zero")}',
      'if(y_num==0){$B.RAISE(_b_.ZeroDivisionError,res_is_float?"float division by zero":"division by zero")}'],
    ['$B.RAISE(_b_.TypeError,`unsupported operand type(s) for ${$B.method_to_op[op]}:`',
      'var seq_message=bt_sequence_message(op,x,y);if(seq_message!==null){$B.RAISE(_b_.TypeError,seq_message)}\n' +
      '$B.RAISE(_b_.TypeError,`unsupported operand type(s) for ${$B.method_to_op[op]}:`'],
  ], { opname2opsign: $B.method_to_op, bt_sequence_message: sequenceMessage });
})(__BRYTHON__);

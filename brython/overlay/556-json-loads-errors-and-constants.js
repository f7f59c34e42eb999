// Fix: json.loads reads NaN, Infinity and -Infinity (through parse_constant when given),
//   raises JSONDecodeError for trailing data, and prints nothing of its own.
// Symptom: `json.loads("NaN")` raised "JavascriptError: Cannot convert NaN to a BigInt"
//   (CPython nan; "-Infinity" likewise); `json.loads("123abc")` raised an exception named
//   json.decoder.JSONError that `except json.JSONDecodeError` does not catch (CPython:
//   JSONDecodeError "Extra data: line 1 column 4 (char 3)"); any invalid document printed
//   the parser's internals ("error, item [...]", a JS stack, "node Dict {...}") on the
//   console before raising.
// Cause: brython_stdlib.js's _json parser sends the three constants to its integer branch,
//   raises its own JSONError class for extra data, and keeps debugging console.log calls.
// Fix: those three places of the _json source: the constants become floats (or
//   parse_constant's result), extra data raises json's JSONDecodeError(msg, doc, pos), the
//   console.log calls go. (Its other messages still differ from CPython's: docs/brython-bugs.md.)
// Test: tests/brython/test_stdlib.py::test_json_loads_constants_and_errors
(function ($B) {
  const patch = (before, after) => $B.brytorchOverlay.patchStdlibSource('_json', before, after);
  patch("    } else if (obj.type == 'num') {\n        if (obj.value.search(/[.eE]/) > -1) {",
    "    } else if (obj.type == 'num') {\n" +
    "        if (obj.value == 'NaN' || obj.value == 'Infinity' || obj.value == '-Infinity') {\n" +
    "            if (kw.parse_constant !== _b_.None) {\n" +
    "                return $B.$call(kw.parse_constant, obj.value)\n" +
    "            }\n" +
    "            return $B.fast_float(obj.value == 'NaN' ? NaN : obj.value == 'Infinity' ? Infinity : -Infinity)\n" +
    "        }\n" +
    "        if (obj.value.search(/[.eE]/) > -1) {");
  patch("      throw $B.$call(JSONError, 'Extra data: ' +\n          `line ${line_num} column ${1 + i - column_start}`)",
    "      throw $B.$call(get_error(), 'Extra data', s, i)");
  patch("          console.log('error, item', item)\n          console.log(err, err.message)\n          console.log('node', node)\n", '');
  patch("            console.log('token', token)\n", '');
  patch("        console.log('obj', obj)\n", '');
})(__BRYTHON__);

// Fix: re.sub, re.subn and Match.expand read their replacement template as CPython does:
//   \g<name>, \g<number> and \g<0>, \1..\99, octal escapes (\0, \012), the escapes \a \b \f \n
//   \r \t \v \\, other non-letter escapes kept as written, and a letter escape such as \q an
//   error; a group that did not take part in the match gives ''.
// Symptom: `re.sub(r"(?P<a>\w)", r"\g<a>-", "ab")` was '\\g<a>-\\g<a>-' (CPython 'a-b-'),
//   `re.sub(r"(\w)", r"\g<1>\1", "ab")` '\\g<1>a\\g<1>b' ('aabb'), `m.expand(r"[\g<x>]")`
//   '[\\g<x>]' ('[a]'); `re.sub("a", r"\\n", "a")` gave a newline (CPython a backslash and
//   'n': the escaped backslash was read after the \n escape).
// Cause: python_re.js's transform_repl knows only \digits and turns the other escapes into
//   characters by successive text replacements.
// Fix: transform_repl parses the template left to right after Lib/re/_parser.py's
//   parse_template rules into literal text and group references, resolved against each
//   match (a name through the pattern's groups: an unknown one raises IndexError "unknown
//   group name", an unknown number re.error "invalid group reference", when a match uses it).
//   re.subn with group references (the result was 'undefined' for each match) and re.sub
//   of a bytes pattern ("_b_.str.encode is not a function") take the same path.
// Test: tests/brython/test_stdlib.py::test_re_replacement_templates
(function ($B) {
  const src = $B.VFS.python_re && $B.VFS.python_re[1];
  const start = src ? src.indexOf('function transform_repl(data, pattern) {') : -1;
  const end = start < 0 ? -1 : src.indexOf('\n    return data\n}\n', start);
  if (end < 0) throw new Error('brytorch overlay: transform_repl not found in python_re');
  const original = src.slice(start, end + '\n    return data\n}\n'.length);
  $B.brytorchOverlay.patchStdlibSource('python_re', original, `function transform_repl(data, pattern) {
    // (overlay 557) items: literal strings and {group, pos} references
    if (data.repl.$bt_template) {   // (re.sub parses it, then hands the text to subn)
        data.repl1 = data.repl.string
        return data
    }
    var repl = data.repl.string, items = [], lit = '', i = 0, n = repl.length
    var ESC = {a: '\\x07', b: '\\b', f: '\\f', n: '\\n', r: '\\r', t: '\\t', v: '\\v', '\\\\': '\\\\'}
    var ref = function(group, pos) {
        items.push(lit)
        lit = ''
        items.push({group, pos})
    }
    var octal = function(c) { return c >= '0' && c <= '7' }
    while (i < n) {
        var c = repl[i]
        if (c != '\\\\') {
            lit += c
            i++
            continue
        }
        var d = repl[i + 1]
        if (d === undefined) {
            fail('bad escape (end of pattern)', i)
        }
        if (d == 'g') {
            if (repl[i + 2] != '<') {
                fail('missing <', i + 2)
            }
            var close = repl.indexOf('>', i + 3)
            if (close < 0) {
                fail('missing >, unterminated name', i + 3)
            }
            var name = repl.substring(i + 3, close)
            if (name === '') {
                fail('missing group name', i + 3)
            }
            if (/^[0-9]+$/.test(name)) {
                ref(parseInt(name), i + 3)
            } else if (/^[A-Za-z_\\u0080-\\uffff][A-Za-z0-9_\\u0080-\\uffff]*$/.test(name)) {
                ref(name, i + 3)
            } else {
                fail("bad character in group name '" + name + "'", i + 3)
            }
            i = close + 1
        } else if (d == '0') {
            var j = i + 2
            while (j < i + 4 && octal(repl[j])) {
                j++
            }
            lit += String.fromCharCode(parseInt(repl.substring(i + 1, j), 8) & 0xff)
            i = j
        } else if (d >= '1' && d <= '9') {
            var e = repl[i + 2]
            if (e >= '0' && e <= '9') {
                if (octal(d) && octal(e) && octal(repl[i + 3])) {
                    var value = parseInt(repl.substring(i + 1, i + 4), 8)
                    if (value > 0o377) {
                        fail('octal escape value ' + repl.substring(i, i + 4) + ' outside of range 0-0o377', i)
                    }
                    lit += String.fromCharCode(value)
                    i += 4
                } else {
                    ref(parseInt(d + e), i + 1)
                    i += 3
                }
            } else {
                ref(parseInt(d), i + 1)
                i += 2
            }
        } else if (ESC[d] !== undefined) {
            lit += ESC[d]
            i += 2
        } else if (/[A-Za-z]/.test(d)) {
            fail('bad escape \\\\' + d, i)
        } else {
            lit += '\\\\' + d
            i += 2
        }
    }
    if (items.length == 0) {
        data.repl = new StringObj(lit)
        data.repl.$bt_template = true
        data.repl1 = lit
        return data
    }
    items.push(lit)
    data.repl = function(bmo) {
        var mo = bmo.mo,
            s = mo.string,
            is_bytes = s.type == 'bytes',
            res = ''
        for (var item of items) {
            if (typeof item == 'string') {
                res += item
                continue
            }
            var key = item.group, span
            if (key === 0) {
                span = {start: mo.start, end: mo.end}
            } else {
                var def = mo.node.$groups[key]
                if (def === undefined) {
                    if (typeof key == 'number') {
                        fail('invalid group reference ' + key, item.pos)
                    }
                    $B.RAISE(_b_.IndexError, "unknown group name '" + key + "'")
                }
                span = mo.$groups[typeof key == 'number' ? key : def.num]
            }
            if (span === undefined) {
                continue   // a group that did not take part in the match
            }
            var x = s.substring(span.start, span.end)
            if (is_bytes) {
                x = $B.bytes_decode(x, 'latin-1')
            }
            res += x
        }
        return res
    }
    return data
}
`);
  // subn (re.subn, and re.sub's last step): a template with group references is a function
  // of the match; a bytes result is made with str.encode's method.
  $B.brytorchOverlay.patchStdlibSource('python_re',
    '        var data1 = transform_repl({repl}, pattern)\n        repl1 = data1.repl1\n',
    '        var data1 = transform_repl({repl}, pattern)\n        repl1 = data1.repl1\n' +
    '        if (typeof data1.repl == "function") {\n            repl = data1.repl\n        }\n');
  $B.brytorchOverlay.patchStdlibSource('python_re',
    '        res = _b_.str.encode(res, "latin-1")\n',
    '        res = _b_.str.tp_funcs.encode(res, "latin-1")\n');
})(__BRYTHON__);

// Fix: tokenize.generate_tokens / tokenize.tokenize on more than one line give wrong tokens
//   (INDENT, DEDENT and NEWLINE inside brackets, line-relative positions), so
//   inspect.getsource() cuts a function whose signature spans lines after its first lines.
// Symptom: inspect.getsource(f) for `def f(\n  a,\n):` returns "def f(\n  a,\n";
//   torch._jit_internal's overload check then fails with "SyntaxError: '(' was never closed"
//   during `import torch`.
// Cause: Brython's _tokenize.TokenizerIter runs its tokenizer on each line separately, so
//   bracket depth and indentation never carry over from one line to the next.
// Fix: TokenizerIter reads every line first and tokenizes the whole text once (positions come
//   from the tokenizer); the tokens are the same ones Brython's compiler sees.
//   A dedent to no enclosing level raises IndentationError, as CPython's tokenizer does (it
//   was a SyntaxError, which tokenize turns into TokenError: inspect.getsource of a method
//   followed by less indented code failed, 14 test_fx tests).
// Test: tests/brython/test_stdlib.py::test_tokenize_multiline_brackets
(function ($B) {
  const entry = $B.VFS && $B.VFS._tokenize;
  if (!entry) throw new Error('brytorch overlay 327: _tokenize not found');
  const start = entry[1].indexOf('TokenizerIter.tp_iter = function(self) {');
  const endMarker = 'return $B.generator.$factory(js_iter)()\n}';
  const end = entry[1].indexOf(endMarker, start);
  if (start < 0 || end < 0) throw new Error('brytorch overlay 327: TokenizerIter.tp_iter not found');
  const replacement = `TokenizerIter.tp_iter = function(self) {
    var DEDENT_ERROR = 'unindent does not match any outer indentation level'
    var read_line = function() {
        var line
        try {
            line = $B.$call(self.it)
        } catch (err) {
            if (! $B.$isinstance(err, _b_.StopIteration)) { throw err }
            return ''
        }
        if (self.encoding !== _b_.None) {
            if (! $B.$isinstance(line, [_b_.bytes, _b_.bytearray])) {
                $B.RAISE(_b_.TypeError, 'readline() returned a non-bytes object')
            }
            line = $B.bytes_decode(line, self.encoding)
        }
        return line
    }
    var as_tuple = function(token) {
        return $B.fast_tuple([token.type, token.string,
                              $B.fast_tuple([token.lineno, token.col_offset]),
                              $B.fast_tuple([token.end_lineno, token.end_col_offset]),
                              token.line])
    }
    var as_error = function(token) {
        var exc_type = token.message == DEDENT_ERROR ? _b_.IndentationError : _b_.SyntaxError
        return $B.$call(exc_type, token.message,
            $B.fast_tuple(['<tokenize>', token.lineno, token.col_offset + 1, token.line]))
    }
    var open_brackets = function(tokens) {
        var depth = 0
        for (var token of tokens) {
            if (token.type == $B.py_tokens.OP) {
                if ('([{'.includes(token.string)) { depth++ } else if (')]}'.includes(token.string)) { depth-- }
            }
        }
        return depth
    }
    var js_iter = function*(){
        var lines = [], at_end = false, handed = 0, wanted = 16
        while (true) {
            while (! at_end && lines.length < wanted) {
                var line = read_line()
                if (line.length == 0) { at_end = true } else { lines.push(line) }
            }
            var tokens = [], final = 0, error = null
            for (var token of $B.tokenizer(lines.join(''), 'test')) {
                if (token.num_type == $B.py_tokens.ENCODING) { continue }
                if (token.num_type == $B.py_tokens.ERRORTOKEN) { error = token; break }
                tokens.push(token)
                if (token.num_type == $B.py_tokens.NEWLINE && token.lineno < lines.length) {
                    final = tokens.length
                }
            }
            if (at_end && error === null && open_brackets(tokens) > 0) {
                // CPython's tokenizer: the tokens up to the last line's end, then this error
                // (Brython's ends the tokens as if the brackets were closed)
                while (tokens.length && tokens[tokens.length - 1].num_type == $B.py_tokens.ENDMARKER) {
                    tokens.pop()
                }
                error = {message: 'unexpected EOF in multi-line statement', lineno: lines.length,
                         col_offset: -1, line: lines[lines.length - 1]}
            }
            // the end of the input, or an error more lines cannot undo: everything is final
            var finished = at_end || (error !== null && error.message == DEDENT_ERROR)
            if (finished) { final = tokens.length }
            for (; handed < final; handed++) { yield as_tuple(tokens[handed]) }
            if (finished) {
                if (error !== null) { throw as_error(error) }
                return
            }
            wanted *= 2
        }
    }
    ${endMarker}`;
  entry[1] = entry[1].slice(0, start) + replacement + entry[1].slice(end + endMarker.length);
})(__BRYTHON__);

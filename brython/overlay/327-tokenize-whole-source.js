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
    var js_iter = function*(){
        var lines = []
        while (true) {
            var line
            try {
                line = $B.$call(self.it)
            } catch (err) {
                if (! $B.$isinstance(err, _b_.StopIteration)) { throw err }
                line = ''
            }
            if (line.length == 0) { break }
            if (self.encoding !== _b_.None) {
                if (! $B.$isinstance(line, [_b_.bytes, _b_.bytearray])) {
                    $B.RAISE(_b_.TypeError, 'readline() returned a non-bytes object')
                }
                line = $B.bytes_decode(line, self.encoding)
            }
            lines.push(line)
        }
        for (var token of $B.tokenizer(lines.join(''), 'test')) {
            if (token.num_type == $B.py_tokens.ENCODING) { continue }
            if (token.num_type == $B.py_tokens.ERRORTOKEN) {
                // CPython's tokenizer reports a dedent to no enclosing level as an
                // IndentationError (inspect.getblock catches it at the end of a nested
                // function's source), any other error as a SyntaxError.
                var exc_type = token.message == 'unindent does not match any outer indentation level' ?
                    _b_.IndentationError : _b_.SyntaxError
                throw $B.$call(exc_type, token.message,
                    $B.fast_tuple(['<tokenize>', token.lineno, token.col_offset + 1, token.line]))
            }
            yield $B.fast_tuple([token.type, token.string,
                                 $B.fast_tuple([token.lineno, token.col_offset]),
                                 $B.fast_tuple([token.end_lineno, token.end_col_offset]),
                                 token.line])
        }
    }
    ${endMarker}`;
  entry[1] = entry[1].slice(0, start) + replacement + entry[1].slice(end + endMarker.length);
})(__BRYTHON__);

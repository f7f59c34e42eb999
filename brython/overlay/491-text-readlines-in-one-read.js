// Fix: TextIOWrapper.readlines() of a whole text file reads it once and splits it at its
//   line ends, instead of calling readline() once per line.
// Symptom: `import torch` spent ~1 s of its ~9 s (Node, profiled) in linecache reading
//   torch's sources (`traceback.extract_stack` in torch.library, `inspect.getsourcelines`
//   in torch.jit's overload checks): linecache calls readlines(), which the stdlib's
//   _pyio (our io.TextIOWrapper, overlays 400 and 475) runs as `list(self)`: one
//   Python-level readline() per line, each slicing and searching the decoded chunk.
// Cause: none in the semantics: CPython's C TextIOWrapper is fast at this; _pyio's
//   readline is the same algorithm run by Brython, ~100x slower per line.
// Speed: a speed change, no behaviour change (its test checks that the lines, the position
//   after and a subclass's own readline stay CPython's; the brython tier's check that a fix
//   is needed skips it).
// Fix: _pyio.TextIOWrapper.readlines(hint) with no positive hint returns read() split after
//   each line end: "\n" when newlines are translated (newline=None, the default) or the
//   newline given ("\n", "\r", "\r\n"). With newline="" (any of the three ends, untranslated)
//   or a positive hint it reads line by line as before, and so does a subclass that defines
//   its own readline (CPython's readlines calls it then). Same lines, same position after.
// Test: tests/brython/test_stdlib.py::test_text_readlines_in_every_newline_mode
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('_pyio',
    '\n def __next__(self):\n  self._telling=False\n  line=self.readline()\n',
    '\n def readlines(self,hint=None):\n' +
    '  end="\\n" if self._readtranslate else self._readnl\n' +
    '  if(not end or not(hint is None or (type(hint) is int and hint<=0))\n' +
    '   or type(self).readline is not TextIOWrapper.readline):\n' +
    '   return super().readlines(hint)\n' +
    '  pieces=self.read().split(end)\n' +
    '  last=pieces.pop()\n' +
    '  lines=[piece+end for piece in pieces]\n' +
    '  if last:\n' +
    '   lines.append(last)\n' +
    '  return lines\n' +
    '  \n def __next__(self):\n  self._telling=False\n  line=self.readline()\n');
})(__BRYTHON__);

// Fix: os.terminal_size is CPython's two-field struct sequence (columns, lines), and
//   os.get_terminal_size() raises OSError as CPython does without a terminal.
// Symptom: `width, _ = shutil.get_terminal_size()` raises "TypeError: 'terminal_size' object
//   is not iterable" (PyPI pytest's terminal writer); `os.terminal_size((100, 40)).columns` is
//   120, whatever the argument; argparse formats help for 120 columns (CPython in a pipe: 80).
// Cause: Brython's os module defines terminal_size as a plain class that ignores its argument
//   and always holds 120 x 30, and get_terminal_size returns one.
// Fix: terminal_size is a tuple subclass taking a 2-sequence, with `columns` and `lines`
//   properties and CPython's repr; get_terminal_size raises OSError(ENOTTY), so
//   shutil.get_terminal_size falls back to $COLUMNS/$LINES or (80, 24) as CPython does when
//   its output is not a terminal (stdout here is a JS console or a pipe).
// Test: tests/brython/test_stdlib.py::test_os_terminal_size_is_a_struct_sequence
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('os',
    'class terminal_size:\n\n def __init__(self,fileno):\n  self.columns=120\n  self.lines=30\n  \n' +
    'def get_terminal_size(*args):\n return terminal_size(None)\n',
    [
      'class terminal_size(tuple):',
      ' n_fields=2',
      ' n_sequence_fields=2',
      ' n_unnamed_fields=0',
      ' def __new__(cls,sequence,dict=None):',
      '  items=tuple(sequence)',
      '  if len(items)!=2:',
      '   raise TypeError(f"os.terminal_size() takes a 2-sequence ({len(items)}-sequence given)")',
      '  return tuple.__new__(cls,items)',
      ' columns=property(lambda self:self[0],doc="width of the terminal window in characters")',
      ' lines=property(lambda self:self[1],doc="height of the terminal window in characters")',
      ' def __repr__(self):',
      '  return f"os.terminal_size(columns={self[0]!r}, lines={self[1]!r})"',
      ' def __reduce__(self):',
      '  return (terminal_size,(tuple(self),))',
      '',
      'def get_terminal_size(fd=1,/):',
      ' raise OSError(25,"Inappropriate ioctl for device")',
      '',
    ].join('\n'));
})(__BRYTHON__);

// Fix: `import asyncio` prints a notice on stdout ("Brython implementation of asyncio is
//   present to avoid ImportError ... use browser.aio instead"); CPython prints nothing.
// Symptom: the notice appears in the output of any program that imports torch (torch imports
//   asyncio indirectly), ahead of the program's own output.
// Cause: Brython's asyncio/__init__.py calls print() at import time.
// Fix: the print is removed; the limitation it describes is in the README's limits.
// Test: tests/brython/test_stdlib.py::test_asyncio_import_is_quiet
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('asyncio',
    "print('Brython implementation of asyncio is present to avoid ImportError '+\n" +
    "'in some modules, but does not implement the asyncio features '+\n" +
    "'because of browser limitations.\\nFor asynchronous programming, use '+\n" +
    "'browser.aio instead')\n",
    '');
})(__BRYTHON__);

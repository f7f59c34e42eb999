// Fix: ImportError (and ModuleNotFoundError) have CPython's `name`, `path` and `msg`
//   attributes.
// Symptom: `ImportError("x", name="m").name` and, after a failed import, `exc.name` raise
//   "AttributeError: 'ImportError' object has no attribute 'name'"; code that re-raises
//   unless the missing module is an optional one (`except ImportError as e: if e.name !=
//   "x": raise`) fails.
// Cause: brython.js keeps the `name=`/`path=` keywords, and the module name its import
//   system records, as JavaScript properties of the exception, but ImportError has no
//   descriptors that show them to Python.
// Fix: getset descriptors on ImportError read and write those properties (None when unset);
//   `msg` is the message: the one argument, else None, unless set.
// Test: tests/brython/test_language.py::test_import_error_attributes
(function ($B) {
  const _b_ = $B.builtins, cls = _b_.ImportError;
  const value = (v) => (v === undefined || v === null ? _b_.None : v);
  const attribute = (attr, get) => {
    const getter = get || ((self) => value(self[attr]));
    const setter = (self, v) => { self[attr] = v; };
    $B.set_to_dict(cls, attr, $B.getset_descriptor.$factory(cls, attr, [getter, setter]));
  };
  attribute('name');
  attribute('path');
  attribute('msg', (self) => (self.msg !== undefined ? value(self.msg)
    : self.args && self.args.length === 1 ? self.args[0] : _b_.None));
})(__BRYTHON__);

// Fix: repr() of a module's __spec__ works: "ModuleSpec(name='json', loader=<...>,
//   origin='...', submodule_search_locations=[...])", as CPython's format.
// Symptom: `print(json.__spec__)` (any module imported by Brython) raised "TypeError:
//   descriptor '__str__' of 'object' object needs an argument"; pytest's and importlib's
//   error messages that show a spec failed the same way.
// Cause: brython.js ModuleSpec.tp_repr formats the loader with str() called the JavaScript
//   way (_b_.str.$factory), which fails for Brython's own loader objects.
// Fix: name, loader, origin and the search locations are formatted with repr().
// Test: tests/brython/test_runtime.py::test_module_spec_repr
(function ($B) {
  const _b_ = $B.builtins;
  $B.ModuleSpec.tp_repr = function (self) {
    const get = (name) => _b_.repr($B.$getattr(self, name));
    let text = `ModuleSpec(name=${get('name')}, loader=${get('loader')}, origin=${get('origin')}`;
    if (!$B.is_none($B.$getattr(self, 'submodule_search_locations'))) {
      text += `, submodule_search_locations=${get('submodule_search_locations')}`;
    }
    return text + ')';
  };
})(__BRYTHON__);

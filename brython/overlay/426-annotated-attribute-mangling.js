// Fix: an annotated assignment to a private attribute (`self.__x: int = 1` in a class)
//   stores the mangled name `_Class__x`, as a plain assignment does.
// Symptom: hypothesis's ExampleRecord (`self.__index_of_labels: ... = {}` in __init__)
//   raised "'ExampleRecord' object has no attribute '_ExampleRecord__index_of_labels'" in
//   every @given test (test_nn's test_fuse_module_eval_numerics).
// Cause: brython.js's AnnAssign.to_js writes the attribute name as it is in the source for
//   an Attribute target; Assign, AugAssign and reads mangle it.
// Fix: the generated setattr of an annotated assignment uses the mangled name, mangled by
//   CPython's rule (the innermost enclosing class, its leading underscores removed;
//   brython.js's own mangle() is private, so the rule is repeated here).
// Test: tests/brython/test_language.py::test_annotated_private_attribute_is_mangled
(function ($B) {
  const mangle = (scopes, name) => {
    if (!name.startsWith('__') || name.endsWith('__')) return name;
    for (let ix = scopes.length - 1; ix >= 0; ix--) {
      if (scopes[ix].ast instanceof $B.ast.ClassDef) {
        const owner = scopes[ix].name.replace(/^_+/, '');
        return owner.length === 0 ? name : '_' + owner + name;
      }
    }
    return name;
  };
  const original = $B.ast.AnnAssign.prototype.to_js;
  $B.ast.AnnAssign.prototype.to_js = function (scopes) {
    const js = original.call(this, scopes);
    if (!(this.target instanceof $B.ast.Attribute) || !this.value) return js;
    const mangled = mangle(scopes, this.target.attr);
    if (mangled === this.target.attr) return js;
    const written = `, "${this.target.attr}", ann)`;
    const at = js.lastIndexOf(written);
    if (at < 0) throw new Error(`brytorch overlay 426: no setattr of ${this.target.attr} in ${js}`);
    return js.slice(0, at) + `, "${mangled}", ann)` + js.slice(at + written.length);
  };
})(__BRYTHON__);

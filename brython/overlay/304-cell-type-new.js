// Fix: types.CellType cannot create cells, and cell_contents cannot be assigned, in
//   Brython 3.14.3.
// Symptom: `types.CellType()` gives a cell whose cell_contents is a JS undefined instead
//   of raising ValueError, `CellType(1, 2)` is accepted, `cell.cell_contents = v` raises
//   "ReferenceError: value is not defined".
//   annotationlib builds cells this way for closures (format STRING of class and method
//   annotations, FORWARDREF of annotations naming unbound enclosing variables).
// Cause: brython.js $B.cell.$factory (what calling the class uses) takes its argument
//   unchecked and leaves an absent one undefined (Brython's empty cell is null);
//   cell_funcs.cell_contents_set takes no `value` parameter.
// Fix: CellType([contents]) returns a new cell, empty without an argument, as in CPython
//   (internal callers passing null still get an empty cell); the cell_contents setter
//   stores the value, deleting it empties the cell.
// Test: tests/brython/test_annotations.py::test_cell_type
(function ($B) {
  const _b_ = $B.builtins;
  const EMPTY = {};
  const factory = function () {
    const $ = $B.args('cell', 1, { contents: null }, arguments, { contents: EMPTY }, null, null);
    const contents = $.contents === EMPTY || $.contents === undefined ? null : $.contents;
    return { ob_type: $B.cell, $cell_contents: contents };
  };
  Object.assign(factory, $B.cell.$factory);
  $B.cell.$factory = factory;
  $B.cell.tp_new = function (cls, args, kw) {
    const cell = factory(...args, ...(kw && kw !== $B.NULL ? [$B.dict2kwarg(kw)] : []));
    cell.ob_type = cls;
    return cell;
  };
  const setter = function (self, value) {
    self.$cell_contents = value === $B.NULL || value === undefined ? null : value;
  };
  $B.cell.tp_funcs.cell_contents_set = setter;
  $B.get_from_dict($B.cell, 'cell_contents').setter = setter;
})(__BRYTHON__);

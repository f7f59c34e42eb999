// Fix: module objects have no working __annotations__ / __annotate__ in Brython 3.14.3.
// Symptom: `module.__annotations__` and `module.__annotate__` are a JS undefined, so
//   annotationlib.get_annotations(module) raises "ValueError: <module ...>.__annotations__
//   is neither a dict nor None" and inspect.get_annotations(module) fails the same way;
//   assigning either attribute is ignored.
// Cause: brython.js module_funcs.__annotations___get/_set and __annotate___get/_set (the
//   getset descriptors of the module type) are empty functions. The compiled module body
//   keeps its annotations in the module dict ('__annotations__' and '__annotate__'
//   entries set up by $B.make_module_annotate), which those descriptors shadow.
// Fix: as CPython's module type: __annotate__ reads the dict's '__annotate__' entry (None
//   when absent) and its setter requires a callable or None (assigning a callable drops
//   '__annotations__'); __annotations__ returns the dict's '__annotations__' entry, else
//   calls __annotate__ with VALUE (the result must be a dict), else gives {} - stored in
//   the dict once the module has finished executing; assigning stores, deleting removes
//   (AttributeError when absent).
// Test: tests/brython/test_annotations.py::test_module_annotations
(function ($B) {
  const _b_ = $B.builtins;
  const funcs = $B.module.tp_funcs;

  const initializing = (module) => {
    const spec = $B.get_from_dict(module, '__spec__', _b_.None);
    if (spec === _b_.None) return false;
    return $B.$bool($B.$getattr(spec, '_initializing', false));
  };

  const annotateGet = function (self) {
    return $B.get_from_dict(self, '__annotate__', _b_.None);
  };
  const annotateSet = function (self, value) {
    if (value === $B.NULL || value === undefined) {
      $B.RAISE(_b_.TypeError, 'cannot delete __annotate__ attribute');
    }
    if (value !== _b_.None && !_b_.callable(value)) {
      $B.RAISE(_b_.TypeError, '__annotate__ must be callable or None');
    }
    $B.set_to_dict(self, '__annotate__', value);
    if (value !== _b_.None) {
      const dict = $B.get_dict(self);
      if (Object.getOwnPropertyDescriptor(dict, '__annotations__')?.set) {
        // the compiled module's accessor: forget an assigned value
        delete dict.$set_annotations;
      } else {
        $B.str_dict_del(dict, '__annotations__');
      }
    }
  };
  const annotationsGet = function (self) {
    const dict = $B.get_dict(self);
    if (Object.getOwnPropertyDescriptor(dict, '__annotations__')?.get) {
      // The accessor of a compiled module (make_module_annotate) evaluates at each read:
      // use only an assigned (or cached) value.
      if (dict.$set_annotations) return dict.$set_annotations;
    } else {
      const found = $B.str_dict_get(dict, '__annotations__', $B.NULL);
      if (found !== $B.NULL && found !== undefined) return found;
    }
    const annotate = annotateGet(self);
    let annotations;
    if (annotate !== _b_.None && _b_.callable(annotate)) {
      annotations = $B.$call(annotate, 1);
      if (!$B.$isinstance(annotations, _b_.dict)) {
        $B.RAISE(_b_.TypeError,
          `__annotate__ returned non-dict of type '${$B.class_name(annotations)}'`);
      }
    } else {
      annotations = $B.empty_dict();
    }
    if (!initializing(self)) $B.set_to_dict(self, '__annotations__', annotations);
    return annotations;
  };
  const annotationsSet = function (self, value) {
    const dict = $B.get_dict(self);
    if (value === $B.NULL || value === undefined) {
      const accessor = Object.getOwnPropertyDescriptor(dict, '__annotations__')?.set;
      if (!Object.hasOwn(dict, '__annotations__') ||
          (accessor && dict.$set_annotations === undefined)) {
        $B.RAISE(_b_.AttributeError, '__annotations__');
      }
      if (accessor) delete dict.$set_annotations;
      else $B.str_dict_del(dict, '__annotations__');
      return;
    }
    $B.set_to_dict(self, '__annotations__', value);
  };

  funcs.__annotate___get = annotateGet;
  funcs.__annotate___set = annotateSet;
  funcs.__annotations___get = annotationsGet;
  funcs.__annotations___set = annotationsSet;
  for (const [attr, getter, setter] of [['__annotate__', annotateGet, annotateSet],
    ['__annotations__', annotationsGet, annotationsSet]]) {
    const descr = $B.get_from_dict($B.module, attr);
    descr.getter = getter;
    descr.setter = setter;
  }
})(__BRYTHON__);

// Fix: `super()` without arguments finds the calling method's first argument from the
//   function's own description instead of building a frame's code object.
// Symptom: `super().__init__(x)` in an __init__ cost ~5 us more than calling the base
//   __init__ directly (CPython ~0.1); torch's modules, optimizers and tensor subclasses call
//   super() in every constructor.
// Cause: none in the semantics: brython.js's super.__init__ parses its arguments with the
//   general $B.args, then calls sys._getframe() and reads `f_code.co_varnames`; f_code
//   makes a new code object each time, copying the function's description and its whole
//   JS source text (`co_code`).
// Speed: a speed change, no behaviour change (its test checks CPython's values; the brython
//   tier's check that a fix is needed skips it).
// Fix: called with the instance alone (the zero-argument form), the first variable name is
//   read from the function of the current frame (what f_code's co_varnames is made from),
//   the frame is marked as sys._getframe() marks it, and when the first argument is an
//   instance whose class has the class in its MRO (what supercheck answers first for such
//   an instance) the three fields are set as brython.js sets them. A frame without a
//   Python function, a class as first argument, or anything else goes to brython.js's
//   __init__ with the same values.
// Test: tests/brython/test_language.py::test_super_without_arguments
(function ($B) {
  const _b_ = $B.builtins;
  const superInit = _b_.super.tp_init;
  // The co_varnames of the function a frame runs, or undefined where brython.js's f_code
  // would not read them from the function.
  const varnamesOf = (frame) => {
    const fn = frame[4];
    if (typeof fn !== 'function' || (fn.$infos === undefined && fn.$function_infos === undefined)) return undefined;
    $B.check_infos(fn);
    return fn.$infos.__code__?.co_varnames;
  };
  $B.brytorchOverlay.replaceKeepingMarks(_b_.super, 'tp_init', () => function (self) {
    if (arguments.length !== 1) return superInit.apply(null, arguments);
    const frame = $B.frame_obj.frame;
    const varnames = varnamesOf(frame);
    if (varnames === undefined || varnames.length === 0) return superInit(self);
    const type = $B.get_class(frame[1]);
    if (type === undefined) return superInit(self);
    const obj = frame[1][varnames[0]];
    if (obj == null) return superInit(self);
    const objClass = obj.ob_type;
    if (objClass === undefined || objClass.tp_mro === undefined || objClass.tp_mro.includes(_b_.type) ||
        !(objClass === type || objClass.tp_mro.includes(type))) {
      return superInit(self, type, obj);
    }
    frame.$pos = $B.count_frames() - 1;   // (what sys._getframe() leaves on the frame)
    self.type = type;
    self.obj = obj;
    self.obj_type = objClass;
  });
  $B.wrapper_methods.tp_init(_b_.super, 'tp_init');   // super.__init__ calls the new slot too
})(__BRYTHON__);

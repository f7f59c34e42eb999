"""Deferred annotations (PEP 649/749) as CPython 3.14 evaluates them: annotate functions
in every format, annotationlib, typing, inspect, dataclasses, NamedTuple and TypedDict.

Everything that evaluates annotations happens inside the tests: definitions at module
level only create (lazy) annotate functions, so this module imports even where a fix is
missing and each test reports its own failure.
"""
import annotationlib
import ast
import contextlib
import dataclasses
import inspect
import io
import sys
import types
import typing
import warnings
from annotationlib import ForwardRef, Format, get_annotations
from typing import NamedTuple, Optional, TypedDict

_Alias = int

# Module-level annotations: one names a global, one a name that never exists.
_module_value: Optional[_Alias] = None
_module_forward: _UndefinedModuleName


class _Plain:
    x: Optional[_Alias]
    y: "_Alias"
    later: _Later
    missing: _Undefined


class _Outer:
    inner_alias = str

    class Inner:
        a: _Alias
        b: inner_alias  # the enclosing class's namespace is not visible here


class _Methods:
    K = float

    def meth(self, x: K, y: _Alias = 0) -> Optional[_Alias]:
        return None


def _func(a: _Alias, b: "_Later", c: _Undefined) -> Optional[_Alias]:
    return None


def _make_local_class():
    local = bytes

    class Local:
        a: local
        b: Optional[_Alias]
        c: _Undefined

    return Local


def _make_local_function():
    local = bytes

    def g(a: local, b: _Alias) -> Optional[local]:
        return None

    return g


class _Later:
    pass


def _is_forwardref(value, name):
    return isinstance(value, ForwardRef) and value.__forward_arg__ == name


def _name_error(func):
    try:
        func()
    except NameError as exc:
        return str(exc)
    raise AssertionError("no NameError")


def test_namedtuple_annotations_referring_to_globals():
    class Point(NamedTuple):
        x: Optional[_Alias]
        y: _Alias = 3

    assert Point._fields == ("x", "y")
    assert Point._field_defaults == {"y": 3}
    assert Point(1) == (1, 3)
    values = annotationlib.call_annotate_function(Point.__annotate__, Format.VALUE)
    assert values == {"x": Optional[int], "y": int}
    strings = annotationlib.call_annotate_function(Point.__annotate__, Format.STRING)
    assert strings == {"x": "Optional[_Alias]", "y": "_Alias"}


def test_namedtuple_annotations_attribute():
    class Point(NamedTuple):
        x: _Alias
        y: Optional[_Alias] = None

    assert Point.__annotations__ == {"x": int, "y": Optional[int]}
    assert typing.get_type_hints(Point) == {"x": int, "y": Optional[int]}
    assert inspect.get_annotations(Point) == {"x": int, "y": Optional[int]}
    # A class's annotations dict is computed once and kept.
    assert _Methods.__annotations__ is _Methods.__annotations__
    anns = _Outer.__annotations__
    anns["added"] = int
    assert _Outer.__annotations__ == {"added": int}


def test_class_annotations_in_every_format():
    assert _name_error(lambda: _Plain.__annotations__) == "name '_Undefined' is not defined"
    assert _name_error(lambda: get_annotations(_Plain)) == "name '_Undefined' is not defined"
    forward = get_annotations(_Plain, format=Format.FORWARDREF)
    assert list(forward) == ["x", "y", "later", "missing"]
    assert forward["x"] == Optional[int]
    assert forward["y"] == "_Alias"
    assert forward["later"] is _Later
    assert _is_forwardref(forward["missing"], "_Undefined")
    assert get_annotations(_Plain, format=Format.STRING) == {
        "x": "Optional[_Alias]", "y": "_Alias", "later": "_Later", "missing": "_Undefined"}
    annotate = _Plain.__annotate__
    assert annotate.__name__ == "__annotate__"
    assert annotate.__globals__ is globals()
    assert "__classdict__" in annotate.__code__.co_freevars
    try:
        annotate(Format.FORWARDREF)
    except NotImplementedError:
        pass
    else:
        raise AssertionError("a generated annotate function implements FORWARDREF")


def test_fake_globals_are_honoured():
    # What annotationlib does: the same code with other globals.
    annotate = _func.__annotate__
    fake = types.FunctionType(annotate.__code__, {"_Alias": str, "_Undefined": bytes,
                                                  "Optional": Optional})
    assert fake(Format.VALUE_WITH_FAKE_GLOBALS) == {
        "a": str, "b": "_Later", "c": bytes, "return": Optional[str]}
    assert _name_error(lambda: annotate(Format.VALUE)) == "name '_Undefined' is not defined"
    # Class annotate functions look in the __classdict__ cell first.
    annotate = _Methods.meth.__annotate__
    cells = dict(zip(annotate.__code__.co_freevars, annotate.__closure__))
    assert cells["__classdict__"].cell_contents["K"] is float
    namespace = {"K": complex, "_Alias": bytes, "Optional": Optional}
    classdict = types.CellType({"K": bool})
    fake = types.FunctionType(annotate.__code__, namespace, closure=(classdict,))
    assert fake(Format.VALUE_WITH_FAKE_GLOBALS) == {
        "x": bool, "y": bytes, "return": Optional[bytes]}


def test_nested_class_annotations():
    inner = _Outer.Inner
    assert _name_error(lambda: get_annotations(inner)) == "name 'inner_alias' is not defined"
    forward = get_annotations(inner, format=Format.FORWARDREF)
    assert forward["a"] is int and _is_forwardref(forward["b"], "inner_alias")
    assert get_annotations(inner, format=Format.STRING) == {"a": "_Alias", "b": "inner_alias"}


def test_class_in_function_annotations():
    local_class = _make_local_class()
    forward = get_annotations(local_class, format=Format.FORWARDREF)
    assert forward["a"] is bytes and forward["b"] == Optional[int]
    assert _is_forwardref(forward["c"], "_Undefined")
    assert get_annotations(local_class, format=Format.STRING) == {
        "a": "local", "b": "Optional[_Alias]", "c": "_Undefined"}
    annotate = local_class.__annotate__
    assert annotate.__code__.co_freevars == ("__classdict__", "local")
    assert annotate.__closure__[1].cell_contents is bytes

    # An enclosing variable that is not bound yet when annotations are asked for.
    class Early:
        a: assigned_later
        b: _Alias

    forward = get_annotations(Early, format=Format.FORWARDREF)
    assert _is_forwardref(forward["a"], "assigned_later") and forward["b"] is int
    assert get_annotations(Early, format=Format.STRING) == {"a": "assigned_later", "b": "_Alias"}
    assigned_later = complex
    assert get_annotations(Early) == {"a": complex, "b": int}


def test_function_annotations_in_every_format():
    assert _name_error(lambda: _func.__annotations__) == "name '_Undefined' is not defined"
    forward = get_annotations(_func, format=Format.FORWARDREF)
    assert forward["a"] is int and forward["b"] == "_Later"
    assert _is_forwardref(forward["c"], "_Undefined") and forward["return"] == Optional[int]
    assert get_annotations(_func, format=Format.STRING) == {
        "a": "_Alias", "b": "_Later", "c": "_Undefined", "return": "Optional[_Alias]"}
    assert _func.__annotate__.__globals__ is globals()
    assert _func.__annotate__.__code__.co_freevars == ()


def test_nested_function_and_method_annotations():
    g = _make_local_function()
    assert g.__annotations__ == {"a": bytes, "b": int, "return": Optional[bytes]}
    assert get_annotations(g, format=Format.STRING) == {
        "a": "local", "b": "_Alias", "return": "Optional[local]"}
    # Annotations of a method see the class namespace (an annotation scope).
    meth = _Methods.meth
    assert meth.__annotations__ == {"x": float, "y": int, "return": Optional[int]}
    assert get_annotations(meth, format=Format.FORWARDREF) == meth.__annotations__
    assert get_annotations(meth, format=Format.STRING) == {
        "x": "K", "y": "_Alias", "return": "Optional[_Alias]"}
    assert inspect.signature(meth).parameters["x"].annotation is float

    class Tree:
        def add(self, child: Tree) -> Optional[Tree]:
            return None

    assert Tree.add.__annotations__ == {"child": Tree, "return": Optional[Tree]}
    assert get_annotations(Tree.add, format=Format.STRING) == {
        "child": "Tree", "return": "Optional[Tree]"}


def test_type_hints_and_inspect():
    class WithStrings:
        a: "_Alias"
        b: Optional["_Later"]
        c: _Later

    assert typing.get_type_hints(WithStrings) == {"a": int, "b": Optional[_Later], "c": _Later}
    evaluated = inspect.get_annotations(WithStrings, eval_str=True)
    assert evaluated["a"] is int and evaluated["c"] is _Later
    assert _name_error(lambda: typing.get_type_hints(_func)) == "name '_Undefined' is not defined"
    assert typing.get_type_hints(_Methods.meth) == {"x": float, "y": int, "return": Optional[int]}
    assert inspect.get_annotations(_make_local_function()) == {
        "a": bytes, "b": int, "return": Optional[bytes]}


def test_dataclass_annotations():
    @dataclasses.dataclass
    class Item:
        name: _Alias
        count: Optional[_Alias] = None
        next: Optional[NotYetDefined] = None

    assert [f.name for f in dataclasses.fields(Item)] == ["name", "count", "next"]
    assert dataclasses.fields(Item)[0].type is int
    assert dataclasses.fields(Item)[1].type == Optional[int]
    assert Item(1) == Item(1, None, None)
    assert get_annotations(Item, format=Format.STRING) == {
        "name": "_Alias", "count": "Optional[_Alias]", "next": "Optional[NotYetDefined]"}
    forward = get_annotations(Item, format=Format.FORWARDREF)
    assert forward["name"] is int and "NotYetDefined" in repr(forward["next"])


def test_typeddict_annotations():
    class Movie(TypedDict):
        title: str
        year: Optional[_Alias]

    assert Movie.__required_keys__ == frozenset({"title", "year"})
    assert typing.get_type_hints(Movie) == {"title": str, "year": Optional[int]}
    assert get_annotations(Movie, format=Format.STRING) == {
        "title": "str", "year": "Optional[_Alias]"}


def test_forward_reference_to_later_definition():
    # _Later is defined after _Plain and _func: by the time annotations are asked for,
    # it exists.
    assert get_annotations(_Plain, format=Format.FORWARDREF)["later"] is _Later
    assert get_annotations(_Plain, format=Format.FORWARDREF)["y"] == "_Alias"

    class Node:
        parent: Optional[Node]
        child: LaterLocal

    class LaterLocal:
        pass

    assert get_annotations(Node) == {"parent": Optional[Node], "child": LaterLocal}


def test_module_dict_has_no_internal_annotations():
    # CPython: a module's namespace holds only names the module bound (and its dunders)
    import sys
    import textwrap
    module_names = [k for k in vars(textwrap) if not k.startswith("__")]
    assert "TextWrapper" in module_names
    assert not [k for k in module_names if not k.isidentifier()], module_names
    assert not [k for k in globals() if not k.isidentifier()]
    this = sys.modules[__name__].__dict__
    assert len(this) == len(list(this))


def test_module_annotations():
    module = sys.modules[__name__]
    annotate = module.__annotate__
    assert callable(annotate)
    assert _name_error(lambda: annotate(Format.VALUE)) == (
        "name '_UndefinedModuleName' is not defined")
    forward = annotationlib.call_annotate_function(annotate, Format.FORWARDREF)
    assert list(forward) == ["_module_value", "_module_forward"]
    assert forward["_module_value"] == Optional[int]
    assert _is_forwardref(forward["_module_forward"], "_UndefinedModuleName")
    assert get_annotations(module, format=Format.STRING) == {
        "_module_value": "Optional[_Alias]", "_module_forward": "_UndefinedModuleName"}
    other = types.ModuleType("brytorch_annotated")
    exec("import typing\nx: typing.Optional[int]\ny: 'str'\n", other.__dict__)
    assert other.__annotations__ == {"x": Optional[int], "y": "str"}
    assert other.__annotations__ is other.__annotations__
    assert get_annotations(other, format=Format.STRING) == {"x": "typing.Optional[int]", "y": "str"}
    plain = types.ModuleType("brytorch_no_annotations")
    assert plain.__annotate__ is None
    assert plain.__annotations__ == {}
    plain.__annotations__ = {"x": int}
    assert get_annotations(plain) == {"x": int}
    del plain.__annotations__
    try:
        plain.__annotate__ = 3
    except TypeError:
        pass
    else:
        raise AssertionError("a non-callable __annotate__ was accepted")


def test_call_annotate_function_prints_nothing():
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        result = annotationlib.call_annotate_function(_Outer.Inner.__annotate__,
                                                      Format.FORWARDREF)
        get_annotations(_func, format=Format.STRING)
    assert result["a"] is int and _is_forwardref(result["b"], "inner_alias")
    assert out.getvalue() == ""


def test_ast_nodes_default_fields():
    name = ast.Name(id="x")
    assert isinstance(name.ctx, ast.Load)
    assert ast.unparse(ast.Subscript(ast.Name(id="a"), ast.Name(id="b"))) == "a[b]"
    assert ast.Attribute(ast.Name("a"), "b").attr == "b"
    first, second = ast.arguments(), ast.arguments()
    assert first.args == [] and first.args is not second.args and first.vararg is None
    assert isinstance(ast.Name("x", ast.Store()).ctx, ast.Store)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        incomplete = ast.Name()
    assert not hasattr(incomplete, "id")
    assert [w.category for w in caught] == [DeprecationWarning]
    try:
        ast.Name("x", ast.Load(), "extra")
    except TypeError as exc:
        assert "Name" in str(exc)
    else:
        raise AssertionError("too many arguments accepted")


def test_cell_type():
    cell = types.CellType(1)
    assert cell.cell_contents == 1
    cell.cell_contents = 2
    assert cell.cell_contents == 2
    del cell.cell_contents
    for empty in (cell, types.CellType()):
        try:
            empty.cell_contents
        except ValueError:
            pass
        else:
            raise AssertionError("an empty cell has contents")
    assert type(types.CellType(0)) is types.CellType
    try:
        types.CellType(1, 2)
    except TypeError:
        pass
    else:
        raise AssertionError("CellType accepted two arguments")


def test_union_repr():
    assert repr(int | None) == "int | None"
    assert repr(Optional[_Later]) == f"{__name__}._Later | None"
    assert repr(_Outer.Inner | str) == f"{__name__}._Outer.Inner | str"
    assert repr(int | list[int]) == "int | list[int]"


def test_relative_import_under_path_module():
    # A package that is a plain module object with __path__ (as bench/torch_pure_imports.py
    # registers torch.fx): relative imports in its submodules resolve against it.
    parent = types.ModuleType("brytorch_relpkg")
    parent.__path__ = []
    sibling = types.ModuleType("brytorch_relpkg.sibling")
    sibling.VALUE = 42
    user = types.ModuleType("brytorch_relpkg.user")
    names = ["brytorch_relpkg", "brytorch_relpkg.sibling", "brytorch_relpkg.user"]
    sys.modules.update(zip(names, [parent, sibling, user]))
    try:
        namespace = {"__name__": "brytorch_relpkg.user", "__package__": "brytorch_relpkg"}
        exec("from .sibling import VALUE", namespace)
        assert namespace["VALUE"] == 42
    finally:
        for name in names:
            sys.modules.pop(name, None)


def test_module_annotation_in_a_loop():
    # CPython 3.14: each pass re-binds x; the module's annotations hold x once
    other = types.ModuleType("brytorch_annotated_loop")
    exec("for i in range(3):\n    x: int = i\n", other.__dict__)
    assert other.x == 2
    assert other.__annotations__ == {"x": int}


def test_instances_see_their_class_annotations():
    # CPython 3.11-3.13 keep a class body's annotations in the class dict, so instances see
    # them (torch.jit.script reads `module.__annotations__`); values checked on CPython 3.11
    # and 3.13.
    class Annotated:
        x: int
        y: "Optional[_Alias]"

        def __init__(self):
            self.z = 1

    obj = Annotated()
    assert obj.__annotations__ == {"x": int, "y": "Optional[_Alias]"}
    assert obj.__annotations__ is Annotated.__annotations__
    assert getattr(obj, "__annotations__", None) is Annotated.__annotations__
    Annotated.__annotations__["w"] = float
    assert obj.__annotations__["w"] is float

    class Child(Annotated):
        pass

    assert Child().__annotations__ is Annotated.__annotations__
    obj.__annotations__ = {"own": 1}
    assert obj.__annotations__ == {"own": 1}
    assert Annotated().__annotations__ is Annotated.__annotations__

    class Bare:
        pass

    assert not hasattr(Bare(), "__annotations__")

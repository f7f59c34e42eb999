"""Bridge tier: reference counting and the JS tables stay flat over many crossings."""
import _brytorch_bridge
import bt_basic as m


def _counts():
    """The tables that hold objects strongly. `parked` (proxies C holds no reference to) is
    weak: the garbage collector empties it (finalize_check.py)."""
    counts = dict(_brytorch_bridge.live_counts())
    del counts["parked"]
    return counts


class Plain:
    pass


def test_c_may_keep_a_pointer_while_python_keeps_the_object():
    # CPython's rule: a PyObject* stays valid while the object lives, whoever holds the
    # reference (c10's PyHandleCache relies on it for torch.ops.aten.add.Tensor).
    x = Plain()
    m.remember_borrowed(x)
    m.make_list(3)            # allocations that would reuse a freed header
    assert m.recall_borrowed() is x
    x.tag = "same object"
    assert m.recall_borrowed().tag == "same object"


def test_an_item_outlives_the_reference_c_dropped_while_its_container_holds_it():
    # CPython's rule again: PySequence_GetItem's reference dropped, the item stays valid while
    # the list or dict holds it. str, bytes, numbers and tuples cross by copy; the copy must
    # live as long (numpy's np.char.decode read a freed copy of its encoding argument).
    items = [b"3", "ascii", 2**40 + 1, 1.5, (1, "two")]
    for i, item in enumerate(items):
        assert m.item_after_drop(items, i) == repr(item)
    table = {"k": b"value", 1: "text"}
    assert m.item_after_drop(table, "k") == repr(b"value")
    assert m.item_after_drop(table, 1) == repr("text")


def test_calls_leave_no_proxies_or_handles_behind():
    m.add(1, 2)
    m.describe("warm", 1, scale=1.0)
    before = _counts()
    for i in range(10000):
        m.add(i, 1)
        m.describe("x", i, scale=0.5)
        m.identity("a string")
    assert _counts() == before


def test_returned_new_objects_do_not_accumulate():
    data = {"a": 1, "b": 2}
    m.containers([1], data)
    before = _counts()
    for _ in range(2000):
        m.build()
        m.make_list(3)
        m.unicode_info("héllo")
    assert _counts() == before


def test_c_created_objects_are_freed_in_c():
    before_deallocs = m.dealloc_count()
    before = _counts()
    m.churn(10000)
    assert m.dealloc_count() - before_deallocs == 10000
    assert _counts() == before


def test_tuple_subclass_instances_give_their_memory_back():
    # CPython: an instance of a C subclass of tuple (torch.Size) is freed by its type's
    # tp_free when its count drops to zero. 20,000 made and dropped in C hold nothing after.
    m.churn_sizes(10)
    before = _brytorch_bridge.memory(False)["c_bytes_held"]
    m.churn_sizes(20000)
    assert abs(_brytorch_bridge.memory(False)["c_bytes_held"] - before) < 4096


def test_refcount_of_a_fresh_argument():
    # The argument tuple owns the one reference C sees.
    assert m.refcount_of(object()) == 1


def test_memory_reports_the_wasm_heap():
    info = _brytorch_bridge.memory()
    # The heap is whole 64 KiB wasm pages, at least the module's INITIAL_MEMORY (16 MiB).
    assert info["wasm_heap_bytes"] % 65536 == 0 and info["wasm_heap_bytes"] >= 16 << 20
    assert info["js_heap_bytes"] is None or info["js_heap_bytes"] > 0


def test_memory_c_frees_itself_is_not_growth():
    # The allocation meter counts what C holds (frees subtracted), so 200 MB that C allocates
    # and frees on its own asks for no collection; the same bytes kept count in full.
    before, start = _brytorch_bridge.collections_now(), _brytorch_bridge.memory(False)
    m.scratch(1 << 20, 200)
    after = _brytorch_bridge.memory(False)
    assert _brytorch_bridge.collections_now() == before
    assert abs(after["c_bytes_held"] - start["c_bytes_held"]) < 64 << 10, (start, after)
    assert after["c_bytes_grown"] - start["c_bytes_grown"] < 64 << 10, (start, after)
    kept = m.Vec(1.0, 2.0)
    kept.tag = "k" * (4 << 20)   # 4 MB of str kept by a C object
    held = _brytorch_bridge.memory(False)
    assert held["c_bytes_held"] - after["c_bytes_held"] >= 4 << 20, (after, held)
    assert held["c_bytes_grown"] - after["c_bytes_grown"] >= 4 << 20, (after, held)


def test_code_that_never_pauses_frees_dead_objects_once_c_allocated_enough():
    # This test is library code (imported by the runner): it never pauses for the slice
    # scheduler. 150 objects each holding 1 MB of C memory, dropped one by one: where the
    # host lets the bridge collect inside running code (Node, bridge/js/collect.js), C asks
    # for a collection after 96 MB and the dead objects' deallocs run during this call;
    # elsewhere (a page) they wait for the next task.
    before, deallocs = _brytorch_bridge.collections_now(), m.dealloc_count()
    for i in range(150):
        v = m.Vec(1.0, 2.0)
        v.tag = ("%07d" % i) * ((1 << 20) // 7)
    del v
    after = _brytorch_bridge.collections_now()
    if _brytorch_bridge.can_collect_now():
        assert after["collections"] > before["collections"], (before, after)
        assert m.dealloc_count() - deallocs >= 50, m.dealloc_count() - deallocs
    else:
        assert after == before


def test_gc_collect_frees_what_the_program_dropped():
    # CPython: gc.collect() frees unreachable objects before it returns. Here it can where
    # the host lets the bridge collect inside running code (Node): the dropped objects'
    # deallocs have run when it returns; in a page they wait for the next task.
    import gc
    made = [m.Vec(float(i), 0.0) for i in range(200)]
    before = m.dealloc_count()
    del made
    freed = gc.collect()
    if _brytorch_bridge.can_collect_now():
        assert freed >= 200 and m.dealloc_count() - before >= 200, (freed, m.dealloc_count() - before)
    else:
        assert freed == 0


def test_a_weak_reference_follows_the_c_object_not_its_wrapper():
    # CPython: a weak reference lives as long as its referent. A native object's wrapper may
    # be collected while C keeps the object; the reference then gives the object back
    # through a new wrapper, with its attributes (overlay 424, bridge/js/objects.js).
    import gc
    import weakref

    def kept_by_c():
        v = m.Vec(1.0, 2.0)
        v.tag = "kept by C"
        return weakref.ref(v), m.keep(v)

    r, index = kept_by_c()
    gc.collect()
    v = r()
    assert v is not None and v.tag == "kept by C" and v is m.kept(index)
    assert weakref.getweakrefs(v) == [r] and weakref.ref(v) is r


def test_weak_references_to_c_objects_die_when_c_frees_them():
    # CPython: the deallocator clears the object's weak references and runs their callbacks.
    # Here C's free does (bridge forget), once the wrapper is collected: within gc.collect()
    # where the host can collect inside running code (Node), at the next task elsewhere. A
    # chain goes at once, as in CPython's collector: `inner` is held only by the __dict__ of
    # `outer`, a C object (of a Python subclass) whose wrapper died.
    import gc
    import weakref
    died = []

    class Holder(m.Vec):
        pass

    def dropped():
        inner, outer = m.Vec(5.0, 6.0), Holder(7.0, 8.0)
        outer.held = [inner]
        return weakref.ref(inner, died.append), weakref.ref(outer, died.append)

    inner_ref, outer_ref = dropped()
    before = m.dealloc_count()
    gc.collect()
    if _brytorch_bridge.can_collect_now():
        assert inner_ref() is None and outer_ref() is None
        assert sorted(map(id, died)) == sorted([id(inner_ref), id(outer_ref)])
        assert m.dealloc_count() - before >= 2
    else:
        assert outer_ref() is not None and died == []


def test_getrefcount_counts_c_references():
    # CPython's rule (counted by hand): sys.getrefcount counts every reference, the
    # argument's too: 2 for an object one name holds, one more for each reference C keeps
    # (keep() stores one in a C array). Brython objects have no counts to read: 2, as for
    # one name.
    import sys
    v = m.Vec(1.0, 2.0)
    assert sys.getrefcount(v) == 2
    m.keep(v)
    assert sys.getrefcount(v) == 3
    for _ in range(100):
        m.identity(v)   # a call that takes and gives back references leaks none
    assert sys.getrefcount(v) == 3
    p = Plain()
    assert sys.getrefcount(p) == 2

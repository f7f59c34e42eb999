// Fix: sys.monitoring has CPython's tool registry: use_tool_id, free_tool_id, get_tool,
//   set_events, get_events, register_callback, with CPython's errors. No event is ever
//   delivered: Brython's generated code has no instrumentation to raise them.
// Symptom: every hypothesis test (@given) of torch's suites failed: hypothesis asks
//   `sys.monitoring.get_tool(MONITORING_TOOL_ID)` on Python >= 3.12 before running each
//   example ("AttributeError: module 'monitoring' has no attribute 'get_tool'", shown as
//   "No active exception to reraise" before overlay 493; test_nn's
//   test_fuse_module_eval_numerics).
// Cause: Brython's sys module makes `monitoring` with the event constants and tool ids only.
// Fix: the functions, keeping per tool its name, event set and callbacks (CPython 3.13's
//   messages: invalid tool, tool in use / not in use, invalid event set). A tool's callbacks
//   are kept and returned as CPython does, and never called.
// Test: tests/brython/test_stdlib.py::test_sys_monitoring_tool_registry
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('sys', 'monitoring.OPTIMIZER_ID=5\n', 'monitoring.OPTIMIZER_ID=5\n' +
    '_monitoring_tools={}\n' +
    '_monitoring_events={}\n' +
    '_monitoring_callbacks={}\n' +
    '_monitoring_all_events=0\n' +
    'for _name in dir(_events):\n' +
    ' if _name.isupper():\n' +
    '  _monitoring_all_events|=getattr(_events,_name)\n' +
    'def _monitoring_tool(tool_id):\n' +
    ' tool_id=tool_id.__index__()\n' +
    ' if not 0<=tool_id<=5:\n' +
    '  raise ValueError(f"invalid tool {tool_id} (must be between 0 and 5)")\n' +
    ' return tool_id\n' +
    'def _use_tool_id(tool_id,name,/):\n' +
    ' tool_id=_monitoring_tool(tool_id)\n' +
    ' if not isinstance(name,str):\n' +
    '  raise ValueError("tool name must be a str")\n' +
    ' if tool_id in _monitoring_tools:\n' +
    '  raise ValueError(f"tool {tool_id} is already in use")\n' +
    ' _monitoring_tools[tool_id]=name\n' +
    'def _free_tool_id(tool_id,/):\n' +
    ' _monitoring_tools.pop(_monitoring_tool(tool_id),None)\n' +
    'def _get_tool(tool_id,/):\n' +
    ' return _monitoring_tools.get(_monitoring_tool(tool_id))\n' +
    'def _set_events(tool_id,event_set,/):\n' +
    ' tool_id=_monitoring_tool(tool_id)\n' +
    ' if tool_id not in _monitoring_tools:\n' +
    '  raise ValueError(f"tool {tool_id} is not in use")\n' +
    ' event_set=event_set.__index__()\n' +
    ' if event_set<0 or event_set&~_monitoring_all_events:\n' +
    '  raise ValueError(f"invalid event set 0x{event_set:x}")\n' +
    ' _monitoring_events[tool_id]=event_set\n' +
    'def _get_events(tool_id,/):\n' +
    ' return _monitoring_events.get(_monitoring_tool(tool_id),0)\n' +
    'def _register_callback(tool_id,event,func,/):\n' +
    ' key=(_monitoring_tool(tool_id),event.__index__())\n' +
    ' previous=_monitoring_callbacks.get(key)\n' +
    ' if func is None:\n' +
    '  _monitoring_callbacks.pop(key,None)\n' +
    ' else:\n' +
    '  _monitoring_callbacks[key]=func\n' +
    ' return previous\n' +
    'for _f in(_use_tool_id,_free_tool_id,_get_tool,_set_events,_get_events,_register_callback):\n' +
    ' _f.__name__=_f.__qualname__=_f.__name__[1:]\n' +
    ' _f.__module__="sys.monitoring"\n' +
    ' setattr(monitoring,_f.__name__,_f)\n');
})(__BRYTHON__);

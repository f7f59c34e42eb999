// Fix: the time module's functions check their arguments as CPython 3.13's do, and asctime
//   names February "Feb".
// Symptom: `time.localtime("x")` returned a struct_time of NaNs and `time.ctime("x")` raised
//   KeyError: nan (CPython: TypeError "'str' object cannot be interpreted as an integer");
//   `time.localtime(float("nan"))` gave NaNs (ValueError); `time.strftime(1)` raised
//   AttributeError (TypeError "strftime() argument 1 must be str, not int");
//   `time.mktime(1)` a ValueError (TypeError); `time.mktime((1, 2))` an IndexError;
//   `time.asctime(())` the current time; `time.asctime((2024, 13, ...))` KeyError 13 and
//   hours 24, minutes 60, day 32 were formatted (CPython: ValueError "month out of range",
//   ...); `time.asctime((2024, 2, 1, ...))` was 'Thu Fev  1 ...'.
// Cause: Brython's time.py: no type checks on seconds, `_check_input` treats any empty
//   argument as "now", its range checks are written `-1 > mm > 13` (never true), mktime
//   raises ValueError, and the month names are French for February.
// Fix: the seconds of gmtime/localtime (and so ctime) go through CPython's checks (float:
//   NaN is a ValueError; else `operator.index`; beyond JavaScript's Date range, +-8.64e12 s,
//   OverflowError "timestamp out of range for platform time_t": CPython's own range is wider,
//   docs/brython-bugs.md); a time tuple is checked as CPython's gettmarg/checktm do, with
//   the calling function's name in the message.
// Test: tests/brython/test_stdlib.py::test_time_functions_check_their_arguments
(function ($B) {
  const patch = (before, after) => $B.brytorchOverlay.patchStdlibSource('time', before, after);
  patch(
    'def _check_input(t):\n' +
    ' if t and isinstance(t,struct_time)and len(t.args)==9:\n' +
    '  t=t.args\n' +
    ' elif t and isinstance(t,tuple)and len(t)==9:\n' +
    '  t=t\n' +
    ' elif t and isinstance(t,struct_time)and len(t.args)!=9:\n' +
    '  raise TypeError("function takes exactly 9 arguments ({} given)".format(len(t.args)))\n' +
    ' elif t and isinstance(t,tuple)and len(t)!=9:\n' +
    '  raise TypeError("function takes exactly 9 arguments ({} given)".format(len(t)))\n' +
    ' elif t and not isinstance(t,(tuple,struct_time)):\n' +
    '  raise TypeError("Tuple or struct_time argument required")\n' +
    ' else:\n' +
    '  t=localtime().args\n' +
    ' return t\n',
    'def _check_input(t,name,now_if_none=True):\n' +
    ' if t is None and now_if_none:\n' +
    '  return localtime().args\n' +
    ' if isinstance(t,struct_time):\n' +
    '  t=t.args\n' +
    ' elif not isinstance(t,tuple):\n' +
    '  raise TypeError("Tuple or struct_time argument required")\n' +
    ' if len(t)!=9:\n' +
    '  raise TypeError(name+"(): illegal time tuple argument")\n' +
    ' import operator\n' +
    ' return[operator.index(x)for x in t]\n' +
    ' \n' +
    'def _bt_seconds(secs):\n' +
    ' if secs is None:\n' +
    '  return None\n' +
    ' if isinstance(secs,float):\n' +
    '  if secs !=secs:\n' +
    '   raise ValueError("Invalid value NaN (not a number)")\n' +
    ' else:\n' +
    '  import operator\n' +
    '  secs=operator.index(secs)\n' +
    ' if abs(secs)>8.64e12:\n' +
    '  raise OverflowError("timestamp out of range for platform time_t")\n' +
    ' return secs\n');
  // checktm (CPython Modules/timemodule.c): 0 stands for 1 in month, day and day of year;
  // the day of week is (wday + 1) % 7 in C, so below -1 is out of range.
  patch(
    ' if -1 >mm >13:\n', ' if not 1 <=mm <=12:\n');
  patch(
    ' if -1 >dd >32:\n', ' if not 1 <=dd <=31:\n');
  patch(
    ' if -1 >hh >24:\n', ' if not 0 <=hh <=23:\n');
  patch(
    ' if -1 >minu >60:\n', ' if not 0 <=minu <=59:\n');
  patch(
    ' if -1 >ss >62:\n', ' if not 0 <=ss <=61:\n');
  patch(
    ' wd=t[6]%7\n if wd <-2:\n', ' if t[6]<-1:\n  raise ValueError("day of week out of range")\n wd=t[6]%7\n if wd <-2:\n');
  patch(
    ' if -1 >dy >367:\n', ' if not 1 <=dy <=366:\n');
  patch(
    ' enumerate("Jan Fev Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())\n',
    ' enumerate("Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split())\n');
  patch(
    ' t=_check_input(t)\n t=_check_struct_time(t)\n \n result=',
    ' t=_check_input(t,"asctime")\n t=_check_struct_time(t)\n \n result=');
  patch(
    ' t=_check_input(t)\n t=_check_struct_time(t)\n \n YY=',
    ' t=_check_input(t,"strftime")\n t=_check_struct_time(t)\n \n YY=');
  patch(
    'def strftime(_format,t=None):\n',
    'def strftime(_format,t=None):\n' +
    ' if not isinstance(_format,str):\n' +
    '  raise TypeError("strftime() argument 1 must be str, not "+type(_format).__name__)\n');
  patch(
    'def gmtime(secs=None):\n d=date()\n', 'def gmtime(secs=None):\n secs=_bt_seconds(secs)\n d=date()\n');
  patch(
    'def localtime(secs=None):\n d=date()\n', 'def localtime(secs=None):\n secs=_bt_seconds(secs)\n d=date()\n');
  patch(
    'def mktime(t):\n if isinstance(t,struct_time):\n',
    'def mktime(t):\n t=_check_input(t,"mktime",False)\n if isinstance(t,struct_time):\n');
  patch(
    ' elif isinstance(t,tuple):\n  d1=date(t[0],t[1]-1,t[2],t[3],t[4],t[5],0).getTime()\n' +
    ' else:\n  raise ValueError("Tuple or struct_time argument required")\n',
    ' else:\n  d1=date(t[0],t[1]-1,t[2],t[3],t[4],t[5],0).getTime()\n');
})(__BRYTHON__);

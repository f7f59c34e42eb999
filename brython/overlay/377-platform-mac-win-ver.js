// Fix: platform.mac_ver() and platform.win32_ver() exist and, as on every system that is
//   neither macOS nor Windows, return their arguments' defaults.
// Symptom: "AttributeError: 'module' object has no attribute 'mac_ver'" when PyTorch's test
//   harness (torch.testing._internal.common_utils) imports.
// Cause: Brython's platform.py defines neither.
// Fix: both are defined with CPython's signatures; they return what they were given
//   (mac_ver: ('', ('', '', ''), ''); win32_ver: ('', '', '', '')).
// Test: tests/brython/test_stdlib.py::test_platform_mac_and_win32_ver
(function ($B) {
  $B.brytorchOverlay.patchStdlibSource('platform',
    "def machine(*args,**kw):\n",
    "def mac_ver(release='',versioninfo=('','',''),machine=''):\n" +
    " return release,versioninfo,machine\n \n" +
    "def win32_ver(release='',version='',csd='',ptype=''):\n" +
    " return release,version,csd,ptype\n \n" +
    "def machine(*args,**kw):\n");
})(__BRYTHON__);

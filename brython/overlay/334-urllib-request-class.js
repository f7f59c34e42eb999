// Fix: urllib.request has no Request class (CPython: the object urlopen accepts in place of
//   a URL string, with headers, data and method).
// Symptom: `from urllib.request import Request, urlopen` raises ImportError (torch.hub at
//   `import torch`).
// Cause: Brython's urllib/request.py only defines urlopen(url) over browser.ajax.
// Fix: a Request class (full_url, data, headers with add_header/get_header, method,
//   get_method) and urlopen() taking either a string or a Request (its URL, data and
//   method; headers are set on the request the browser makes).
// Test: tests/brython/test_stdlib.py::test_urllib_request_class
(function ($B) {
  const patch = $B.brytorchOverlay.patchStdlibSource;
  patch('urllib.request',
    'def urlopen(url,data=None,timeout=None):\n global result\n result=None\n',
    'class Request:\n' +
    ' def __init__(self,url,data=None,headers={},origin_req_host=None,unverifiable=False,method=None):\n' +
    '  self.full_url=url\n  self.data=data\n  self.headers={}\n' +
    '  for key,value in dict(headers).items():\n   self.add_header(key,value)\n' +
    '  self.origin_req_host=origin_req_host\n  self.unverifiable=unverifiable\n  self.method=method\n' +
    ' def add_header(self,key,val):\n  self.headers[key.capitalize()]=val\n' +
    ' def has_header(self,header_name):\n  return header_name in self.headers\n' +
    ' def get_header(self,header_name,default=None):\n  return self.headers.get(header_name,default)\n' +
    ' def get_method(self):\n  return self.method or ("POST" if self.data is not None else "GET")\n' +
    ' def get_full_url(self):\n  return self.full_url\n\n' +
    'def urlopen(url,data=None,timeout=None):\n global result\n result=None\n' +
    ' headers={}\n method=None\n' +
    ' if isinstance(url,Request):\n' +
    '  data=url.data if data is None else data\n  headers=url.headers\n  method=url.get_method()\n  url=url.full_url\n');
  patch('urllib.request',
    " if data is None:\n  _ajax.open('GET',url,False)\n  _ajax.send()\n else:\n  _ajax.open('POST',url,False)\n  _ajax.send(data)\n",
    " if data is None:\n  _ajax.open(method or 'GET',url,False)\n" +
    "  for key,value in headers.items():\n   _ajax.set_header(key,value)\n  _ajax.send()\n" +
    " else:\n  _ajax.open(method or 'POST',url,False)\n" +
    "  for key,value in headers.items():\n   _ajax.set_header(key,value)\n  _ajax.send(data)\n");
})(__BRYTHON__);

/* frameobject.h -- BryTorch
 * Frame objects.  Includable on its own (extensions include it directly);
 * PyFrameObject is opaque (layout is ours) and everything is declared in
 * pyframe.h, which Python.h includes. */
#ifndef BT_FRAMEOBJECT_H
#define BT_FRAMEOBJECT_H

#include "Python.h"

#endif /* BT_FRAMEOBJECT_H */

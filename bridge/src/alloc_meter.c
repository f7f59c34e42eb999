/* The allocation meter: bytes handed out by malloc, calloc, realloc and posix_memalign
 * (ATen's tensor storage) since start, counted on the way (the link wraps those four with
 * -Wl,--wrap, tools/build/bridge.sh). The slice scheduler (web/runtime/scheduler.js) asks for
 * a collection once enough was allocated since the last one, before the heap has to grow.
 * Asking dlmalloc instead (mallinfo) walks every chunk: 65 ms with 20,000 tensors alive. */
#include <stddef.h>

/* A double: exact up to 2^53 bytes, and JS reads it without BigInt. */
static double bytes_allocated;

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t n);
int __real_posix_memalign(void **out, size_t alignment, size_t n);

void *__wrap_malloc(size_t n) {
  void *p = __real_malloc(n);
  if (p) bytes_allocated += (double)n;
  return p;
}
void *__wrap_calloc(size_t count, size_t size) {
  void *p = __real_calloc(count, size);
  if (p) bytes_allocated += (double)count * (double)size;
  return p;
}
void *__wrap_realloc(void *old, size_t n) {
  void *p = __real_realloc(old, n);
  if (p) bytes_allocated += (double)n;   /* counts a whole grown block: an upper bound */
  return p;
}
int __wrap_posix_memalign(void **out, size_t alignment, size_t n) {
  int err = __real_posix_memalign(out, alignment, n);
  if (err == 0) bytes_allocated += (double)n;
  return err;
}

double bt_bytes_allocated(void) { return bytes_allocated; }

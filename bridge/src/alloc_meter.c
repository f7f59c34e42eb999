/* The allocation meter: bytes handed out by malloc, calloc, realloc and posix_memalign
 * (ATen's tensor storage) since start, counted on the way (the link wraps those four with
 * -Wl,--wrap, tools/build/bridge.sh). The slice scheduler (web/runtime/scheduler.js) asks for
 * a collection once enough was allocated since the last one, before the heap has to grow.
 * Asking dlmalloc instead (mallinfo) walks every chunk: 65 ms with 20,000 tensors alive.
 *
 * Where the host can collect inside running code (bridge/js/collect.js), two more things:
 * an allocation that fails is retried once after a collection frees dead wrappers' objects,
 * and once the count passes collect_at (set by JS) C asks for a collection itself, for code
 * that never pauses for the scheduler. */
#include <math.h>
#include <stddef.h>

/* A double: exact up to 2^53 bytes, and JS reads it without BigInt. */
static double bytes_allocated;
static double collect_at = INFINITY;   /* never, until the bridge says its host can collect */

/* bridge/js/collect.js: a full collection, then the dead wrappers' references given back;
 * returns how many (0 where the host cannot, or while one is running). */
int bt_js_collect_now(void);

static void counted(double n) {
  bytes_allocated += n;
  if (bytes_allocated >= collect_at) {
    collect_at = INFINITY;   /* the collection sets the next threshold (bt_set_collect_threshold) */
    bt_js_collect_now();
  }
}
/* Whether a failed allocation is worth trying again. */
static int collected_something(size_t n) { return n > 0 && bt_js_collect_now() > 0; }

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t n);
int __real_posix_memalign(void **out, size_t alignment, size_t n);

void *__wrap_malloc(size_t n) {
  void *p = __real_malloc(n);
  if (!p && collected_something(n)) p = __real_malloc(n);
  if (p) counted((double)n);
  return p;
}
void *__wrap_calloc(size_t count, size_t size) {
  void *p = __real_calloc(count, size);
  if (!p && collected_something(count * size)) p = __real_calloc(count, size);
  if (p) counted((double)count * (double)size);
  return p;
}
void *__wrap_realloc(void *old, size_t n) {
  void *p = __real_realloc(old, n);
  if (!p && collected_something(n)) p = __real_realloc(old, n);   /* a failed realloc leaves `old` as it was */
  if (p) counted((double)n);   /* counts a whole grown block: an upper bound */
  return p;
}
int __wrap_posix_memalign(void **out, size_t alignment, size_t n) {
  int err = __real_posix_memalign(out, alignment, n);
  if (err != 0 && collected_something(n)) err = __real_posix_memalign(out, alignment, n);
  if (err == 0) counted((double)n);
  return err;
}

double bt_bytes_allocated(void) { return bytes_allocated; }
void bt_set_collect_threshold(double bytes) { collect_at = bytes; }

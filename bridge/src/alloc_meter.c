/* The allocation meter: how much the memory C holds (malloc, calloc, realloc, posix_memalign,
 * memalign: ATen's tensor storage) has grown since the last collection. The link wraps
 * those and `free` with -Wl,--wrap (tools/build/bridge.sh); each block counts with its
 * usable size (malloc_usable_size: dlmalloc reads it from the block's header) when it is
 * handed out and when it is freed.
 *
 * Why growth above a low-water mark, not bytes allocated: a collection can only free what
 * dead wrappers still hold, which shows as memory C holds and did not give back. A training
 * step's temporaries that C frees itself (autograd buffers, ATen scratch) come and go
 * without moving the mark, so they no longer ask for collections (each a full JS
 * collection, ~200 ms with torch imported). The mark is the lowest the count has been since
 * the last collection, so blocks the count never saw allocated (JS's own `_malloc`, which
 * Emscripten exports unwrapped) only lower both, and the growth stays right.
 *
 * The slice scheduler (web/runtime/scheduler.js) asks for a collection once the growth is
 * large enough, before the heap has to grow. Asking dlmalloc instead (mallinfo) walks every
 * chunk: 65 ms with 20,000 tensors alive.
 *
 * (aligned_alloc is Emscripten's posix_memalign, so it is counted there; valloc and
 * realloc_in_place are not counted: nothing we link calls them.)
 *
 * Where the host can collect inside running code (bridge/js/collect.js), two more things:
 * an allocation that fails is retried once after a collection frees dead wrappers' objects,
 * and once the growth passes collect_after (set by JS) C asks for a collection itself, for
 * code that never pauses for the scheduler. */
#include <malloc.h>
#include <math.h>
#include <stddef.h>

/* Doubles: exact up to 2^53 bytes, and JS reads them without BigInt. */
static double bytes_held;            /* by blocks the meter saw allocated, minus those freed */
static double low_water;             /* the least bytes_held since the last collection */
static double collect_after = INFINITY;   /* growth that asks for a collection: never, until
                                           * the bridge says its host can collect */

/* bridge/js/collect.js: a full collection, then the dead wrappers' references given back;
 * returns how many (0 where the host cannot, or while one is running). */
int bt_js_collect_now(void);

static void held(void *p) {
  bytes_held += (double)malloc_usable_size(p);
  if (bytes_held - low_water >= collect_after) {
    collect_after = INFINITY;   /* the collection sets it again (bt_set_collect_threshold) */
    bt_js_collect_now();
  }
}
static void released(void *p) {
  bytes_held -= (double)malloc_usable_size(p);
  if (bytes_held < low_water) low_water = bytes_held;
}
/* Whether a failed allocation is worth trying again. */
static int collected_something(size_t n) { return n > 0 && bt_js_collect_now() > 0; }

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t size);
void *__real_realloc(void *p, size_t n);
int __real_posix_memalign(void **out, size_t alignment, size_t n);
void *__real_memalign(size_t alignment, size_t n);
void __real_free(void *p);

void *__wrap_malloc(size_t n) {
  void *p = __real_malloc(n);
  if (!p && collected_something(n)) p = __real_malloc(n);
  if (p) held(p);
  return p;
}
void *__wrap_calloc(size_t count, size_t size) {
  void *p = __real_calloc(count, size);
  if (!p && collected_something(count * size)) p = __real_calloc(count, size);
  if (p) held(p);
  return p;
}
void *__wrap_realloc(void *old, size_t n) {
  double old_size = old ? (double)malloc_usable_size(old) : 0;
  void *p = __real_realloc(old, n);
  if (!p && collected_something(n)) p = __real_realloc(old, n);   /* a failed realloc leaves `old` as it was */
  if (p) {   /* `old` is gone (Emscripten's dlmalloc answers realloc(p, 0) with a block too) */
    bytes_held -= old_size;
    if (bytes_held < low_water) low_water = bytes_held;
    held(p);
  }
  return p;
}
int __wrap_posix_memalign(void **out, size_t alignment, size_t n) {
  int err = __real_posix_memalign(out, alignment, n);
  if (err != 0 && collected_something(n)) err = __real_posix_memalign(out, alignment, n);
  if (err == 0) held(*out);
  return err;
}
void *__wrap_memalign(size_t alignment, size_t n) {
  void *p = __real_memalign(alignment, n);
  if (!p && collected_something(n)) p = __real_memalign(alignment, n);
  if (p) held(p);
  return p;
}
void __wrap_free(void *p) {
  if (p) released(p);
  __real_free(p);
}

/* What the scheduler and collect.js read: growth since the last collection, and the bytes
 * held (stats). */
double bt_bytes_grown(void) { return bytes_held - low_water; }
double bt_bytes_held(void) { return bytes_held; }
/* A collection just ran (its frees already subtracted, or about to be: they only lower the
 * mark further). */
void bt_note_collection(void) { low_water = bytes_held; }
void bt_set_collect_threshold(double growth) { collect_after = growth; }

/* dlmalloc's own totals, for diagnostics (_brytorch_bridge.malloc_info, bench memory): how
 * much of the heap it took from the system, how much of that blocks use, how much is free
 * and in how many pieces (a heap that grows while much is free in many pieces is
 * fragmented), and the free space at the top. mallinfo() walks every chunk (~65 ms with
 * 20,000 tensors alive): never on a hot path. Returns a static array of 5 doubles. */
const double *bt_malloc_info(void) {
  static double out[5];
  struct mallinfo m = mallinfo();
  out[0] = (double)(size_t)m.arena;
  out[1] = (double)(size_t)m.uordblks;
  out[2] = (double)(size_t)m.fordblks;
  out[3] = (double)(size_t)m.ordblks;
  out[4] = (double)(size_t)m.keepcost;
  return out;
}

/*
 * cpuinfo for a WebAssembly machine, written for BryTorch.
 *
 * A wasm module cannot see the host CPU: it has one thread of execution (we build without
 * threads), no CPUID, and no cache topology. So the truthful answer is one logical
 * processor on one core, cluster and package, of unknown microarchitecture, with no cache
 * information (NULL caches: ATen then reports a cache size of 0 and uses its defaults).
 * The ISA queries (cpuinfo_has_x86_*, cpuinfo_has_arm_*) are inline in cpuinfo.h and already
 * answer false on wasm, so only the out-of-line API used by c10/ATen is defined here.
 */
#include <cpuinfo.h>
#include <stddef.h>

static struct cpuinfo_package the_package;
static struct cpuinfo_cluster the_cluster;
static struct cpuinfo_core the_core;
static struct cpuinfo_processor the_processor;
static struct cpuinfo_uarch_info the_uarch;
static bool initialized;

bool cpuinfo_initialize(void) {
  if (initialized) return true;
  the_package.processor_start = 0;
  the_package.processor_count = 1;
  the_package.core_start = 0;
  the_package.core_count = 1;
  the_package.cluster_start = 0;
  the_package.cluster_count = 1;

  the_cluster.processor_start = 0;
  the_cluster.processor_count = 1;
  the_cluster.core_start = 0;
  the_cluster.core_count = 1;
  the_cluster.cluster_id = 0;
  the_cluster.package = &the_package;
  the_cluster.vendor = cpuinfo_vendor_unknown;
  the_cluster.uarch = cpuinfo_uarch_unknown;

  the_core.processor_start = 0;
  the_core.processor_count = 1;
  the_core.core_id = 0;
  the_core.cluster = &the_cluster;
  the_core.package = &the_package;
  the_core.vendor = cpuinfo_vendor_unknown;
  the_core.uarch = cpuinfo_uarch_unknown;

  the_processor.smt_id = 0;
  the_processor.core = &the_core;
  the_processor.cluster = &the_cluster;
  the_processor.package = &the_package;
  /* the_processor.cache.* stay NULL: the cache hierarchy is not observable from wasm. */

  the_uarch.uarch = cpuinfo_uarch_unknown;
  the_uarch.processor_count = 1;
  the_uarch.core_count = 1;

  initialized = true;
  return true;
}

void cpuinfo_deinitialize(void) {}

#define ONE_OF(type, name, object)                                      \
  const struct type* cpuinfo_get_##name##s(void) { return &object; }    \
  const struct type* cpuinfo_get_##name(uint32_t index) {               \
    return index == 0 ? &object : NULL;                                 \
  }                                                                     \
  uint32_t cpuinfo_get_##name##s_count(void) { return 1; }

ONE_OF(cpuinfo_processor, processor, the_processor)
ONE_OF(cpuinfo_core, core, the_core)
ONE_OF(cpuinfo_cluster, cluster, the_cluster)
ONE_OF(cpuinfo_package, package, the_package)
ONE_OF(cpuinfo_uarch_info, uarch, the_uarch)

#define NO_CACHE(level)                                                          \
  const struct cpuinfo_cache* cpuinfo_get_##level##_caches(void) { return NULL; } \
  const struct cpuinfo_cache* cpuinfo_get_##level##_cache(uint32_t index) {      \
    (void)index;                                                                 \
    return NULL;                                                                 \
  }                                                                              \
  uint32_t cpuinfo_get_##level##_caches_count(void) { return 0; }

NO_CACHE(l1i)
NO_CACHE(l1d)
NO_CACHE(l2)
NO_CACHE(l3)
NO_CACHE(l4)

uint32_t cpuinfo_get_max_cache_size(void) { return 0; }
const struct cpuinfo_processor* cpuinfo_get_current_processor(void) { return &the_processor; }
const struct cpuinfo_core* cpuinfo_get_current_core(void) { return &the_core; }
uint32_t cpuinfo_get_current_uarch_index(void) { return 0; }
uint32_t cpuinfo_get_current_uarch_index_with_default(uint32_t default_uarch_index) {
  (void)default_uarch_index;
  return 0;
}

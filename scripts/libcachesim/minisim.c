// minisim: libCacheSim mrcProfiler's MINISIM profiler
// (MRCProfilerMINISIM::run, libCacheSim/mrcProfiler/mrcProfiler.cpp at
// commit 6cecdd8) compiled against libCacheSim aa0fc40, whose snapshot has
// no mrcProfiler binary. Same passes: count every request, reset, sample
// spatially, simulate caches of size x rate with simulate_with_multi_caches,
// correct hits as n_req - misses / rate.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../include/libCacheSim/cache.h"
#include "../../include/libCacheSim/reader.h"
#include "../../include/libCacheSim/simulator.h"
#include "../../include/libCacheSim/request.h"
#include "../../include/libCacheSim/sampling.h"
#include "../cli_reader_utils.h"
#include "../cachesim/cache_init.h"

int main(int argc, char **argv) {
  if (argc < 6) { fprintf(stderr, "usage: minisim trace type algo rate sizes [threads]\n"); return 2; }
  const char *path = argv[1], *type = argv[2], *algo = argv[3];
  double sample_rate = atof(argv[4]);
  uint64_t sizes[128]; int n = 0;
  for (char *s = strtok(argv[5], ","); s && n < 128; s = strtok(NULL, ",")) sizes[n++] = strtoull(s, NULL, 10);
  int threads = argc > 6 ? atoi(argv[6]) : 2;
  reader_t *reader = create_reader(type, path, NULL, -1, false, 1);
  request_t *req = new_request();
  int64_t n_req = 0, sum_size = 0, sampled_cnt = 0;
  sampler_t *sampler = NULL;
  if (sample_rate <= 0.5) sampler = create_spatial_sampler(sample_rate);
  read_one_req(reader, req);
  do {
    n_req += 1;
    sum_size += req->obj_size;
    if (sampler == NULL || sampler->sample(sampler, req)) sampled_cnt += 1;
    read_one_req(reader, req);
  } while (req->valid);
  reset_reader(reader);
  reader->init_params.sampler = sampler;
  reader->sampler = sampler;
  cache_t *caches[128];
  for (int i = 0; i < n; i++) caches[i] = create_cache(path, algo, (uint64_t)(sizes[i] * sample_rate), NULL, false);
  cache_stat_t *result = simulate_with_multi_caches(reader, caches, n, NULL, 0, 0, threads, true);
  printf("n_req: %ld\nsum_obj_size_req: %ld\nsampled: %ld\ncache_size\tmiss_rate\tbyte_miss_rate\n", n_req, sum_size, sampled_cnt);
  for (int i = 0; i < n; i++) {
    double inv = sampler ? (double)reader->sampler->sampling_ratio_inv : 1;
    double hit = n_req - result[i].n_miss * inv, hit_size = sum_size - result[i].n_miss_byte * inv;
    double mr = 1 - hit / n_req, bmr = 1 - hit_size / sum_size;
    mr = mr > 1 ? 1 : (mr < 0 ? 0 : mr);
    bmr = bmr > 1 ? 1 : (bmr < 0 ? 0 : bmr);
    printf("%luB\t%lf\t%lf\n", (unsigned long)sizes[i], mr, bmr);
  }
  return 0;
}

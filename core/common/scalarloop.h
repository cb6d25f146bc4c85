#pragma once

// Put before a loop that counts into a table indexed by values the loop itself reads or computes (a
// histogram, a counting sort). With AVX-512 enabled (-march=native on such a machine), clang 14, the
// Debian 12 clang, vectorizes such a loop into gathers and scatters that lose the counts of indices
// repeated within one vector (llvm-project issue 87189, fixed in later releases): the counts come out
// wrong and a seed stops giving the same bytes. Keeping the loop scalar costs nothing measurable here.
#if defined(__clang__)
#define TESSERA_SCALAR_LOOP _Pragma("clang loop vectorize(disable)")
#else
#define TESSERA_SCALAR_LOOP
#endif

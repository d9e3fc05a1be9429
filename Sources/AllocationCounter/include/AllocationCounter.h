#ifndef KEYBOARD_AVOIDANCE_ALLOCATION_COUNTER_H
#define KEYBOARD_AVOIDANCE_ALLOCATION_COUNTER_H

/// Counts heap allocations made by the process while counting is on, for keyboard-bench.
///
/// On Linux with glibc the counter interposes malloc, calloc, realloc, posix_memalign,
/// aligned_alloc and memalign and forwards to glibc's own implementations. Elsewhere counting
/// is unsupported and the functions report zero.

/// Non-zero when allocations can be counted on this platform.
int ka_allocation_counting_supported(void);

/// Resets the counter and starts counting.
void ka_allocation_counting_start(void);

/// Stops counting and returns the number of allocations since the start.
unsigned long long ka_allocation_counting_stop(void);

#endif

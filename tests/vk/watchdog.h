/* A time limit for test programs that drive the Vulkan device in their own
 * process (cfgdiff, the single-shader execution tests). Pipeline creation
 * (the driver compiling our SPIR-V) and vkQueueWaitIdle have no timeout of
 * their own, so a driver that never finishes would otherwise run into
 * meson's limit for the whole program, with no word of where it stopped.
 * Armed, the watchdog ends the process after the given time with a FAIL line
 * that names the step the program was in, then the program's closing count
 * line, and exit status 1.
 *
 * It uses SIGALRM and static buffers: test-program state, never the
 * library's. The handler only calls write() and _exit(). */
#ifndef TEST_WATCHDOG_H
#define TEST_WATCHDOG_H

/* Starts (or restarts) the limit: `seconds` scaled by test_time_limit_s()
 * (time_limit.h), so sanitizer builds and meson's timeout multiplier get
 * their share. `fail_line` begins the message ("FAIL
 * seed 7"), `tail` follows it (a replay hint and the closing count line,
 * each ending in a newline); both are copied. */
void watchdog_arm(unsigned seconds, const char *fail_line, const char *tail);

/* The step the program is in now: a string that lives as long as the
 * program (a literal), e.g. "creating the pipeline (driver compiling the
 * SPIR-V)". */
void watchdog_step(const char *step);

void watchdog_disarm(void);

#endif

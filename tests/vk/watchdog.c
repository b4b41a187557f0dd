#include "watchdog.h"

#include "time_limit.h"

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char fail_text[256], tail_text[512];
static unsigned limit_s;
static const char *volatile current_step = "starting";

static void put(const char *s)
{
    (void)!write(STDOUT_FILENO, s, strlen(s));
}

static void fired(int sig)
{
    (void)sig;
    char secs[16];
    unsigned v = limit_s, n = 0;
    char rev[16];
    do {
        rev[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v && n < sizeof(rev));
    for (unsigned i = 0; i < n; i++)
        secs[i] = rev[n - 1 - i];
    secs[n] = 0;
    put(fail_text);
    put(": no result after ");
    put(secs);
    put(" s (watchdog) while ");
    put(current_step);
    put("\n");
    put(tail_text);
    _exit(1);
}

void watchdog_arm(unsigned seconds, const char *fail_line, const char *tail)
{
    snprintf(fail_text, sizeof(fail_text), "%s", fail_line);
    snprintf(tail_text, sizeof(tail_text), "%s", tail);
    limit_s = test_time_limit_s(seconds); /* the base, scaled (time_limit.h) */
    current_step = "starting";
    fflush(stdout);
    signal(SIGALRM, fired);
    alarm(limit_s);
}

void watchdog_step(const char *step)
{
    current_step = step;
}

void watchdog_disarm(void)
{
    alarm(0);
}

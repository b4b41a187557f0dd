/* Parsing of the options every Vulkan test harness takes. */
#include "harness_cli.h"

#include <stdlib.h>
#include <string.h>

bool harness_parse_args(const harness_cli *cli, int argc, char **argv, harness_options *o)
{
    memset(o, 0, sizeof(*o));
    o->timeout_s = 120;
    o->dir = cli->default_dir;
    bool have_dir = false;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        bool has_next = i + 1 < argc;
        int taken;
        if (strcmp(a, "--only") == 0 && has_next) {
            o->only = argv[++i];
        } else if (strcmp(a, "--list") == 0) {
            o->list = true;
        } else if (strcmp(a, "--verbose") == 0 || strcmp(a, "-v") == 0) {
            o->verbose = true;
        } else if (strcmp(a, "--no-fork") == 0) {
            o->no_fork = true;
        } else if (strcmp(a, "--run-skipped") == 0) {
            o->run_skipped = true;
        } else if (strcmp(a, "--timeout") == 0 && has_next) {
            char *end;
            unsigned long t = strtoul(argv[++i], &end, 10);
            if (*end || t == 0 || t > 86400) {
                fprintf(stderr, "%s: bad --timeout '%s'\n", cli->tool, argv[i]);
                return false;
            }
            o->timeout_s = (unsigned)t;
        } else if (strcmp(a, "--device") == 0 && has_next) {
            o->vk.device_name = argv[++i];
        } else if (strcmp(a, "--validate") == 0) {
            o->vk.validation = true;
        } else if (strcmp(a, "--save-spirv") == 0 && has_next) {
            o->save_spirv_dir = argv[++i];
        } else if (strcmp(a, "--selftest") == 0 && i + 2 < argc) {
            o->selftest_dir = argv[++i];
            o->spv_dir = argv[++i];
        } else if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            if (cli->usage)
                cli->usage(stdout);
            exit(0);
        } else if (cli->extra && (taken = cli->extra(cli->extra_user, argc, argv, i)) > 0) {
            i += taken - 1;
        } else if (a[0] != '-' && !have_dir) {
            o->dir = a;
            have_dir = true;
        } else {
            fprintf(stderr, "%s: unknown or incomplete option '%s'\n", cli->tool, a);
            return false;
        }
    }
    if (!o->selftest_dir && !o->dir) {
        fprintf(stderr, "%s: %s\n", cli->tool, cli->no_dir);
        return false;
    }
    return true;
}

static void option_line(FILE *f, int width, const char *flag, const char *text)
{
    fprintf(f, "  %-*s%s\n", width - 2, flag, text);
}

void harness_print_options(FILE *f, const harness_help *h)
{
    option_line(f, h->width, "--only SUBSTR", h->only);
    option_line(f, h->width, "--list", "list the tests, run nothing");
    option_line(f, h->width, "--verbose", h->verbose);
    option_line(f, h->width, "--timeout SEC", "limit per test (default 120)");
    option_line(f, h->width, "--no-fork", "run the tests in this process (for debuggers)");
    option_line(f, h->width, "--run-skipped", h->run_skipped);
    if (h->extra)
        fputs(h->extra, f);
    option_line(f, h->width, "--device SUBSTR", "use the Vulkan device whose name contains SUBSTR, not lavapipe");
    option_line(f, h->width, "--validate", "enable VK_LAYER_KHRONOS_validation");
    option_line(f, h->width, "--save-spirv DIR", h->save_spirv);
}

void harness_setup_error(const char *prog, const char *why)
{
    fprintf(stderr, "%s: setup error: %s\n", prog, why);
    printf("%s: setup error: %s\n", prog, why);
}

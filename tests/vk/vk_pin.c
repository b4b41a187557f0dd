#define _GNU_SOURCE /* dladdr */
#include "vk_pin.h"

#include <dlfcn.h>
#include <string.h>

/* Keeps the driver's shared object loaded until the process exits. The
 * loader unloads it in vkDestroyInstance; LeakSanitizer, which runs at exit,
 * then no longer sees the driver's globals and reports the caches they point
 * to as leaks with unnamed stack frames that no suppression can match. Pinned,
 * those blocks stay reachable and the driver's frames keep their module
 * name (see lsan.supp). */
void vk_pin_driver(VkDevice device)
{
    PFN_vkVoidFunction fn = vkGetDeviceProcAddr(device, "vkCmdDispatch");
    void *addr;
    Dl_info info;
    if (!fn)
        return;
    memcpy(&addr, &fn, sizeof(addr));
    if (dladdr(addr, &info) && info.dli_fname)
        (void)dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_NODELETE);
}

/* Unit tests of the harnesses' shared pieces (test_harness_shared.c). */
#ifndef TEST_HARNESS_SHARED_H
#define TEST_HARNESS_SHARED_H

/* Adds to the counts; prints "FAIL what" for each failed check. */
void test_harness_shared(unsigned *passed, unsigned *failed);

#endif

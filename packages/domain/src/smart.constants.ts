// Batches of smart creation (create-and-write §4, §9): 3 precise and 6 other templates a batch, the
// generic flow 9 at a time; a template list for smart creation is 16 a page.
export const SMART_PRECISE_BATCH = 3;
export const SMART_OTHER_BATCH = 6;
export const SMART_FIRST_PAGE = SMART_PRECISE_BATCH + SMART_OTHER_BATCH;
export const SMART_BATCH_PAGE_SIZE = 16;

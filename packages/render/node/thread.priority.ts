// Bulk work (drawing, encoding, laying out a library) yields the CPU to requests (issue 29 items 4
// and 10): on a busy machine a guest's search should not wait behind someone's render.
import { getPriority, setPriority } from 'node:os';

/** The nice value of the threads doing bulk work: below requests, never starved of the CPU. */
export const BULK_NICE = 5;

/**
 * Lowers the calling worker thread's priority to BULK_NICE, or keeps a lower one it inherited (a
 * process started with `nice` stays where it was put). Linux keeps a nice value per thread, and
 * setpriority(PRIO_PROCESS, 0) is the calling thread there; elsewhere it would be the whole
 * process (the api's event loop too), so other systems keep one priority.
 */
export function yieldToRequests(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(Math.max(getPriority(), BULK_NICE));
  } catch {
    // A container may forbid it; the work then runs at the process's priority, as before.
  }
}

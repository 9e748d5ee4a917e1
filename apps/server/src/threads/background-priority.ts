import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The lowest scheduling priority (nice 19): the thread runs on what the rest of the process leaves. */
const BACKGROUND_NICE = 19;

/**
 * Lowers the calling thread's CPU priority, on Linux, where the nice value
 * belongs to each thread: setpriority given a thread's id changes that thread
 * only (the HTTP thread keeps its own). The thread's id is read from
 * /proc/thread-self ("<pid>/task/<tid>"). Elsewhere, or where the system
 * refuses, nothing changes and false says so.
 *
 * Why: a busy SWOT's analysis is seconds of CPU on a two-core machine, and
 * participants' submissions, their HTTP parsing and the database share those
 * cores. A submission waiting behind a background analysis is a participant
 * waiting; the analysis can wait instead (bench/submit.ts measures both).
 */
export function lowerThreadPriority(): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(threadId) || threadId <= 0) return false;
    setPriority(threadId, BACKGROUND_NICE);
    return true;
  } catch {
    return false;
  }
}

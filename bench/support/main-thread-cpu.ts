/**
 * The CPU time of a page load's renderer main thread, read from a trace: the thread time (`tdur`) of
 * its tasks. Lighthouse's main-thread breakdown adds up the tasks' wall time, which grows whenever the
 * thread waits for a core another process holds (on this shared 2-core machine, two to five times its
 * CPU time at a load average of 10-20: decision 0080); the thread time does not, so its ratio to the
 * bare app's in the same run is the steadier figure beside Lighthouse's.
 */
import { mainThread, type TraceEvent } from "./trace";

export function mainThreadCpu(events: TraceEvent[], url: string): number {
  const { pid, tid } = mainThread(events, url);
  let micros = 0;
  for (const event of events)
    if (event.pid === pid && event.tid === tid && event.ph === "X" && event.name === "RunTask")
      micros += event.tdur ?? 0;
  return micros / 1000;
}

import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

interface Run {
  title: string;
  lane: number;
  start: number;
  ms: number;
  /**
   * The time its worker spent before it since its previous journey ended: beforeAll hooks (a server, a
   * build), a worker's start.
   */
  before: number;
}

/**
 * Beside `list`: the ten slowest journeys at the end of a run, so the next slow journey is seen when
 * it lands. A journey's own duration leaves out the beforeAll hooks that ran for it (a server started,
 * a build, a sweep of requests), so each is charged with the time its worker spent between the
 * previous journey's end and its start, shown apart.
 */
export default class SlowestReporter implements Reporter {
  private readonly runs: Run[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    // A journey that never reached a worker (after a failure in its serial group) took no time.
    if (result.parallelIndex < 0) return;
    const file = path.relative(process.cwd(), test.location.file);
    // The title path is the root's, the project's and the file's titles, then the test's.
    const titles = test.titlePath().slice(3).filter(Boolean);
    this.runs.push({
      title: `${file}:${test.location.line} ${titles.join(" › ")}`,
      lane: result.parallelIndex,
      start: result.startTime.getTime(),
      ms: result.duration,
      before: 0,
    });
  }

  onEnd(result: FullResult) {
    const started = result.startTime.getTime();
    for (const lane of new Set(this.runs.map((run) => run.lane))) {
      let free = started;
      for (const run of this.runs.filter((r) => r.lane === lane).sort((a, b) => a.start - b.start)) {
        run.before = Math.max(0, run.start - free);
        free = run.start + run.ms;
      }
    }
    const slowest = [...this.runs].sort((a, b) => b.ms + b.before - (a.ms + a.before)).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = slowest.map(
      ({ title, ms, before }) =>
        `${seconds(ms + before).padStart(8)}  ${title}${before >= 1000 ? ` (${seconds(before)} of it before the journey)` : ""}`,
    );
    console.log(`\nThe ${slowest.length} slowest journeys (run: ${seconds(result.duration)}):\n${lines.join("\n")}`);
    // When each worker ran its last journey: one that ends long before the others idled at the end.
    const lanes = [...new Set(this.runs.map((run) => run.lane))].sort((a, b) => a - b);
    const ends = lanes.map(
      (lane) => Math.max(...this.runs.filter((r) => r.lane === lane).map((r) => r.start + r.ms)) - started,
    );
    console.log(`Each worker's last journey ended at: ${ends.map(seconds).join(", ")}`);
  }

  printsToStdio() {
    return false;
  }
}

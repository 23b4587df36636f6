import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const SHOWN = 10;

/**
 * Beside `list`: the ten slowest journeys at the end of a run (their time includes the hooks that ran
 * for them, such as a beforeAll that starts a server), so the next slow journey is seen when it lands.
 */
export default class SlowestReporter implements Reporter {
  private readonly results: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    const file = path.relative(process.cwd(), test.location.file);
    // The title path is the root's, the project's and the file's titles (the first two empty here), then the test's.
    const titles = test.titlePath().filter(Boolean).slice(1);
    this.results.push({ title: `${file}:${test.location.line} ${titles.join(" › ")}`, ms: result.duration });
  }

  onEnd(result: FullResult) {
    const slowest = [...this.results].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const lines = slowest.map(({ title, ms }) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${title}`);
    console.log(`\nThe ${slowest.length} slowest journeys (run: ${(result.duration / 1000).toFixed(1)} s):\n${lines.join("\n")}`);
  }

  printsToStdio() {
    return false;
  }
}

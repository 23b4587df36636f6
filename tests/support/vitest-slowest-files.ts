import type { Reporter, TestModule } from "vitest/node";

const SHOWN = 10;

/**
 * Beside vitest's own reporter: the ten slowest test files at the end of a run, each with the time
 * its tests and hooks took (a beforeAll that starts a server or builds the site counts) and the time
 * its imports took, so the next slow file is seen when it lands.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const files = testModules.map((module) => {
      const { duration, collectDuration, setupDuration } = module.diagnostic();
      return { file: module.relativeModuleId, tests: duration, imports: collectDuration + setupDuration };
    });
    const slowest = files.sort((a, b) => b.tests + b.imports - (a.tests + a.imports)).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = slowest.map(
      ({ file, tests, imports }) =>
        `${seconds(tests + imports).padStart(8)}  ${file} (tests and hooks ${seconds(tests)}, imports ${seconds(imports)})`,
    );
    console.log(`\nThe ${slowest.length} slowest test files:\n${lines.join("\n")}`);
  }
}

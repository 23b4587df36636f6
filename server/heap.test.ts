import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./heap";
import { ROOT } from "./serve";

describe("the server's heap flags", () => {
  it("npm start gives node the flags a serving process needs before its heap is set up", () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    const start = pkg.scripts.start!.split(/\s+/);
    expect(start[0]).toBe("node");
    // Node options must come before the script, or they are the script's arguments.
    const script = start.indexOf("scripts/start.ts");
    for (const flag of SERVER_NODE_FLAGS) {
      expect(start).toContain(flag);
      expect(start.indexOf(flag)).toBeLessThan(script);
    }
  });
});

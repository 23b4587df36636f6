import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "./config.server";
import { formatLine, log, logFormat } from "./log.server";

const at = new Date("2026-11-28T11:02:13.482Z");

describe("the log's format", () => {
  it("is text on a terminal and JSON anywhere else", () => {
    expect(logFormat({ NODE_ENV: "production" }, true)).toBe("text");
    expect(logFormat({}, true)).toBe("text");
    expect(logFormat({ NODE_ENV: "production" }, false)).toBe("json");
  });

  it("follows LOG_FORMAT whatever the output is", () => {
    expect(logFormat({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormat({ LOG_FORMAT: "text" }, false)).toBe("text");
  });

  it("stays JSON under tests, which read it, unless LOG_FORMAT says otherwise", () => {
    expect(logFormat({ NODE_ENV: "test" }, true)).toBe("json");
    expect(logFormat({ NODE_ENV: "test", LOG_FORMAT: "text" }, true)).toBe("text");
  });

  it("refuses a LOG_FORMAT it does not know, naming the variable", () => {
    expect(() => parseConfig({ LOG_FORMAT: "yaml" })).toThrow(/LOG_FORMAT/);
    expect(() => parseConfig({ LOG_FORMAT: "text" })).not.toThrow();
  });
});

describe("a log line", () => {
  it("in JSON carries the level, the time, the message and the fields", () => {
    const line = formatLine("json", "warn", at, "content: stale result served", { query: "page", ms: 12.5 });
    expect(JSON.parse(line)).toEqual({
      level: "warn",
      time: "2026-11-28T11:02:13.482Z",
      msg: "content: stale result served",
      query: "page",
      ms: 12.5,
    });
  });

  it("in text reads as time, level, message and key=value fields", () => {
    const line = formatLine("text", "info", at, "request", { method: "GET", path: "/en/menu", status: 200, ms: 25.4 });
    expect(line).toBe("11:02:13.482 INFO  request method=GET path=/en/menu status=200 ms=25.4");
  });

  it("in text quotes a value with spaces, quotes or an equals sign, and leaves out undefined ones", () => {
    const line = formatLine("text", "error", at, "render failed", {
      error: 'a "bad" page',
      query: "a=b",
      id: undefined,
      tags: ["x"],
    });
    expect(line).toBe('11:02:13.482 ERROR render failed error="a \\"bad\\" page" query="a=b" tags=["x"]');
  });
});

describe("the logger", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.restoreAllMocks();
  });

  it("writes the chosen format, info to stdout and warnings to stderr", () => {
    const stdout = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const stderr = vi.spyOn(process.stderr, "write").mockReturnValue(true);
    process.env.LOG_LEVEL = "info";
    process.env.LOG_FORMAT = "text";
    log.info("Salone started", { port: 3000 });
    process.env.LOG_FORMAT = "json";
    log.warn("slow", { ms: 900 });
    expect(String(stdout.mock.calls[0]![0])).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}Salone started port=3000\n$/);
    expect(JSON.parse(String(stderr.mock.calls[0]![0]))).toMatchObject({ level: "warn", msg: "slow", ms: 900 });
  });
});

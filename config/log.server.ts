/**
 * A small structured logger, filtered by LOG_LEVEL: one line per event on stdout (debug, info) or
 * stderr (warn, error). Kept dependency-free so the server, the content service and scripts can share it.
 *
 * Two formats of the same event. JSON (`{"level":"info","time":…,"msg":…,…fields}`) is for machines:
 * a log collector, a test that reads the output. On a terminal a person reads it, so the line is
 * `11:02:13.482 INFO  message key=value`. LOG_FORMAT (`json` or `text`) chooses; unset, a terminal
 * gets text and anything else (a pipe, a file, a container's log) gets JSON. Tests keep JSON whatever
 * runs them, as they keep their own LOG_LEVEL.
 */
type Level = "debug" | "info" | "warn" | "error";
export type LogFormat = "json" | "text";

const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const isLevel = (value: string): value is Level | "silent" => Object.hasOwn(order, value);

function threshold(): number {
  const wanted = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  return isLevel(wanted) ? order[wanted] : order.info;
}

/** The format for these settings and this output: LOG_FORMAT when it names one, else by the terminal. */
export function logFormat(env: { LOG_FORMAT?: string; NODE_ENV?: string }, isTerminal: boolean): LogFormat {
  if (env.LOG_FORMAT === "json" || env.LOG_FORMAT === "text") return env.LOG_FORMAT;
  return isTerminal && env.NODE_ENV !== "test" ? "text" : "json";
}

// A value a reader can tell where it ends: bare when it is one word, quoted (JSON) otherwise.
function fieldValue(value: unknown): string {
  if (typeof value === "string") return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  if (value instanceof Error) return JSON.stringify(value.message);
  return JSON.stringify(value) ?? String(value);
}

/** One event as a line of the given format (without its newline). */
export function formatLine(
  format: LogFormat,
  level: Level,
  time: Date,
  msg: string,
  fields?: Record<string, unknown>,
): string {
  if (format === "json") return JSON.stringify({ level, time: time.toISOString(), msg, ...fields });
  const parts = [time.toISOString().slice(11, 23), level.toUpperCase().padEnd(5), msg];
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value !== undefined) parts.push(`${key}=${fieldValue(value)}`);
  }
  return parts.join(" ");
}

function emit(level: Level, msg: string, fields?: Record<string, unknown>): void {
  if (order[level] < threshold()) return;
  const line = formatLine(logFormat(process.env, process.stdout.isTTY === true), level, new Date(), msg, fields);
  if (level === "error" || level === "warn") process.stderr.write(line + "\n");
  else process.stdout.write(line + "\n");
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => emit("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => emit("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => emit("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => emit("error", msg, fields),
};

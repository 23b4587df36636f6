import type { Plugin } from "vite";

/**
 * A plugin's hook as a plain function (the plugins here declare none as an object), for a test to call with a
 * context of its own.
 */
export function hook<K extends keyof Plugin>(plugin: Plugin, name: K): (this: unknown, ...args: unknown[]) => unknown {
  const value = plugin[name] as unknown;
  const fn = typeof value === "function" ? value : (value as { handler?: unknown } | undefined)?.handler;
  if (typeof fn !== "function") throw new Error(`${plugin.name} has no ${String(name)} hook`);
  return fn as (this: unknown, ...args: unknown[]) => unknown;
}

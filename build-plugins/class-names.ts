import { createHash } from "node:crypto";

/**
 * CSS module class names in the production build: the class's own name and four characters of a hash
 * of its file ("header_k9xq") instead of Vite's "_header_1k89c_1". The JavaScript maps each name to its
 * class, and a name that repeats its key compresses: six random characters cost 0.3 KB gzip of the
 * first load (decision 0026). The same input gives the same name in the server and browser builds.
 */
export function shortClassName(name: string, filename: string): string {
  const file = filename.split("?")[0]!.replace(/\\/g, "/");
  const relative = file.slice(file.lastIndexOf("/app/") + 1);
  return `${name}_${createHash("sha256").update(relative).digest("base64url").replace(/[-_]/g, "").slice(0, 4)}`;
}

/**
 * The Range header of a request for a file of `size` bytes (RFC 9110 §14): what a media player
 * sends to start, to seek and to read a file's index at its end.
 *
 * - `bytes=a-b`, `bytes=a-` and `bytes=-n` (the last n bytes) are served as one range; an end past
 *   the file is cut to its last byte.
 * - A range that starts at or past the end (or `bytes=-0`) cannot be satisfied: 416.
 * - Anything else (another unit, a malformed value, several ranges) is ignored and the whole file
 *   is sent, as the RFC allows. Several ranges would need a multipart answer, which no player asks
 *   for.
 */
export type RangeRequest =
  { kind: "whole" } | { kind: "partial"; start: number; end: number } | { kind: "unsatisfiable" };

const SINGLE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: "whole" };
  const match = SINGLE.exec(header);
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  // More digits than any file size has: not a number we can trust.
  if (first.length > 15 || last.length > 15) return { kind: "whole" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: last === "" ? size - 1 : Math.min(Number(last), size - 1) };
}

/** The Content-Range of a partial answer, or of a 416 (`bytes *\/size`). */
export function contentRange(range: RangeRequest, size: number): string {
  return range.kind === "partial" ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}

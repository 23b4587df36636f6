import { expect, test } from "vitest";
import { fileUrl, mediaKind } from "./file";

const embedded = { projectId: "salone", dataset: "production", imageUrl: "" };
const sanity = { projectId: "abc123", dataset: "production", imageUrl: "https://cdn.sanity.io/" };

test("a file asset's URL is Sanity's: /files/{project}/{dataset}/{assetId}.{ext}, on the configured CDN", () => {
  expect(fileUrl(embedded, { _id: "file-871fa703ac5f9278a5583821987e9141df0892ca-webm" })).toBe(
    "/files/salone/production/871fa703ac5f9278a5583821987e9141df0892ca.webm",
  );
  expect(fileUrl(sanity, { _id: "file-871fa703ac5f9278a5583821987e9141df0892ca-mp4" })).toBe(
    "https://cdn.sanity.io/files/abc123/production/871fa703ac5f9278a5583821987e9141df0892ca.mp4",
  );
});

test("anything that is not a file asset's id has no URL", () => {
  for (const _id of ["image-abc-1x1-jpg", "file-abc", "file-../../x-webm", "file-abc-we/bm", ""])
    expect(fileUrl(embedded, { _id }), _id).toBeNull();
  expect(fileUrl(embedded, null)).toBeNull();
});

test("a file is played as a video or a sound by its MIME type, else not at all", () => {
  expect(mediaKind({ mimeType: "video/webm" })).toBe("video");
  expect(mediaKind({ mimeType: "audio/mpeg" })).toBe("audio");
  expect(mediaKind({ mimeType: "application/pdf" })).toBeNull();
  expect(mediaKind({ mimeType: null })).toBeNull();
  expect(mediaKind(undefined)).toBeNull();
});

import { expect, test } from "vitest";
import { parseConfig } from "../config/config.server";
import { studioNotice } from "./studio-notice";

const SITE = { NODE_ENV: "production", SITE_URL: "http://localhost:3000", CONTENT_PORT: "3333" };
const editor = { password: "a-venue-password-123", source: "env" as const, file: "/repo/.data/editor-password" };

test("with the embedded service: log in with this machine's password, past this machine's certificate", () => {
  const lines = studioNotice(parseConfig({ ...SITE, CONTENT_TOKEN: "t".repeat(32) }), true, editor, "/repo");
  expect(lines[0]).toBe(
    "Edit the content: open http://localhost:3000/studio and log in with the password in EDITOR_PASSWORD.",
  );
  expect(lines[1]).toContain("https://salone.localhost:3333");
  expect(lines.join("\n")).not.toMatch(/Sanity/);
  const kept = studioNotice(
    parseConfig({ ...SITE, CONTENT_TOKEN: "t".repeat(32) }),
    true,
    { ...editor, source: "new" },
    "/repo",
  );
  expect(kept[0]).toBe(
    "Edit the content: open http://localhost:3000/studio and log in with the password in .data/editor-password (made just now for this machine).",
  );
});

test("with a content service elsewhere and no Sanity project: that service's login, never Sanity's", () => {
  const onThisMachine = studioNotice(
    parseConfig({ ...SITE, SANITY_API_URL: "http://127.0.0.1:4100" }),
    true,
    undefined,
  );
  expect(onThisMachine[0]).toBe(
    "The Studio is at http://localhost:3000/studio: it edits the content service at https://salone.localhost:4100 and logs in with that service's editor password (its EDITOR_PASSWORD).",
  );
  expect(onThisMachine[1]).toMatch(/certificate of https:\/\/salone\.localhost:4100/);
  const remote = studioNotice(parseConfig({ ...SITE, SANITY_API_URL: "https://content.example.org" }), true, undefined);
  expect(remote).toEqual([
    "The Studio is at http://localhost:3000/studio: it edits the content service at https://content.example.org and logs in with that service's editor password (its EDITOR_PASSWORD).",
  ]);
  expect([...onThisMachine, ...remote].join("\n")).not.toMatch(/Sanity/);
});

test("with a Sanity project: Sanity's login; without a built Studio: nothing", () => {
  const sanity = parseConfig({ ...SITE, SANITY_PROJECT_ID: "abc123", SANITY_READ_TOKEN: "sk".repeat(20) });
  expect(studioNotice(sanity, true, undefined)).toEqual([
    "The Studio is at http://localhost:3000/studio (it logs in with Sanity, project abc123).",
  ]);
  expect(studioNotice(sanity, false, undefined)).toEqual([]);
  expect(studioNotice(parseConfig(SITE), false, editor)).toEqual([]);
});

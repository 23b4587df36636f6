import { expect, test } from "vitest";
import { parseConfig } from "../config/config.server";
import { contentSourceProblem, embeddedServiceOptions } from "./embedded-service";

const editor = { password: "an-editor-password-123", source: "env" as const, file: "/nowhere" };

test("the service writes with CONTENT_WRITE_TOKEN and the editor's login, and a publish reaches the webhook of the site on PORT", () => {
  const config = parseConfig({
    PORT: "5173",
    CONTENT_TOKEN: "read-token-0123456789",
    CONTENT_WRITE_TOKEN: "write-token-0123456789",
    REVALIDATE_SECRET: "s".repeat(32),
  });
  const options = embeddedServiceOptions(config, editor);
  expect(options).toMatchObject({
    token: "read-token-0123456789",
    writeToken: "write-token-0123456789",
    editorPassword: editor.password,
  });
  expect(options.publishHooks).toEqual([{ url: "http://127.0.0.1:5173/api/revalidate", secret: "s".repeat(32) }]);
  expect(options.studioOrigins).toEqual(
    expect.arrayContaining(["http://localhost:5173", "http://127.0.0.1:5173", "http://localhost:3334"]),
  );
});

test("CONTENT_PUBLISH_HOOK=off leaves the service with no hook; a missing dataset source is named before anything starts", () => {
  const config = parseConfig({
    CONTENT_PUBLISH_HOOK: "off",
    REVALIDATE_SECRET: "s".repeat(32),
    CONTENT_DATA_DIR: "/no/such/dir",
  });
  expect(embeddedServiceOptions(config, undefined).publishHooks).toEqual([]);
  expect(contentSourceProblem(config)).toBe(
    "CONTENT_DATA_DIR: /no/such/dir must be a directory holding production.ndjson",
  );
  expect(contentSourceProblem(parseConfig({ CONTENT_ARCHIVE: "/no/such.tar.gz" }))).toMatch(
    /^CONTENT_ARCHIVE: \/no\/such\.tar\.gz does not exist/,
  );
});

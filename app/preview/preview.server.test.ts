import { expect, test } from "vitest";
import { PREVIEW_COOKIE } from "@site/cookies";
import {
  clearedPreviewCookie,
  createPreviewToken,
  isPreviewRequest,
  previewCookie,
  safeRedirectPath,
  secretMatches,
  verifyPreviewToken,
} from "./preview.server";

const SECRET = "preview-secret-0123456789";

test("secrets are compared whole, whatever their lengths", () => {
  expect(secretMatches(SECRET, SECRET)).toBe(true);
  expect(secretMatches(SECRET.slice(0, -1), SECRET)).toBe(false);
  expect(secretMatches(SECRET + "x", SECRET)).toBe(false);
  expect(secretMatches("", SECRET)).toBe(false);
  expect(secretMatches(null, SECRET)).toBe(false);
  expect(secretMatches(SECRET, undefined)).toBe(false);
});

test("a preview token verifies with its secret until it expires", () => {
  const now = 1_700_000_000_000;
  const token = createPreviewToken(SECRET, 3600, now);
  expect(verifyPreviewToken(token, SECRET, now)).toBe(true);
  expect(verifyPreviewToken(token, SECRET, now + 3599_000)).toBe(true);
  expect(verifyPreviewToken(token, SECRET, now + 3600_000)).toBe(false);
  expect(verifyPreviewToken(token, "another-secret-0123456789", now)).toBe(false);
});

test("a preview token cannot be forged or extended", () => {
  const now = 1_700_000_000_000;
  const token = createPreviewToken(SECRET, 3600, now);
  const [version, expires, sig] = token.split(".");
  expect(verifyPreviewToken(`${version}.${Number(expires) + 86_400}.${sig}`, SECRET, now)).toBe(false);
  expect(verifyPreviewToken(`${version}.${expires}.${sig!.slice(0, -2)}AA`, SECRET, now)).toBe(false);
  expect(verifyPreviewToken(`${version}.${expires}.`, SECRET, now)).toBe(false);
  expect(verifyPreviewToken("1", SECRET, now)).toBe(false);
  expect(verifyPreviewToken(`${token}.extra`, SECRET, now)).toBe(false);
});

test("a request is in preview only with a valid cookie and a configured secret", () => {
  const token = createPreviewToken(SECRET, 3600);
  const request = (cookie: string) => new Request("http://site.test/", { headers: { Cookie: cookie } });
  expect(isPreviewRequest(request(`salone_locale=en; ${PREVIEW_COOKIE}=${token}`), SECRET)).toBe(true);
  expect(isPreviewRequest(request(`${PREVIEW_COOKIE}=${token}`), undefined)).toBe(false);
  expect(isPreviewRequest(request(`${PREVIEW_COOKIE}=v1.9999999999.forged`), SECRET)).toBe(false);
  expect(isPreviewRequest(request(""), SECRET)).toBe(false);
});

test("the preview cookie is HttpOnly, SameSite=Lax, site-wide, and Secure over HTTPS", () => {
  const cookie = previewCookie("v1.1.sig", { maxAgeSeconds: 600, secure: false });
  expect(cookie).toMatch(/^salone_preview=v1\.1\.sig; /);
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  expect(cookie).toContain("Path=/");
  expect(cookie).toContain("Max-Age=600");
  expect(cookie).not.toContain("Secure");
  expect(previewCookie("v1.1.sig", { maxAgeSeconds: 600, secure: true })).toContain("; Secure");
  expect(clearedPreviewCookie({ secure: false })).toMatch(/^salone_preview=; Path=\/; Max-Age=0/);
});

test("only site-relative paths are accepted as redirect targets", () => {
  expect(safeRedirectPath(undefined)).toBe("/");
  expect(safeRedirectPath("")).toBe("/");
  expect(safeRedirectPath("/journal/natale")).toBe("/journal/natale");
  expect(safeRedirectPath("/en/menu?x=1#top")).toBe("/en/menu?x=1#top");
  for (const hostile of [
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "/\tevil",
    "/%0a",
  ]) {
    const result = safeRedirectPath(hostile);
    if (result !== undefined)
      expect(new URL(result, "http://site.invalid").origin, hostile).toBe("http://site.invalid");
  }
  expect(safeRedirectPath("//evil.example")).toBeUndefined();
  expect(safeRedirectPath("/\\evil.example")).toBeUndefined();
  expect(safeRedirectPath("https://evil.example/")).toBeUndefined();
});

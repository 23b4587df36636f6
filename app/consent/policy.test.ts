import { expect, test } from "vitest";
import { localizePath } from "@site/locales";
import { policyLinks } from "./policy";

test("with a policy id, the links are the provider's privacy and cookie policy pages for that id", () => {
  expect(policyLinks("12345678")).toEqual({
    privacy: "https://www.iubenda.com/privacy-policy/12345678",
    cookies: "https://www.iubenda.com/privacy-policy/12345678/cookie-policy",
    external: true,
  });
});

test("without one, both lead to the site's own privacy page, in the page's language", () => {
  expect(policyLinks(undefined)).toEqual({ privacy: "/privacy", cookies: "/privacy", external: false });
  expect(policyLinks(undefined, (to) => localizePath(to, "en"))).toMatchObject({
    privacy: "/en/privacy",
    cookies: "/en/privacy",
  });
  expect(policyLinks("not-an-id").external).toBe(false);
});

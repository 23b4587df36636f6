import { expect, test } from "vitest";
import { ConfigError, parseConfig, publicConfig } from "@config/config.server";

test("the consent policy id and the analytics id are optional, and absent from the browser's config when unset", () => {
  const c = parseConfig({});
  expect(c.consent).toEqual({ policyId: undefined, analyticsId: undefined });
  expect(publicConfig(c)).not.toHaveProperty("consentPolicyId");
  expect(publicConfig(c)).not.toHaveProperty("analyticsId");
});

test("when set, both reach the browser: they are public by nature (policy links, the gtag.js URL)", () => {
  const pub = publicConfig(parseConfig({ CONSENT_POLICY_ID: "12345678", ANALYTICS_ID: "G-ABC123DEF4" }));
  expect(pub).toMatchObject({ consentPolicyId: "12345678", analyticsId: "G-ABC123DEF4" });
});

test("malformed ids stop start-up with a message naming the variable", () => {
  expect(() => parseConfig({ CONSENT_POLICY_ID: "123/../x" })).toThrow(ConfigError);
  expect(() => parseConfig({ CONSENT_POLICY_ID: "abc" })).toThrow(/CONSENT_POLICY_ID/);
  expect(() => parseConfig({ ANALYTICS_ID: "UA-1234-1" })).toThrow(/ANALYTICS_ID/);
  expect(() => parseConfig({ ANALYTICS_ID: 'G-abc"><script>' })).toThrow(/ANALYTICS_ID/);
});

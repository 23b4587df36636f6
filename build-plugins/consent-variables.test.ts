import { expect, test } from "vitest";
import { consentVariablesOnItsRoot } from "./consent-variables.ts";
import { hook } from "./hook.test-support.ts";

const transform = hook(consentVariablesOnItsRoot(), "transform");
const css = ":root{--cc-bg:#fff}\n:root, .x{--cc-text:#000}\n.cc--darkmode:root{}";

test("the library's variables move from :root to its own root, without specificity", () => {
  const out = (
    transform.call({}, css, "/repo/node_modules/vanilla-cookieconsent/dist/cookieconsent.css") as { code: string }
  ).code;
  expect(out).toBe(
    ":where(#cc-main){--cc-bg:#fff}\n:where(#cc-main), .x{--cc-text:#000}\n.cc--darkmode:where(#cc-main){}",
  );
});

test("other stylesheets are left alone", () => {
  expect(transform.call({}, css, "/repo/app/consent/consent.css")).toBeNull();
  expect(transform.call({}, css, "/repo/node_modules/other/dist/x.css")).toBeNull();
});

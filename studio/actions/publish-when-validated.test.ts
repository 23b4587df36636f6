import { expect, test } from "vitest";
import { publishMayProceed } from "./publish-when-validated.ts";

const idle = { isSyncing: false, isValidating: false, validatedRevision: "r2", revision: "r2" };

test("a Publish goes ahead at once when the Studio has saved and validated the revision shown", () => {
  expect(publishMayProceed(idle)).toBe("now");
});

test("a Publish waits while the Studio saves or validates, a restored draft's validation included", () => {
  expect(publishMayProceed({ ...idle, isSyncing: true })).toBe("wait");
  expect(publishMayProceed({ ...idle, isValidating: true })).toBe("wait");
  expect(publishMayProceed({ ...idle, isValidating: true, validatedRevision: "r1" })).toBe("wait");
});

test("a validation about an earlier revision lets a Publish go ahead only once the Studio has settled", () => {
  expect(publishMayProceed({ ...idle, validatedRevision: "r1" })).toBe("when-settled");
  expect(publishMayProceed({ ...idle, validatedRevision: undefined })).toBe("when-settled");
});

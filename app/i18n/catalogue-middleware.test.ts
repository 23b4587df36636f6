import { expect, test } from "vitest";
import { loadCatalogueAlongData } from "./catalogue-middleware";
import { loadedMessages } from "./messages";

test("a client navigation to a page in English by cookie (an unprefixed URL: only the root's data says so) has the English catalogue before it is drawn", async () => {
  expect(loadedMessages("en")).toBeUndefined();
  const results = { root: { type: "data", result: { locale: "en", prefix: "" } } };
  const returned = await loadCatalogueAlongData(new Request("http://localhost/menu"), () => Promise.resolve(results));
  expect(returned).toBe(results);
  expect(loadedMessages("en")?.["network.offline"]).toBe(
    "You are offline. Some pages may not open until the connection is back.",
  );
});

import imageUrlBuilder from "@sanity/image-url";
import { expect, test } from "vitest";
import { localClientFactory, projectHost } from "./local-client.ts";

const factory = localClientFactory("https://localhost:4321", "salone");
const client = factory({ projectId: "salone", dataset: "production", apiVersion: "2025-02-19", useCdn: false });

test("the local Studio's client asks the service's own host, as Sanity's client would with the project before apiHost", () => {
  expect(projectHost("https://localhost:4321", "salone")).toBe("https://salone.localhost:4321");
  expect(client.config().url).toBe("https://salone.localhost:4321/v2025-02-19");
  expect(client.getUrl("/data/query/production")).toBe(
    "https://salone.localhost:4321/v2025-02-19/data/query/production",
  );
});

test("the Studio's pictures come from that host too, whose certificate the editor accepted, not from localhost", () => {
  const url = imageUrlBuilder(client)
    .image("image-83298976c7b928534ab993b6c164016beea6630d-1600x1067-jpg")
    .width(33)
    .url();
  expect(url).toBe(
    "https://salone.localhost:4321/images/salone/production/83298976c7b928534ab993b6c164016beea6630d-1600x1067.jpg?w=33",
  );
});

import { expect, test } from "vitest";
import { postalAddress } from "./json-ld";

test("an address is a schema.org PostalAddress of its five fields, the shape's own _type left behind", () => {
  const address = {
    _type: "postalAddress",
    streetAddress: "Via dei Cappellari 61",
    postalCode: "00186",
    addressLocality: "Roma",
    addressRegion: "RM",
    addressCountry: "IT",
  };
  expect(postalAddress(address)).toEqual({
    "@type": "PostalAddress",
    streetAddress: "Via dei Cappellari 61",
    postalCode: "00186",
    addressLocality: "Roma",
    addressRegion: "RM",
    addressCountry: "IT",
  });
});

test("empty fields are left out, and no address is no node", () => {
  expect(
    postalAddress({ streetAddress: "Via Galvani", postalCode: "", addressLocality: null, addressCountry: "IT" }),
  ).toEqual({
    "@type": "PostalAddress",
    streetAddress: "Via Galvani",
    addressCountry: "IT",
  });
  expect(postalAddress(null)).toBeUndefined();
  expect(postalAddress(undefined)).toBeUndefined();
});

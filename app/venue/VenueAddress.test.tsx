import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { VenueAddress } from "./VenueAddress";

test("the address is the street on one line, the postcode and the town on the next", () => {
  const address = { streetAddress: "Via dei Cappellari 61", postalCode: "00186", addressLocality: "Roma" };
  expect(renderToStaticMarkup(<VenueAddress address={address} className="a" />)).toBe(
    '<address class="a">Via dei Cappellari 61<br/>00186 Roma</address>',
  );
});

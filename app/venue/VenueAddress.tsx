import type { SiteSettings } from "~/content-client/types";

type Address = Pick<NonNullable<SiteSettings["address"]>, "streetAddress" | "postalCode" | "addressLocality">;

/** The venue's address as the footer and the mobile menu show it: the street, then postcode and town. */
export function VenueAddress({ address, className }: { address: Address; className?: string }) {
  return (
    <address className={className}>
      {address.streetAddress}
      <br />
      {address.postalCode} {address.addressLocality}
    </address>
  );
}

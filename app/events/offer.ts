/** An event's price and how to book it, as its page and the JSON-LD read them. */
import { telHref } from "~/venue/location";

/** How to book: the first of a link, an e-mail address or a phone number the event gives. */
export type Booking =
  | { kind: "url"; href: string; label: string }
  | { kind: "email"; href: string; label: string }
  | { kind: "phone"; href: string; label: string };

export interface BookingFields {
  bookingUrl?: string | null;
  bookingEmail?: string | null;
  bookingPhone?: string | null;
}

export function bookingOf(event: BookingFields): Booking | null {
  if (event.bookingUrl && /^https?:\/\//.test(event.bookingUrl))
    return {
      kind: "url",
      href: event.bookingUrl,
      label: event.bookingUrl.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, ""),
    };
  if (event.bookingEmail && /^[^\s@]+@[^\s@]+$/.test(event.bookingEmail))
    return { kind: "email", href: `mailto:${event.bookingEmail}`, label: event.bookingEmail };
  if (event.bookingPhone && /\d/.test(event.bookingPhone))
    return { kind: "phone", href: telHref(event.bookingPhone), label: event.bookingPhone };
  return null;
}

/** A price: free, or euros above zero; anything else says nothing about the price. */
export function priceOf(event: {
  free?: boolean | null;
  price?: number | null;
}): { free: true } | { free: false; amount: number } | null {
  if (event.free === true) return { free: true };
  if (typeof event.price === "number" && Number.isFinite(event.price) && event.price > 0)
    return { free: false, amount: event.price };
  return null;
}

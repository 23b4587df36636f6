/**
 * The words of the events' screens, in both languages, beside the feature (the site's catalogues,
 * i18n/messages, hold the chrome's). Both languages are a few hundred bytes, in the events' chunks;
 * the home page's section uses the first few only.
 */
import type { Locale } from "~/i18n/locales";

const it = {
  title: "Eventi",
  eyebrow: "Al banco e fuori",
  intro: "Serate con i produttori, assaggi e laboratori: date, prezzi e come prenotare.",
  upcoming: "Prossimi eventi",
  none: "Nessun evento in programma per ora: tornate presto.",
  archive: "Eventi passati",
  archivePage: "Eventi passati, pagina {page}",
  all: "Tutti gli eventi",
  soldOut: "Esaurito",
  free: "Ingresso libero",
  perPerson: "{price} a persona",
  when: "Quando",
  where: "Dove",
  price: "Prezzo",
  booking: "Prenotazioni",
  noBooking: "Non serve prenotare.",
  bookOnline: "Prenota online",
  addToCalendar: "Aggiungi al calendario",
  calendarFeed: "Iscriviti al calendario degli eventi",
  over: "Questo evento si è concluso.",
  back: "Tutti gli eventi",
  calendarName: "Eventi",
};

export type EventTextKey = keyof typeof it;

const en: Record<EventTextKey, string> = {
  title: "Events",
  eyebrow: "At the counter and beyond",
  intro: "Evenings with producers, tastings and workshops: dates, prices and how to book.",
  upcoming: "Coming up",
  none: "No events planned just now: come back soon.",
  archive: "Past events",
  archivePage: "Past events, page {page}",
  all: "All events",
  soldOut: "Sold out",
  free: "Free entry",
  perPerson: "{price} per person",
  when: "When",
  where: "Where",
  price: "Price",
  booking: "Booking",
  noBooking: "No booking needed.",
  bookOnline: "Book online",
  addToCalendar: "Add to calendar",
  calendarFeed: "Subscribe to the events calendar",
  over: "This event is over.",
  back: "All events",
  calendarName: "Events",
};

const TEXTS: Record<Locale, Record<EventTextKey, string>> = { it, en };

export function eventText(locale: Locale, key: EventTextKey, values: Record<string, string | number> = {}): string {
  return TEXTS[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

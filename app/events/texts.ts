/**
 * The words of the events' screens, in both languages, beside the feature, in the events' chunks.
 * The few the home page's section shows too ("All events", "Sold out", …) are the site's messages
 * (`events.*` in i18n/messages): Italian in the first load, English in its lazy catalogue, as every
 * word of the home page.
 */
import { featureTexts } from "~/i18n/feature-texts";

const it = {
  title: "Eventi",
  eyebrow: "Al banco e fuori",
  intro: "Serate con i produttori, assaggi e laboratori: date, prezzi e come prenotare.",
  upcoming: "Prossimi eventi",
  archive: "Eventi passati",
  archivePage: "Eventi passati, pagina {page}",
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
  archive: "Past events",
  archivePage: "Past events, page {page}",
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

/** The words of `key` in `locale`, `{name}` filled in from `values`. */
export const eventText = featureTexts<EventTextKey>({ it, en });

import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The events' words, in English. */
const en: Catalogue<typeof it> = {
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

export default en;

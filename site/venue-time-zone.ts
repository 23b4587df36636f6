/**
 * The venue's time zone: opening hours, events' times and the Studio's date fields are Rome's wall
 * clock, wherever the visitor or the editor is. The site computes that clock by hand
 * (app/i18n/calendar.ts, checked against Intl's zone of this name); calendar files name it
 * (app/events/ics.ts); the Studio shows its times in it (studio/schemaTypes/documents/event.ts).
 */
export const VENUE_TIME_ZONE = "Europe/Rome";

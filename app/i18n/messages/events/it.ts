/** The events' words, in Italian: the keys of the catalogue (messages/events/index.ts). */
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

export default it;

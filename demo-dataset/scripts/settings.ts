/**
 * siteSettings: the venue's facts (address, hours, closures), navigation, and the configuration
 * of the chrome blocks (header, logo, hamburger, mobile menu, language switcher, footer).
 */
import { type Doc, image, keyed, ls, lt, type Pair } from "./model.ts";

type Day = "monday" | "tuesday" | "wednesday" | "thursday" | "friday" | "saturday" | "sunday";

const ranges = (prefix: string, list: ReadonlyArray<readonly [string, string]>) =>
  keyed(
    prefix,
    list.map(([opens, closes]) => ({ _type: "timeRange", opens, closes })),
  );

const LUNCH = ["10:00", "15:30"] as const;
const week: ReadonlyArray<readonly [Day, ReadonlyArray<readonly [string, string]>]> = [
  ["monday", []],
  ["tuesday", [LUNCH, ["18:30", "23:00"]]],
  ["wednesday", [LUNCH, ["18:30", "23:00"]]],
  ["thursday", [LUNCH, ["18:30", "23:00"]]],
  ["friday", [LUNCH, ["18:30", "23:30"]]],
  ["saturday", [LUNCH, ["19:00", "00:30"]]],
  ["sunday", [["10:00", "16:00"]]],
];

const closed = (from: string, to: string, label: Pair) => ({
  _type: "openingException",
  from,
  to,
  closed: true,
  label: ls(...label),
});
const special = (day: string, hours: ReadonlyArray<readonly [string, string]>, label: Pair, key: string) => ({
  _type: "openingException",
  from: day,
  to: day,
  closed: false,
  ranges: ranges(key, hours),
  label: ls(...label),
});

const nav = (prefix: string, list: ReadonlyArray<readonly [Pair, string]>) =>
  keyed(
    prefix,
    list.map(([label, href]) => ({ _type: "navLink", label: ls(...label), href })),
  );

export function siteSettings(): Doc {
  return {
    _id: "siteSettings",
    _type: "siteSettings",
    title: "Salone Ottavia",
    tagline: ls("Banco, cucina e vino nel centro di Roma", "Counter, kitchen and wine in the heart of Rome"),
    description: lt(
      "Salone Ottavia è un salone di gastronomia nel centro storico di Roma, a due passi da Campo de' Fiori: banco di salumi, formaggi e conserve, una piccola cucina romana e di stagione, vino e caffè. Senza prenotazione.",
      "Salone Ottavia is a gastronomy salon in Rome's centro storico, a few steps from Campo de' Fiori: a counter of cured meats, cheeses and preserves, a small kitchen cooking Roman and seasonal dishes, wine and coffee. No booking needed.",
    ),
    shareImage: image("share", ["Salone Ottavia, gastronomia a Roma", "Salone Ottavia, gastronomy in Rome"]),
    themeColor: "#E0892B",
    tileColor: "#2F3B40",
    brandColor: "#0D5357",
    address: {
      _type: "postalAddress",
      streetAddress: "Via dei Cappellari 61",
      postalCode: "00186",
      addressLocality: "Roma",
      addressRegion: "RM",
      addressCountry: "IT",
    },
    geo: { _type: "geopoint", lat: 41.89631, lng: 12.47065 },
    phone: "+39 06 5550 1874",
    email: "ciao@salone-ottavia.example",
    servesCuisine: ["Romana", "Italiana", "Gastronomia", "Salumi e formaggi"],
    priceRange: "€€",
    acceptsReservations: false,
    openingHours: keyed(
      "d",
      week.map(([day, list]) => ({ _type: "openingDay", day, ranges: ranges(`${day.slice(0, 3)}`, list) })),
    ),
    openingExceptions: keyed("x", [
      closed("2025-12-25", "2025-12-25", ["Natale", "Christmas Day"]),
      // The one exception past midnight: dinner on New Year's Eve ran into New Year's Day, a closure.
      // A past one: it costs the pages nothing (they carry what is still to come), and tests pin the clock.
      special(
        "2025-12-31",
        [["19:00", "01:00"]],
        ["San Silvestro: solo cena, fino all'una", "New Year's Eve: dinner only, until 1 am"],
        "s25",
      ),
      closed("2026-01-01", "2026-01-01", ["Capodanno", "New Year's Day"]),
      special(
        "2026-04-06",
        [["11:00", "17:00"]],
        ["Pasquetta: aperti solo a pranzo, fino alle 17", "Easter Monday: lunch only, until 5 pm"],
        "e26",
      ),
      closed("2026-08-10", "2026-08-23", ["Ferie d'agosto", "Summer holidays"]),
      special(
        "2026-12-24",
        [["10:00", "17:00"]],
        ["Vigilia di Natale: chiudiamo alle 17", "Christmas Eve: we close at 5 pm"],
        "v26",
      ),
      closed("2026-12-25", "2026-12-25", ["Natale", "Christmas Day"]),
      closed("2027-01-01", "2027-01-01", ["Capodanno", "New Year's Day"]),
      special(
        "2027-03-29",
        [["11:00", "17:00"]],
        ["Pasquetta: aperti solo a pranzo, fino alle 17", "Easter Monday: lunch only, until 5 pm"],
        "e27",
      ),
      closed("2027-08-09", "2027-08-22", ["Ferie d'agosto", "Summer holidays"]),
    ]),
    socialLinks: keyed("s", [
      { _type: "socialLink", platform: "instagram", url: "https://www.instagram.com/salone.ottavia.demo/" },
      { _type: "socialLink", platform: "facebook", url: "https://www.facebook.com/salone.ottavia.demo" },
    ]),
    navigation: {
      _type: "navigation",
      main: nav("m", [
        [["Menu", "Menu"], "/menu"],
        [["Journal", "Journal"], "/journal"],
        [["Chi siamo", "About"], "/about"],
        [["Eventi", "Events"], "/events"],
        [["Vieni a trovarci", "Visit us"], "/contacts"],
      ]),
      footer: nav("f", [
        [["Orari", "Opening hours"], "/opening-hours"],
        [["Regali e feste", "Gifts & parties"], "/gifts"],
        [["Allergeni", "Allergens"], "/allergens"],
        [["Contatti", "Contacts"], "/contacts"],
        [["Privacy", "Privacy"], "/privacy"],
      ]),
    },
    legal: ls(
      "Salone Ottavia S.r.l. · Via dei Cappellari 61, 00186 Roma · P.IVA 00000000000 (dati di esempio)",
      "Salone Ottavia S.r.l. · Via dei Cappellari 61, 00186 Rome · VAT IT00000000000 (sample data)",
    ),
    chrome: {
      _type: "chrome",
      header: { _type: "header", sticky: true, overlayOnHero: true, showLanguageSwitcher: true },
      logo: {
        _type: "logo",
        wordmark: "Salone Ottavia",
        label: ls("Salone Ottavia gastronomia, torna alla home", "Salone Ottavia gastronomia, back to the home page"),
        href: "/",
      },
      hamburger: {
        _type: "hamburger",
        label: ls("Apri il menu", "Open the menu"),
        closeLabel: ls("Chiudi il menu", "Close the menu"),
      },
      mobileMenu: {
        _type: "mobileMenu",
        showOpeningHours: true,
        showContacts: true,
        note: ls("Non prendiamo prenotazioni: passate quando volete.", "We don't take bookings: just drop in."),
      },
      languageSwitcher: { _type: "languageSwitcher", label: ls("Lingua", "Language"), display: "code" },
      footer: {
        _type: "footer",
        note: lt(
          "Banco e cucina dal martedì alla domenica.\nIl lunedì riposiamo.",
          "Counter and kitchen from Tuesday to Sunday.\nOn Mondays we rest.",
        ),
        showOpeningHours: true,
        showSocialLinks: true,
        showNavigation: true,
      },
      footerLogo: {
        _type: "footerLogo",
        wordmark: "Salone Ottavia",
        tagline: ls("Gastronomia · Roma", "Gastronomy · Rome"),
        label: ls(
          "Salone Ottavia, Gastronomia · Roma, torna alla home",
          "Salone Ottavia, Gastronomy · Rome, back to the home page",
        ),
        href: "/",
      },
    },
  };
}

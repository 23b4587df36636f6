/**
 * Events: the spring 2026 "evenings at the counter" the journal announced (over by the dataset's
 * last changes, late November 2026: the archive), and the winter and spring to come. Times are
 * written as Rome's wall clock with its offset (+01:00 in winter, +02:00 from the last Sunday of
 * March) and stored as UTC instants, as Sanity's datetime fields hold them.
 */
import { type Doc, image, ls, lt, slug } from "./model.ts";

interface EventCopy {
  slug: string;
  /** Rome local time with its offset. */
  start: string;
  end: string;
  title: readonly [string, string];
  description: readonly [string, string];
  picture: string;
  alt: readonly [string, string];
  price?: number;
  free?: true;
  soldOut?: true;
  booking: { email?: string; phone?: string; url?: string };
  place?: { name: string; address: Record<string, string> };
}

const EMAIL = "ciao@salone-ottavia.example";
const PHONE = "+39 06 6880 1234";

export const EVENTS: EventCopy[] = [
  {
    slug: "serata-pecorino-agro-romano",
    start: "2026-04-23T20:00:00+02:00",
    end: "2026-04-23T23:00:00+02:00",
    title: [
      "Serata al banco: il pecorinaio dell'Agro Romano",
      "Evening at the counter: the Agro Romano pecorino maker",
    ],
    description: [
      "Dodici posti al banco e un pastore che racconta il suo pecorino, dalla mungitura alla stagionatura. Menu fisso, vini inclusi.",
      "Twelve seats at the counter and a shepherd telling the story of his pecorino, from milking to ageing. Set menu, wines included.",
    ],
    picture: "cover-pecorino",
    alt: ["Forme di pecorino su un'asse di legno", "Wheels of pecorino on a wooden board"],
    price: 55,
    soldOut: true,
    booking: { email: EMAIL },
  },
  {
    slug: "serata-cesanese-tre-annate",
    start: "2026-05-21T20:00:00+02:00",
    end: "2026-05-21T23:00:00+02:00",
    title: [
      "Serata al banco: Cesanese, tre annate a confronto",
      "Evening at the counter: Cesanese, three vintages side by side",
    ],
    description: [
      "Il rosso del Lazio in tre annate, con il vignaiolo di Olevano Romano e i salumi del banco.",
      "Lazio's red in three vintages, with the winemaker from Olevano Romano and cured meats from the counter.",
    ],
    picture: "gallery-cantina",
    alt: ["Bottiglie di vino rosso in cantina", "Bottles of red wine in the cellar"],
    price: 55,
    booking: { email: EMAIL },
  },
  {
    slug: "serata-orto-di-sezze",
    start: "2026-06-18T20:00:00+02:00",
    end: "2026-06-18T23:00:00+02:00",
    title: [
      "Serata al banco: l'orto di Sezze e le prime fave",
      "Evening at the counter: the Sezze garden and the first broad beans",
    ],
    description: [
      "Fave, pecorino e le verdure dell'orto di Sezze, raccontate da chi le coltiva.",
      "Broad beans, pecorino and vegetables from the Sezze garden, told by the people who grow them.",
    ],
    picture: "cat-contorni",
    alt: ["Verdure di stagione su un tavolo", "Seasonal vegetables on a table"],
    price: 55,
    booking: { email: EMAIL },
  },
  {
    slug: "assaggio-olio-nuovo-2026",
    start: "2026-11-07T11:00:00+01:00",
    end: "2026-11-07T13:00:00+01:00",
    title: ["Assaggio dell'olio nuovo", "New olive oil tasting"],
    description: [
      "L'olio nuovo della Sabina sul pane caldo, al banco, per tutta la mattina. Ingresso libero.",
      "New olive oil from Sabina on warm bread, at the counter, all morning. Free entry.",
    ],
    picture: "cover-olio-nuovo",
    alt: ["Una bottiglia di olio nuovo e fette di pane", "A bottle of new olive oil and slices of bread"],
    free: true,
    booking: {},
  },
  {
    slug: "laboratorio-ceste-di-natale",
    start: "2026-12-12T16:00:00+01:00",
    end: "2026-12-12T18:30:00+01:00",
    title: ["Laboratorio: la vostra cesta di Natale", "Workshop: your own Christmas hamper"],
    description: [
      "Scegliete al banco formaggi, salumi, olio e vino; noi vi insegniamo a confezionare la cesta. Con un calice e un pezzo di panettone.",
      "Choose cheeses, cured meats, oil and wine at the counter; we show you how to wrap the hamper. With a glass and a slice of panettone.",
    ],
    picture: "cover-natale-ceste",
    alt: ["Una cesta regalo con vino e panettone", "A gift hamper with wine and panettone"],
    price: 25,
    booking: { email: EMAIL },
  },
  {
    slug: "serata-carciofi-alla-giudia",
    start: "2027-01-21T20:00:00+01:00",
    end: "2027-01-21T23:00:00+01:00",
    title: [
      "Serata al banco: carciofi, alla giudia e alla romana",
      "Evening at the counter: artichokes, Jewish and Roman style",
    ],
    description: [
      "I primi carciofi romaneschi in due modi, con il cuoco che li frigge davanti a voi. Menu fisso, vini inclusi.",
      "The first Roman artichokes two ways, with the cook frying them in front of you. Set menu, wines included.",
    ],
    picture: "cover-carciofi",
    alt: ["Carciofi fritti su un piatto", "Fried artichokes on a plate"],
    price: 55,
    soldOut: true,
    booking: { phone: PHONE },
  },
  {
    slug: "mercato-di-testaccio-formaggi",
    start: "2027-02-13T10:00:00+01:00",
    end: "2027-02-13T13:00:00+01:00",
    title: ["Il nostro banco al Mercato di Testaccio", "Our counter at the Testaccio market"],
    description: [
      "Una mattina fuori casa: i formaggi del banco, da assaggiare e da portare via, al Mercato di Testaccio.",
      "A morning away from home: the counter's cheeses to taste and take away, at the Testaccio market.",
    ],
    picture: "gallery-formaggi",
    alt: ["Formaggi stagionati su un banco", "Aged cheeses on a counter"],
    free: true,
    booking: { url: "https://www.mercatoditestaccio.example/eventi" },
    place: {
      name: "Mercato di Testaccio",
      address: {
        streetAddress: "Via Galvani / Via Aldo Manuzio",
        postalCode: "00153",
        addressLocality: "Roma",
        addressRegion: "RM",
        addressCountry: "IT",
      },
    },
  },
  {
    slug: "serata-vignarola-primavera-2027",
    start: "2027-04-22T20:00:00+02:00",
    end: "2027-04-22T23:00:00+02:00",
    title: ["Serata al banco: la vignarola di primavera", "Evening at the counter: the spring vignarola"],
    description: [
      "Fave, piselli, carciofi e lattuga: la vignarola con il suo orto, e il primo Frascati dell'anno.",
      "Broad beans, peas, artichokes and lettuce: vignarola with its garden, and the year's first Frascati.",
    ],
    picture: "cover-serate",
    alt: [
      "Una tavola di sera con taglieri, calici e candele",
      "A table in the evening with boards, wine glasses and candles",
    ],
    price: 55,
    booking: { email: EMAIL, phone: PHONE },
  },
];

function event(e: EventCopy): Doc {
  const doc: Doc = {
    _id: `event-${e.slug}`,
    _type: "event",
    slug: slug(e.slug),
    title: ls(...e.title),
    description: lt(...e.description),
    start: new Date(e.start).toISOString(),
    end: new Date(e.end).toISOString(),
    image: image(e.picture, e.alt, { focus: [0.5, 0.5] }),
    free: e.free === true,
    soldOut: e.soldOut === true,
  };
  if (e.price !== undefined) doc.price = e.price;
  if (e.booking.url) doc.bookingUrl = e.booking.url;
  if (e.booking.email) doc.bookingEmail = e.booking.email;
  if (e.booking.phone) doc.bookingPhone = e.booking.phone;
  if (e.place) {
    doc.placeName = e.place.name;
    doc.placeAddress = { _type: "postalAddress", ...e.place.address };
  }
  return doc;
}

export const eventDocs = (): Doc[] => EVENTS.map(event);

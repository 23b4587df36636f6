/**
 * Pages: home, about, contacts. (opening-hours, gifts, allergens, privacy: copy-pages-info.ts)
 */
import { blocks, type Doc, file, image, keyed, link, ls, lt, ref, slug } from "./model.ts";
import { body } from "./pt.ts";

export function home(): Doc {
  return {
    _id: "page-home",
    _type: "page",
    slug: slug("home"),
    layout: "home",
    title: ls("Salone Ottavia", "Salone Ottavia"),
    seo: {
      _type: "seo",
      description: lt(
        "Salone di gastronomia nel centro storico di Roma: banco di salumi e formaggi, cucina romana di stagione, vino e caffè. Aperti dal martedì alla domenica, senza prenotazione.",
        "A gastronomy salon in Rome's centro storico: cured meats and cheeses at the counter, seasonal Roman cooking, wine and coffee. Open Tuesday to Sunday, no booking needed.",
      ),
    },
    blocks: blocks("h", [
      {
        _type: "hero",
        title: ls("Salone Ottavia", "Salone Ottavia"),
        subtitle: ls(
          "Banco, cucina e vino a due passi da Campo de' Fiori",
          "Counter, kitchen and wine a few steps from Campo de' Fiori",
        ),
        image: image(
          "hero-home",
          [
            "La vetrina del Salone Ottavia, con salumi appesi e bottiglie sugli scaffali",
            "The Salone Ottavia shop front, with hanging salumi and bottles on the shelves",
          ],
          { focus: [0.5, 0.45], crop: true },
        ),
        cta: link(["Guarda il menu", "See the menu"], "/menu"),
      },
      {
        _type: "doubleImageText",
        title: ls("Un banco e una cucina", "A counter and a kitchen"),
        text: lt(
          "Di giorno siamo una bottega: salumi tagliati a mano, formaggi dell'Agro Romano, pane, conserve. All'ora di pranzo e la sera, la piccola cucina sul retro accende i fuochi e il banco diventa un tavolo.\nQuello che vedete in vetrina è quello che mangiate.",
          "By day we're a shop: salumi sliced by hand, cheeses from the Roman countryside, bread, preserves. At lunchtime and in the evening, the little kitchen at the back lights its stoves and the counter becomes a table.\nWhat you see in the window is what you eat.",
        ),
        images: [
          image("gallery-salumi", ["Salumi appesi sopra il banco", "Salumi hanging above the counter"], { key: "i0" }),
          image(
            "item-tonnarelli-cacio-e-pepe",
            ["Un piatto di tonnarelli cacio e pepe", "A plate of tonnarelli cacio e pepe"],
            { key: "i1" },
          ),
        ],
        link: link(["La nostra storia", "Our story"], "/about"),
      },
      { _type: "linedTitle", text: ls("Dal banco e dalla cucina", "From the counter and the kitchen") },
      {
        _type: "productLists",
        title: ls("Da assaggiare adesso", "To taste right now"),
        intro: lt("Una scelta dal menu di stagione.", "A few picks from the seasonal menu."),
        items: keyed(
          "p",
          [
            "spaghetti-alla-carbonara",
            "carciofo-alla-giudia",
            "tagliere-di-salumi",
            "puntarelle-con-le-alici",
            "maritozzo-con-la-panna",
            "calice-cesanese",
          ].map((s) => ref(`menuItem-${s}`)),
        ),
      },
      { _type: "news", title: ls("Dal journal", "From the journal"), count: 3 },
      { _type: "upcomingEvents", title: ls("Prossimi eventi", "Coming up"), count: 3 },
      {
        _type: "openingHours",
        title: ls("Quando siamo aperti", "When we're open"),
        note: lt(
          "Non prendiamo prenotazioni: passate quando volete, un posto al banco si trova.",
          "We don't take bookings: come whenever you like, there's always room at the counter.",
        ),
      },
    ]),
  };
}

export function about(): Doc {
  return {
    _id: "page-about",
    _type: "page",
    slug: slug("about"),
    title: ls("Chi siamo", "About us"),
    seo: {
      _type: "seo",
      title: ls("Chi siamo: la storia del Salone Ottavia", "About: the story of Salone Ottavia"),
      description: lt(
        "Un salone di gastronomia nato da una vecchia bottega del centro storico di Roma.",
        "A gastronomy salon born from an old shop in Rome's centro storico.",
      ),
      shareImage: image("hero-about", ["Il banco del Salone Ottavia", "The Salone Ottavia counter"]),
    },
    blocks: blocks("a", [
      { _type: "title", text: ls("Chi siamo", "About us"), level: 1 },
      {
        _type: "subtitle",
        text: ls(
          "Una vecchia bottega, un banco di marmo, una cucina piccola",
          "An old shop, a marble counter, a small kitchen",
        ),
      },
      {
        _type: "imageBlock",
        image: image(
          "hero-about",
          [
            "Il banco di marmo con gli scaffali di conserve e i salumi appesi",
            "The marble counter with shelves of preserves and hanging salumi",
          ],
          { focus: [0.5, 0.6] },
        ),
        caption: ls("Il banco, la mattina prima dell'apertura.", "The counter, in the morning before we open."),
      },
      {
        _type: "richText",
        body: body(
          [
            "## Da bottega a salone",
            "In questi locali di Via dei Cappellari, per quasi un secolo, c'è stata una **norcineria**. Quando abbiamo preso le chiavi abbiamo tenuto il banco di marmo, i ganci per i prosciutti e le piastrelle del pavimento, e abbiamo aggiunto una cucina.",
            "Ci chiamiamo *salone di gastronomia* perché non siamo né un ristorante né solo un negozio: si compra, si assaggia, si mangia.",
            "### Come lavoriamo",
            "- Compriamo da produttori che conosciamo per nome, quasi tutti nel Lazio.",
            "- Cuciniamo quello che c'è: il [menu](/menu) cambia con le stagioni.",
            "- Non prendiamo prenotazioni: il banco è di chi arriva.",
          ],
          [
            "## From shop to salon",
            "For almost a century these rooms on Via dei Cappellari housed a **norcineria**, a pork butcher's. When we got the keys we kept the marble counter, the hooks for the hams and the floor tiles, and we added a kitchen.",
            "We call ourselves a *gastronomy salon* because we're neither a restaurant nor just a shop: you buy, you taste, you eat.",
            "### How we work",
            "- We buy from producers we know by name, nearly all of them in Lazio.",
            "- We cook what there is: the [menu](/menu) changes with the seasons.",
            "- We don't take bookings: the counter belongs to whoever walks in.",
          ],
        ),
      },
      {
        _type: "quote",
        text: lt(
          "Volevo un posto dove si potesse entrare per un etto di prosciutto e restare per cena.",
          "I wanted a place where you could come in for a few slices of ham and stay for dinner.",
        ),
        author: "Ottavia Ferri",
        role: ls("fondatrice", "founder"),
      },
      {
        _type: "gallery",
        title: ls("Il salone", "The salon"),
        images: [
          image("gallery-banco", ["Il banco con le vetrine", "The counter and its display cases"], {
            key: "g0",
            caption: ["Il banco", "The counter"],
          }),
          image("gallery-salumi", ["Salumi appesi ai ganci", "Salumi hanging from the hooks"], {
            key: "g1",
            caption: ["I ganci della vecchia norcineria", "The old butcher's hooks"],
          }),
          image("gallery-dispensa", ["Scaffali pieni di barattoli e bottiglie", "Shelves full of jars and bottles"], {
            key: "g2",
            caption: ["La dispensa", "The pantry"],
          }),
          image("gallery-formaggi", ["Un tagliere di formaggi su marmo", "A cheese board on marble"], { key: "g3" }),
          image(
            "gallery-pane",
            ["Fette di pane casereccio su un tavolo di legno", "Slices of country bread on a wooden table"],
            {
              key: "g4",
              caption: ["Il pane di Lariano", "Lariano bread"],
            },
          ),
          image(
            "gallery-cantina",
            ["Bottiglie di vino sugli scaffali e un calice", "Wine bottles on the shelves and a glass"],
            { key: "g5" },
          ),
        ],
      },
      {
        _type: "doubleText",
        left: {
          _type: "textColumn",
          title: ls("Il banco", "The counter"),
          text: lt(
            "Salumi, formaggi, pane, conserve, olio e vino. Si compra a peso, si fa assaggiare, si incarta.",
            "Salumi, cheeses, bread, preserves, olive oil and wine. Sold by weight, offered for tasting, wrapped to take away.",
          ),
        },
        right: {
          _type: "textColumn",
          title: ls("La cucina", "The kitchen"),
          text: lt(
            "Quattro fuochi e un forno. Le paste romane, il quinto quarto, le verdure del giorno.",
            "Four burners and an oven. The Roman pastas, offal dishes, the vegetables of the day.",
          ),
        },
      },
      {
        _type: "videoPlayer",
        title: ls("Appena usciti dalla cucina", "Just out of the kitchen"),
        source: "file",
        file: file("clip-kitchen"),
        poster: image("poster-kitchen", [
          "Piatti di carbonara, amatriciana e gnocchi su un tavolo di ardesia",
          "Plates of carbonara, amatriciana and gnocchi on a slate table",
        ]),
        caption: ls(
          "Un'animazione di sei secondi disegnata dal generatore dei contenuti del sito, non una ripresa: il vapore sui piatti del giorno.",
          "A six-second animation drawn by the site's content generator, not footage: steam over the dishes of the day.",
        ),
      },
      {
        _type: "centeredParagraph",
        text: lt(
          "Passate a salutarci. Se c'è posto al banco, è vostro.",
          "Come and say hello. If there's room at the counter, it's yours.",
        ),
      },
      { _type: "underlineCallToAction", label: ls("Come arrivare", "How to find us"), href: "/contacts" },
    ]),
  };
}

export function contacts(): Doc {
  return {
    _id: "page-contacts",
    _type: "page",
    slug: slug("contacts"),
    layout: "default",
    title: ls("Vieni a trovarci", "Visit us"),
    seo: {
      _type: "seo",
      description: lt(
        "Indirizzo, orari e contatti del Salone Ottavia, Via dei Cappellari 61, Roma.",
        "Address, hours and contacts for Salone Ottavia, Via dei Cappellari 61, Rome.",
      ),
    },
    blocks: blocks("c", [
      { _type: "title", text: ls("Vieni a trovarci", "Visit us"), level: 1 },
      {
        _type: "doubleText",
        left: {
          _type: "textColumn",
          title: ls("Dove siamo", "Where we are"),
          text: lt(
            "Via dei Cappellari 61\n00186 Roma\nA due passi da Campo de' Fiori.",
            "Via dei Cappellari 61\n00186 Rome\nA few steps from Campo de' Fiori.",
          ),
        },
        right: {
          _type: "textColumn",
          title: ls("Scriveteci", "Get in touch"),
          text: lt(
            "Telefono: +39 06 5550 1874\nEmail: ciao@salone-ottavia.example\nRispondiamo entro un giorno.",
            "Phone: +39 06 5550 1874\nEmail: ciao@salone-ottavia.example\nWe reply within a day.",
          ),
        },
      },
      {
        _type: "imageBlock",
        image: image("map-centro", [
          "Mappa del centro storico con il Tevere e il Salone Ottavia vicino a Campo de' Fiori",
          "Map of the centro storico showing the Tiber and Salone Ottavia near Campo de' Fiori",
        ]),
      },
      {
        _type: "externalLink",
        label: ls("Apri la mappa su OpenStreetMap", "Open the map on OpenStreetMap"),
        url: "https://www.openstreetmap.org/?mlat=41.89631&mlon=12.47065#map=18/41.89631/12.47065",
        description: lt(
          "Il tram 8 ferma a Largo Argentina, a cinque minuti a piedi.",
          "Tram 8 stops at Largo Argentina, a five-minute walk away.",
        ),
      },
      { _type: "openingHours", title: ls("Orari", "Opening hours") },
      {
        _type: "background",
        tone: "teal",
        blocks: blocks("cb", [
          {
            _type: "centeredParagraph",
            text: lt(
              "Non prendiamo prenotazioni. Per gruppi oltre le otto persone, scriveteci qualche giorno prima.",
              "We don't take bookings. For groups of more than eight, write to us a few days ahead.",
            ),
          },
          {
            _type: "underlineCallToAction",
            label: ls("Scrivici una mail", "Send us an email"),
            href: "mailto:ciao@salone-ottavia.example",
          },
        ]),
      },
    ]),
  };
}

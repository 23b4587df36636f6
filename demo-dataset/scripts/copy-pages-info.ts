/**
 * Pages: opening-hours, gifts (hampers, counter evenings, private parties), allergens, privacy.
 */
import { blocks, type Doc, image, keyed, link, ls, lt, ref, slug } from "./model.ts";
import { body } from "./pt.ts";

export function openingHoursPage(): Doc {
  return {
    _id: "page-opening-hours",
    _type: "page",
    slug: slug("opening-hours"),
    layout: "default",
    title: ls("Orari", "Opening hours"),
    seo: {
      _type: "seo",
      description: lt(
        "Orari di apertura del Salone Ottavia e giorni di chiusura.",
        "Salone Ottavia's opening hours and closing days.",
      ),
    },
    blocks: blocks("o", [
      { _type: "title", text: ls("Orari", "Opening hours"), level: 1 },
      {
        _type: "openingHours",
        note: lt(
          "Il banco apre alle 10; la cucina serve dalle 12:30 alle 15 e dalle 19 alla chiusura. Il lunedì siamo chiusi.",
          "The counter opens at 10; the kitchen serves from 12:30 to 3 pm and from 7 pm until closing. We're closed on Mondays.",
        ),
      },
      { _type: "linedTitle", text: ls("Chiusure e giorni speciali", "Closures and special days") },
      {
        _type: "richText",
        body: body(
          [
            "Chiudiamo a **Natale**, a **Capodanno** e per due settimane ad **agosto**. A Pasquetta siamo aperti solo a pranzo.",
            "Le date di quest'anno sono nell'elenco qui sopra; per l'estate leggete anche [orari e ferie d'agosto](/journal/estate-2026-orari-e-ferie).",
          ],
          [
            "We close on **Christmas Day**, **New Year's Day** and for two weeks in **August**. On Easter Monday we open for lunch only.",
            "This year's dates are in the list above; for the summer, see also [hours and the August break](/journal/estate-2026-orari-e-ferie).",
          ],
        ),
      },
      { _type: "underlineCallToAction", label: ls("Come arrivare", "How to find us"), href: "/contacts" },
    ]),
  };
}

export function gifts(): Doc {
  return {
    _id: "page-gifts",
    _type: "page",
    slug: slug("gifts"),
    layout: "fullBleed",
    title: ls("Regali e feste", "Gifts & parties"),
    seo: {
      _type: "seo",
      title: ls("Regali e feste al Salone Ottavia", "Gifts & parties at Salone Ottavia"),
      description: lt(
        "Serate con i produttori, feste private e ceste regalo fatte a mano.",
        "Evenings with producers, private parties and handmade gift hampers.",
      ),
    },
    blocks: blocks("e", [
      {
        _type: "hero",
        title: ls("Regali e feste", "Gifts & parties"),
        subtitle: ls(
          "Serate al banco, feste private, ceste fatte a mano",
          "Evenings at the counter, private parties, handmade hampers",
        ),
        image: image(
          "hero-events",
          [
            "Una tavola apparecchiata con taglieri, bruschette e calici",
            "A laid table with boards, bruschetta and wine glasses",
          ],
          {
            focus: [0.5, 0.5],
          },
        ),
      },
      {
        _type: "subMenu",
        title: ls("In questa pagina", "On this page"),
        items: keyed("m", [
          { _type: "subMenuItem", label: ls("Regali", "Gifts"), anchor: "regali" },
          { _type: "subMenuItem", label: ls("Serate al banco", "Counter evenings"), anchor: "serate" },
          { _type: "subMenuItem", label: ls("Feste private", "Private parties"), anchor: "privati" },
        ]),
      },
      {
        _type: "background",
        tone: "paper",
        anchor: "regali",
        blocks: blocks("r", [
          { _type: "linedTitle", text: ls("Regali", "Gifts") },
          {
            _type: "centeredParagraph",
            text: lt(
              "Ceste pronte o composte insieme al banco, con consegna a mano nel centro storico.",
              "Ready-made hampers or ones we put together with you at the counter, delivered by hand in the centro storico.",
            ),
          },
          {
            _type: "galleryLauncher",
            label: ls("Sfoglia le ceste", "Browse the hampers"),
            cover: image("cover-natale-ceste", [
              "Una cesta regalo con vino e panettone",
              "A gift hamper with wine and panettone",
            ]),
            images: [
              image("cover-natale-ceste", ["La cesta grande", "The big hamper"], {
                key: "l0",
                caption: ["La grande, 110 €", "The big one, €110"],
              }),
              image("item-tagliere-di-formaggi", ["Un tagliere di formaggi", "A cheese board"], {
                key: "l1",
                caption: ["Formaggi del banco", "Cheeses from the counter"],
              }),
              image("cover-olio-nuovo", ["Una bottiglia di olio nuovo", "A bottle of new olive oil"], {
                key: "l2",
                caption: ["Olio nuovo della Sabina", "New oil from Sabina"],
              }),
              image(
                "item-bottiglia-lazio-rosso",
                ["Una bottiglia di rosso del Lazio con due calici", "A bottle of Lazio red with two glasses"],
                { key: "l3" },
              ),
            ],
          },
          {
            _type: "productLists",
            title: ls("Da regalare: i formaggi", "To give: the cheeses"),
            intro: lt(
              "Tutti i formaggi del banco si possono mettere sottovuoto.",
              "Every cheese at the counter can be vacuum-packed.",
            ),
            category: ref("menuCategory-formaggi"),
          },
        ]),
      },
      {
        _type: "background",
        tone: "slate",
        anchor: "serate",
        image: image("cover-serate"),
        blocks: blocks("s", [
          { _type: "title", text: ls("Serate al banco", "Evenings at the counter"), level: 2 },
          {
            _type: "centeredParagraph",
            text: lt(
              "Un giovedì al mese, dodici posti, un produttore che racconta il suo lavoro.",
              "One Thursday a month, twelve seats, one producer talking about their work.",
            ),
          },
          { _type: "newsCard", article: ref("article-serate-al-banco-primavera-2026") },
          { _type: "underlineCallToAction", label: ls("Le prossime serate", "The next evenings"), href: "/events" },
        ]),
      },
      {
        _type: "menuGallery",
        title: ls("Cosa serviamo alle serate", "What we serve on those evenings"),
        items: keyed(
          "g",
          [
            "tagliere-di-salumi",
            "burrata-e-alici",
            "rigatoni-alla-gricia",
            "coda-alla-vaccinara",
            "crostata-ricotta-e-visciole",
          ].map((s) => ref(`menuItem-${s}`)),
        ),
      },
      {
        _type: "callToAction",
        anchor: "privati",
        title: ls("Feste private", "Private parties"),
        text: lt(
          "Il lunedì, quando siamo chiusi, il salone può essere vostro: fino a trenta persone, menu da concordare.",
          "On Mondays, when we're closed, the salon can be yours: up to thirty guests, menu to be agreed.",
        ),
        link: link(["Scriveteci", "Write to us"], "mailto:ciao@salone-ottavia.example"),
        image: image("gallery-banco", ["Il banco del salone", "The salon's counter"]),
      },
    ]),
  };
}

export function allergens(): Doc {
  return {
    _id: "page-allergens",
    _type: "page",
    slug: slug("allergens"),
    layout: "default",
    title: ls("Allergeni", "Allergens"),
    seo: {
      _type: "seo",
      description: lt(
        "I 14 allergeni e come li segnaliamo nel menu.",
        "The 14 allergens and how we mark them on the menu.",
      ),
    },
    blocks: blocks("l", [
      { _type: "title", text: ls("Allergeni e simboli", "Allergens and symbols"), level: 1 },
      {
        _type: "allergenInfo",
        title: ls("I 14 allergeni", "The 14 allergens"),
        intro: lt(
          "Ogni piatto del menu riporta gli allergeni che contiene, secondo il Regolamento UE 1169/2011. Se avete un'allergia o un'intolleranza, ditelo al banco prima di ordinare.",
          "Every dish on the menu lists the allergens it contains, following EU Regulation 1169/2011. If you have an allergy or intolerance, tell us at the counter before you order.",
        ),
      },
      {
        _type: "richText",
        body: body(
          [
            "## Come leggere i simboli",
            "- **Vegetariano** vuol dire niente carne, niente pesce e *niente caglio animale*: per questo i piatti col pecorino non lo portano.",
            "- **Senza glutine** lo scriviamo solo dove possiamo garantirlo. I fritti condividono l'olio con il pangrattato e non sono mai adatti ai celiaci.",
            "### Tracce",
            "In una cucina piccola le tracce non si possono escludere. Chiedete pure: vi diciamo cosa c'è in ogni piatto del [menu](/menu).",
          ],
          [
            "## How to read the symbols",
            "- **Vegetarian** means no meat, no fish and *no animal rennet*: that's why dishes made with pecorino don't carry it.",
            "- **Gluten-free** is only written where we can guarantee it. Fried food shares its oil with breadcrumbs and is never suitable for coeliacs.",
            "### Traces",
            "In a small kitchen traces can't be ruled out. Just ask: we'll tell you what goes into every dish on the [menu](/menu).",
          ],
        ),
      },
      {
        _type: "glutenFreeIcon",
        label: ls("Senza glutine: garantito dalla cucina", "Gluten-free: guaranteed by the kitchen"),
      },
      {
        _type: "vegetarianIcon",
        label: ls("Vegetariano: niente carne, pesce né caglio animale", "Vegetarian: no meat, fish or animal rennet"),
      },
      {
        _type: "externalLink",
        label: ls("Regolamento (UE) n. 1169/2011", "Regulation (EU) No 1169/2011"),
        url: "https://eur-lex.europa.eu/eli/reg/2011/1169/oj",
        description: lt(
          "Il testo ufficiale sull'informazione degli alimenti ai consumatori.",
          "The official text on the provision of food information to consumers.",
        ),
      },
    ]),
  };
}

export function privacy(): Doc {
  return {
    _id: "page-privacy",
    _type: "page",
    slug: slug("privacy"),
    middleware: ["noindex"],
    title: ls("Privacy", "Privacy"),
    seo: { _type: "seo", title: ls("Informativa sulla privacy", "Privacy notice") },
    blocks: blocks("v", [
      { _type: "title", text: ls("Informativa sulla privacy", "Privacy notice"), level: 1 },
      {
        _type: "richText",
        body: body(
          [
            "Questo sito è una **dimostrazione**: Salone Ottavia non esiste e i dati di contatto sono inventati.",
            "## Quali dati trattiamo",
            "- Nessun account, nessun modulo, nessun ordine online.",
            "- I cookie di analisi e pubblicità restano spenti finché non date il consenso.",
            "- La lingua scelta viene ricordata con un cookie tecnico per un anno.",
            "## Cookie e consenso",
            "Potete cambiare le vostre scelte in qualsiasi momento dal banner dei cookie. Per domande scrivete a [ciao@salone-ottavia.example](mailto:ciao@salone-ottavia.example).",
          ],
          [
            "This website is a **demonstration**: Salone Ottavia does not exist and its contact details are made up.",
            "## What data we process",
            "- No accounts, no forms, no online orders.",
            "- Analytics and advertising cookies stay off until you give consent.",
            "- Your chosen language is remembered with a technical cookie for one year.",
            "## Cookies and consent",
            "You can change your choices at any time from the cookie banner. For questions, write to [ciao@salone-ottavia.example](mailto:ciao@salone-ottavia.example).",
          ],
        ),
      },
    ]),
  };
}

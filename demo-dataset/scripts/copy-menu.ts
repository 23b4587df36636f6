/**
 * The menu: categories and their dishes, in Italian and English. Allergens follow EU Reg.
 * 1169/2011; `vegetarian` means no meat, no fish and no animal rennet (so pecorino dishes are not
 * vegetarian); `glutenFree` is only claimed where the kitchen can promise it (fried food shares
 * the fryer with breadcrumbs, so it never is).
 */
// The site's list (the EU's 14, in the Annex's order): a dish of the dataset can only name those.
import type { Allergen } from "../../app/content-client/allergens.ts";
import type { DishKey } from "./images.ts";
import { type Doc, image, ls, lt, type Pair, ref, slug } from "./model.ts";

interface Category {
  slug: string;
  title: Pair;
  intro: Pair;
  picture: string;
  alt: Pair;
}
interface Item {
  slug: string;
  title: Pair;
  desc: Pair;
  price: number;
  allergens: Allergen[];
  veg: boolean;
  gf: boolean;
  dish?: DishKey;
}

export const CATEGORIES: Category[] = [
  {
    slug: "antipasti-e-salumi",
    title: ["Antipasti e salumi", "Starters & cured meats"],
    picture: "cat-antipasti",
    intro: [
      "Dal banco al tavolo: salumi tagliati al momento, fritti romani e pane di Lariano.",
      "From the counter to your table: cured meats sliced to order, Roman fried things and Lariano bread.",
    ],
    alt: ["Un tagliere di salumi e un piatto di supplì", "A board of cured meats and a plate of supplì"],
  },
  {
    slug: "formaggi",
    title: ["Formaggi", "Cheeses"],
    picture: "cat-formaggi",
    intro: [
      "Pecorino dell'Agro Romano, ricotta di pecora del giorno e qualche forestiero che ci piace.",
      "Pecorino from the Roman countryside, sheep's ricotta made today and a few outsiders we love.",
    ],
    alt: ["Un tagliere di formaggi con uva e noci", "A cheese board with grapes and walnuts"],
  },
  {
    slug: "primi",
    title: ["Primi", "Pasta & soups"],
    picture: "cat-primi",
    intro: [
      "Le quattro paste romane, più quello che porta la stagione. Pasta fresca tirata ogni mattina.",
      "The four Roman pastas, plus whatever the season brings. Fresh pasta rolled every morning.",
    ],
    alt: [
      "Tre piatti di pasta: carbonara, amatriciana e cacio e pepe",
      "Three plates of pasta: carbonara, amatriciana and cacio e pepe",
    ],
  },
  {
    slug: "secondi",
    title: ["Secondi", "Mains"],
    picture: "cat-secondi",
    intro: [
      "Cucina di casa, tempi lunghi: il quinto quarto, l'abbacchio, le polpette della domenica.",
      "Home cooking, slow cooking: offal the Roman way, spring lamb, Sunday meatballs.",
    ],
    alt: ["Saltimbocca e polpette al sugo", "Saltimbocca and meatballs in tomato sauce"],
  },
  {
    slug: "contorni-e-verdure",
    title: ["Contorni e verdure", "Sides & vegetables"],
    picture: "cat-contorni",
    intro: [
      "Verdure del Lazio, cotte come si deve: ripassate, brasate, crude con l'alice.",
      "Vegetables from Lazio, cooked properly: sautéed, braised, or raw with anchovy.",
    ],
    alt: [
      "Carciofi alla romana, cicoria ripassata e patate al forno",
      "Roman-style artichokes, sautéed chicory and roast potatoes",
    ],
  },
  {
    slug: "dolci",
    title: ["Dolci", "Desserts"],
    picture: "cat-dolci",
    intro: [
      "Dolci da forno romano e da dispensa della nonna, fatti qui.",
      "Roman bakery sweets and grandmother's-pantry desserts, made here.",
    ],
    alt: ["Maritozzo, tiramisù e bignè", "Maritozzo, tiramisù and cream puffs"],
  },
  {
    slug: "vini-e-bevande",
    title: ["Vini e bevande", "Wine & drinks"],
    picture: "cat-vini",
    intro: [
      "Vini del Lazio al calice e in bottiglia, vermouth, birra artigianale e il caffè del banco.",
      "Lazio wines by the glass and bottle, vermouth, craft beer and coffee from the counter.",
    ],
    alt: ["Bottiglie di Cesanese e Frascati con due calici", "Bottles of Cesanese and Frascati with two glasses"],
  },
];

const i = (
  slug: string,
  title: Pair,
  desc: Pair,
  price: number,
  allergens: Allergen[],
  veg: boolean,
  gf: boolean,
  dish?: DishKey,
): Item =>
  dish ? { slug, title, desc, price, allergens, veg, gf, dish } : { slug, title, desc, price, allergens, veg, gf };

export const ITEMS: Record<string, Item[]> = {
  "antipasti-e-salumi": [
    i(
      "suppli-al-telefono",
      ["Supplì al telefono", "Supplì al telefono"],
      [
        "Riso al ragù con il cuore di mozzarella che fila, impanato e fritto al momento.",
        "Rice cooked in ragù with a melting mozzarella heart, breaded and fried to order.",
      ],
      3.5,
      ["gluten", "eggs", "milk", "celery"],
      false,
      false,
      "suppli",
    ),
    i(
      "fiori-di-zucca",
      ["Fiori di zucca fritti", "Fried courgette flowers"],
      [
        "Ripieni di mozzarella e alice, in pastella leggera. Da aprile a settembre.",
        "Stuffed with mozzarella and anchovy, in a light batter. April to September.",
      ],
      6,
      ["gluten", "milk", "fish"],
      false,
      false,
      "fioriZucca",
    ),
    i(
      "tagliere-di-salumi",
      ["Tagliere di salumi del Lazio", "Board of Lazio cured meats"],
      [
        "Prosciutto di Bassiano, coppa, lonza e salame, tagliati al momento. Con pane di Lariano (contiene glutine).",
        "Bassiano ham, coppa, cured loin and salame, sliced to order. Served with Lariano bread (contains gluten).",
      ],
      16,
      ["gluten"],
      false,
      false,
      "tagliereSalumi",
    ),
    i(
      "prosciutto-e-mozzarella",
      ["Prosciutto crudo e mozzarella di bufala", "Prosciutto and buffalo mozzarella"],
      [
        "Diciotto mesi di stagionatura e una bufala arrivata stamattina da Amaseno.",
        "Ham aged eighteen months and buffalo mozzarella that arrived from Amaseno this morning.",
      ],
      14,
      ["milk"],
      false,
      true,
      "prosciuttoMozzarella",
    ),
    i(
      "carciofo-alla-giudia",
      ["Carciofo alla giudia", "Jewish-style artichoke"],
      [
        "Fritto due volte finché le foglie non diventano croccanti come patatine. Da novembre ad aprile. Frittura condivisa: non adatto ai celiaci.",
        "Fried twice until the leaves crackle like crisps. November to April. Shared fryer: not suitable for coeliacs.",
      ],
      7,
      [],
      true,
      false,
      "carciofoGiudia",
    ),
    i(
      "burrata-e-alici",
      ["Burrata, alici del Cantabrico e pane tostato", "Burrata, Cantabrian anchovies and toast"],
      [
        "La dolcezza della burrata, il sale delle alici, l'olio nuovo sopra.",
        "The sweetness of burrata, the salt of anchovies, new-season oil on top.",
      ],
      13,
      ["milk", "fish", "gluten"],
      false,
      false,
      "burrataAlici",
    ),
    i(
      "bruschetta-al-pomodoro",
      ["Bruschetta al pomodoro", "Tomato bruschetta"],
      [
        "Pane casereccio abbrustolito, pomodoro, basilico, aglio strofinato e olio.",
        "Toasted country bread, tomato, basil, a rub of garlic and olive oil.",
      ],
      5,
      ["gluten"],
      true,
      false,
      "bruschetta",
    ),
    i(
      "pizza-bianca-e-mortadella",
      ["Pizza bianca e mortadella", "Pizza bianca with mortadella"],
      [
        "La merenda romana per eccellenza. Mortadella al pistacchio tagliata sottile.",
        "Rome's favourite snack. Pistachio mortadella, sliced thin.",
      ],
      6.5,
      ["gluten", "nuts"],
      false,
      false,
      "pizzaMortadella",
    ),
  ],
  formaggi: [
    i(
      "pecorino-romano",
      ["Pecorino romano DOP stagionato", "Aged Pecorino Romano DOP"],
      [
        "Quattordici mesi, sapido e friabile, con miele di castagno a parte.",
        "Fourteen months old, salty and crumbly, with chestnut honey on the side.",
      ],
      7,
      ["milk"],
      false,
      true,
      "pecorino",
    ),
    i(
      "ricotta-di-pecora",
      ["Ricotta di pecora, miele e noci", "Sheep's ricotta, honey and walnuts"],
      ["Ricotta del giorno, ancora tiepida se arrivate presto.", "Today's ricotta, still warm if you come early."],
      8,
      ["milk", "nuts"],
      true,
      true,
      "ricotta",
    ),
    i(
      "caprino-alle-erbe",
      ["Caprino alle erbe con crostini", "Herbed goat's cheese with crostini"],
      [
        "Formaggio fresco di capra rotolato in timo, maggiorana ed erba cipollina.",
        "Fresh goat's cheese rolled in thyme, marjoram and chives.",
      ],
      8,
      ["milk", "gluten"],
      false,
      false,
      "caprino",
    ),
    i(
      "gorgonzola-e-pere",
      ["Gorgonzola dolce e pere al vino", "Gorgonzola and pears poached in wine"],
      [
        "Pere cotte nel Cesanese con cannella e chiodi di garofano.",
        "Pears poached in Cesanese with cinnamon and cloves.",
      ],
      8.5,
      ["milk", "sulphites"],
      false,
      true,
      "gorgonzola",
    ),
    i(
      "tagliere-di-formaggi",
      ["Tagliere di cinque formaggi", "Board of five cheeses"],
      [
        "Scelti dal banco secondo stagione, con mostarda, miele e noci.",
        "Chosen from the counter according to season, with mostarda, honey and walnuts.",
      ],
      15,
      ["milk", "nuts", "mustard", "sulphites"],
      false,
      true,
      "tagliereFormaggi",
    ),
  ],
  primi: [
    i(
      "spaghetti-alla-carbonara",
      ["Spaghetti alla carbonara", "Spaghetti alla carbonara"],
      [
        "Guanciale croccante, tuorlo, pecorino e pepe. Niente panna, mai.",
        "Crisp guanciale, egg yolk, pecorino and pepper. No cream, ever.",
      ],
      14,
      ["gluten", "eggs", "milk"],
      false,
      false,
      "carbonara",
    ),
    i(
      "tonnarelli-cacio-e-pepe",
      ["Tonnarelli cacio e pepe", "Tonnarelli cacio e pepe"],
      [
        "Pasta all'uovo tirata a mano, pecorino e pepe tostato. La crema la fa l'acqua di cottura.",
        "Hand-cut egg pasta, pecorino and toasted pepper. The pasta water makes the cream.",
      ],
      13,
      ["gluten", "eggs", "milk"],
      false,
      false,
      "cacioPepe",
    ),
    i(
      "rigatoni-allamatriciana",
      ["Rigatoni all'amatriciana", "Rigatoni all'amatriciana"],
      [
        "Guanciale, pomodoro San Marzano, un goccio di vino bianco e pecorino.",
        "Guanciale, San Marzano tomatoes, a splash of white wine and pecorino.",
      ],
      13,
      ["gluten", "milk", "sulphites"],
      false,
      false,
      "amatriciana",
    ),
    i(
      "rigatoni-alla-gricia",
      ["Rigatoni alla gricia", "Rigatoni alla gricia"],
      [
        "La madre dell'amatriciana: guanciale, pecorino, pepe. Nient'altro.",
        "The mother of amatriciana: guanciale, pecorino, pepper. Nothing else.",
      ],
      13,
      ["gluten", "milk"],
      false,
      false,
      "gricia",
    ),
    i(
      "pasta-e-ceci",
      ["Pasta e ceci", "Pasta e ceci"],
      [
        "Ceci cotti piano con rosmarino e aglio, ditalini, olio crudo. Senza carne né pesce.",
        "Chickpeas slow-cooked with rosemary and garlic, ditalini, raw olive oil. No meat, no fish.",
      ],
      10,
      ["gluten", "celery"],
      true,
      false,
      "pastaCeci",
    ),
    i(
      "gnocchi-al-sugo-di-coda",
      ["Gnocchi al sugo di coda", "Gnocchi with oxtail sauce"],
      [
        "Giovedì gnocchi, come vuole Roma: di patate, col sugo della vaccinara.",
        "Thursday is gnocchi day, as Rome insists: potato gnocchi in oxtail stew sauce.",
      ],
      14,
      ["gluten", "eggs", "milk", "celery", "sulphites"],
      false,
      false,
      "gnocchiCoda",
    ),
    i(
      "minestra-di-arzilla",
      ["Minestra di broccoli e arzilla", "Romanesco broccoli and skate soup"],
      [
        "Brodo di razza, broccolo romanesco e spaghetti spezzati. Un piatto d'inverno del ghetto.",
        "Skate broth, romanesco broccoli and broken spaghetti. A winter dish from the Ghetto.",
      ],
      13,
      ["gluten", "fish", "celery", "sulphites"],
      false,
      false,
      "minestraArzilla",
    ),
    i(
      "fettuccine-burro-e-carciofi",
      ["Fettuccine burro e carciofi", "Fettuccine with butter and artichokes"],
      [
        "Carciofi romaneschi saltati, burro di montagna e mentuccia.",
        "Sautéed Roman artichokes, mountain butter and wild mint.",
      ],
      14,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "fettuccineCarciofi",
    ),
  ],
  secondi: [
    i(
      "saltimbocca-alla-romana",
      ["Saltimbocca alla romana", "Saltimbocca alla romana"],
      [
        "Fettine di vitello, prosciutto e salvia, sfumate al vino bianco.",
        "Veal escalopes with prosciutto and sage, finished with white wine.",
      ],
      18,
      ["gluten", "milk", "sulphites"],
      false,
      false,
      "saltimbocca",
    ),
    i(
      "coda-alla-vaccinara",
      ["Coda alla vaccinara", "Oxtail vaccinara"],
      [
        "Sei ore in pentola con sedano, pomodoro, uvetta e un filo di cacao amaro.",
        "Six hours in the pot with celery, tomato, raisins and a touch of bitter cocoa.",
      ],
      22,
      ["celery", "sulphites"],
      false,
      true,
      "coda",
    ),
    i(
      "abbacchio-a-scottadito",
      ["Abbacchio a scottadito", "Lamb chops scottadito"],
      [
        "Costolette d'agnello alla griglia, da mangiare con le mani finché scottano.",
        "Grilled lamb chops, to be eaten with your fingers while they are still hot.",
      ],
      24,
      [],
      false,
      true,
      "abbacchio",
    ),
    i(
      "polpette-al-sugo",
      ["Polpette al sugo", "Meatballs in tomato sauce"],
      [
        "Manzo e mortadella, pane raffermo, pecorino, due ore nel sugo.",
        "Beef and mortadella, stale bread, pecorino, two hours in the sauce.",
      ],
      15,
      ["gluten", "eggs", "milk", "celery", "nuts"],
      false,
      false,
      "polpette",
    ),
    i(
      "baccala-in-pastella",
      ["Filetto di baccalà in pastella", "Battered salt cod"],
      [
        "Il fritto dei vicoli di Campo de' Fiori, con spicchi di limone.",
        "The fried fish of the lanes around Campo de' Fiori, with lemon wedges.",
      ],
      16,
      ["fish", "gluten"],
      false,
      false,
      "baccala",
    ),
    i(
      "trippa-alla-romana",
      ["Trippa alla romana", "Roman-style tripe"],
      [
        "In umido con pomodoro, mentuccia e pecorino grattugiato all'ultimo.",
        "Stewed with tomato, wild mint and pecorino grated at the last moment.",
      ],
      15,
      ["milk", "celery"],
      false,
      true,
      "trippa",
    ),
    i(
      "frittata-di-zucchine",
      ["Frittata di zucchine e mentuccia", "Courgette and mint frittata"],
      [
        "Uova di Amatrice e zucchine romanesche, servita a spicchi, tiepida.",
        "Eggs from Amatrice and Roman courgettes, served in wedges, warm.",
      ],
      12,
      ["eggs"],
      true,
      true,
      "frittata",
    ),
  ],
  "contorni-e-verdure": [
    i(
      "puntarelle-con-le-alici",
      ["Puntarelle con le alici", "Puntarelle with anchovy dressing"],
      [
        "Germogli di cicoria croccanti, salsa di alici, aglio e aceto. Solo d'inverno.",
        "Crisp chicory shoots with anchovy, garlic and vinegar dressing. Winter only.",
      ],
      7,
      ["fish", "sulphites"],
      false,
      true,
      "puntarelle",
    ),
    i(
      "cicoria-ripassata",
      ["Cicoria ripassata", "Sautéed chicory"],
      [
        "Cicoria di campo lessata e ripassata in padella con aglio e peperoncino.",
        "Wild chicory, blanched, then tossed in the pan with garlic and chilli.",
      ],
      6,
      [],
      true,
      true,
      "cicoria",
    ),
    i(
      "carciofi-alla-romana",
      ["Carciofi alla romana", "Roman-style artichokes"],
      [
        "Brasati a testa in giù con mentuccia, aglio e olio.",
        "Braised upside down with wild mint, garlic and olive oil.",
      ],
      7,
      [],
      true,
      true,
      "carciofoRomana",
    ),
    i(
      "patate-al-forno",
      ["Patate al forno", "Roast potatoes"],
      ["Al rosmarino, con la crosticina.", "With rosemary, and a proper crust."],
      5,
      [],
      true,
      true,
      "patate",
    ),
    i(
      "fave-e-pecorino",
      ["Fave e pecorino", "Broad beans and pecorino"],
      [
        "Il primo maggio romano in un piatto: fave crude da sgranare e pecorino.",
        "A Roman first of May on a plate: raw broad beans to pod yourself, and pecorino.",
      ],
      7,
      ["milk"],
      false,
      true,
      "fave",
    ),
    i(
      "misticanza",
      ["Misticanza", "Misticanza salad"],
      [
        "Insalate e erbe di campo miste, olio e aceto di vino.",
        "Mixed salad leaves and wild herbs, olive oil and wine vinegar.",
      ],
      6,
      ["sulphites"],
      true,
      true,
      "misticanza",
    ),
  ],
  dolci: [
    i(
      "maritozzo-con-la-panna",
      ["Maritozzo con la panna", "Maritozzo with whipped cream"],
      [
        "Brioche all'arancia, aperta e riempita di panna montata al momento.",
        "An orange-scented bun, split and filled with cream whipped to order.",
      ],
      5,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "maritozzo",
    ),
    i(
      "tiramisu",
      ["Tiramisù", "Tiramisù"],
      [
        "Savoiardi, caffè del banco, mascarpone e cacao amaro.",
        "Ladyfingers, coffee from our counter, mascarpone and bitter cocoa.",
      ],
      7,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "tiramisu",
    ),
    i(
      "crostata-ricotta-e-visciole",
      ["Crostata di ricotta e visciole", "Ricotta and sour cherry tart"],
      [
        "La torta del ghetto: frolla, ricotta di pecora e confettura di visciole.",
        "The tart of the Ghetto: shortcrust, sheep's ricotta and sour cherry jam.",
      ],
      6.5,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "crostata",
    ),
    i(
      "panna-cotta-alle-fragole",
      ["Panna cotta alle fragole", "Panna cotta with strawberries"],
      [
        "Con fragole di Nemi. Fatta con la gelatina animale, per questo non è vegetariana.",
        "With strawberries from Nemi. Set with animal gelatine, so not vegetarian.",
      ],
      6,
      ["milk"],
      false,
      true,
      "pannaCotta",
    ),
    i(
      "bigne-di-san-giuseppe",
      ["Bignè di San Giuseppe", "St Joseph's cream puffs"],
      [
        "Fritti, con crema pasticcera e amarena. Da febbraio al 19 marzo.",
        "Fried choux filled with custard and a sour cherry. February to 19 March.",
      ],
      4,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "bigne",
    ),
    i(
      "affogato-al-caffe",
      ["Affogato al caffè", "Affogato"],
      [
        "Gelato fiordilatte e un espresso versato sopra al tavolo.",
        "Fior di latte ice cream with an espresso poured over at the table.",
      ],
      5,
      ["milk", "eggs"],
      true,
      true,
      "affogato",
    ),
    i(
      "torta-caprese",
      ["Torta caprese", "Torta caprese"],
      ["Cioccolato fondente e mandorle, senza farina.", "Dark chocolate and almonds, no flour."],
      6,
      ["eggs", "milk", "nuts"],
      true,
      true,
      "caprese",
    ),
  ],
  "vini-e-bevande": [
    i(
      "calice-cesanese",
      ["Calice di Cesanese del Piglio", "Glass of Cesanese del Piglio"],
      ["Il rosso del Lazio: ciliegia, pepe, un filo di terra.", "Lazio's red: cherry, pepper, a hint of earth."],
      7,
      ["sulphites"],
      true,
      true,
      "calice",
    ),
    i(
      "calice-frascati",
      ["Calice di Frascati Superiore", "Glass of Frascati Superiore"],
      ["Bianco dei Castelli Romani, fresco e sapido.", "White from the Castelli Romani, fresh and saline."],
      6,
      ["sulphites"],
      true,
      true,
      "caliceBianco",
    ),
    i(
      "bottiglia-lazio-rosso",
      ["Bottiglia di rosso del Lazio", "Bottle of Lazio red"],
      [
        "Chiedete al banco: ne abbiamo sempre una decina aperta al ragionamento.",
        "Ask at the counter: we always have a dozen open to discussion.",
      ],
      28,
      ["sulphites"],
      true,
      true,
      "bottiglia",
    ),
    i(
      "vermouth-di-torino",
      ["Vermouth di Torino", "Vermouth di Torino"],
      [
        "Rosso, con ghiaccio e scorza d'arancia. L'aperitivo del banco.",
        "Red, over ice with orange peel. The counter's aperitivo.",
      ],
      6,
      ["sulphites"],
      true,
      true,
      "vermouth",
    ),
    i(
      "birra-artigianale",
      ["Birra artigianale laziale", "Craft beer from Lazio"],
      [
        "Bionda non filtrata di un birrificio della Tuscia, 33 cl.",
        "Unfiltered golden ale from a brewery in northern Lazio, 33 cl.",
      ],
      6,
      ["gluten"],
      true,
      false,
      "birra",
    ),
    i(
      "cappuccino-e-cornetto",
      ["Cappuccino e cornetto", "Cappuccino and cornetto"],
      ["Fino alle 11:30: la colazione romana al banco.", "Until 11:30: a Roman breakfast at the counter."],
      3.5,
      ["gluten", "eggs", "milk"],
      true,
      false,
      "cappuccino",
    ),
    i(
      "acqua-minerale",
      ["Acqua minerale", "Mineral water"],
      ["Naturale o frizzante, 75 cl.", "Still or sparkling, 75 cl."],
      3.5,
      [],
      true,
      true,
    ),
    i(
      "chinotto",
      ["Chinotto o aranciata artigianale", "Craft chinotto or orange soda"],
      ["Bibite italiane di piccola produzione, 27,5 cl.", "Small-batch Italian sodas, 27.5 cl."],
      4,
      [],
      true,
      true,
    ),
  ],
};

/**
 * "May contain traces of": what a dish is not made with but may carry. The counter's slicer also
 * cuts the pistachio mortadella; the maritozzi come from a bakery that bakes almond biscuits and
 * sesame bread; the ice cream from a gelateria that makes pistachio and hazelnut.
 */
export const TRACES: Readonly<Record<string, Allergen[]>> = {
  "tagliere-di-salumi": ["nuts"],
  "prosciutto-e-mozzarella": ["nuts"],
  "maritozzo-con-la-panna": ["nuts", "sesame"],
  "affogato-al-caffe": ["nuts"],
};

export function menuDocs(): Doc[] {
  const docs: Doc[] = [];
  CATEGORIES.forEach((c, ci) => {
    docs.push({
      _id: `menuCategory-${c.slug}`,
      _type: "menuCategory",
      slug: slug(c.slug),
      title: ls(...c.title),
      intro: lt(...c.intro),
      order: (ci + 1) * 10,
      image: image(c.picture, c.alt, { focus: [0.5, 0.5] }),
    });
    (ITEMS[c.slug] ?? []).forEach((it, ii) => {
      const doc: Doc = {
        _id: `menuItem-${it.slug}`,
        _type: "menuItem",
        slug: slug(it.slug),
        title: ls(...it.title),
        description: lt(...it.desc),
        price: it.price,
        category: ref(`menuCategory-${c.slug}`),
        allergens: it.allergens,
        vegetarian: it.veg,
        glutenFree: it.gf,
        order: (ii + 1) * 10,
      };
      const traces = TRACES[it.slug];
      if (traces) doc.traces = traces;
      if (it.dish) doc.image = image(`item-${it.slug}`, it.title);
      docs.push(doc);
    });
  });
  return docs;
}

/** The dishes that have a picture, for the image catalogue. */
export const ITEM_PICTURES: ReadonlyArray<readonly [name: string, dish: DishKey]> = Object.values(ITEMS)
  .flat()
  .flatMap((it) => (it.dish ? [[`item-${it.slug}`, it.dish] as const] : []));

/**
 * The words of the lightbox, the gallery launcher and the video block, in Italian: the keys of the catalogue
 * (messages/media/index.ts).
 */
const it = {
  "gallery.open": "Sfoglia le foto",
  "gallery.count": "{count} foto",
  "gallery.openAt": "Apri la foto {index} di {count}",
  "lightbox.label": "Galleria fotografica",
  "lightbox.close": "Chiudi la galleria",
  "lightbox.previous": "Foto precedente",
  "lightbox.next": "Foto successiva",
  "lightbox.position": "{index} di {count}",
  "video.play": "Guarda il video: {title}",
  "video.open": "Apri il video in un'altra scheda",
  "video.error": "Questo browser non riesce a riprodurre il video.",
  "video.consent": "Il video è su {host}, che usa i cookie: lo carichiamo solo se accetti i cookie «Esperienza».",
  "video.consentAccept": "Accetta e guarda",
};

export default it;

/**
 * The words of the lightbox, the gallery launcher and the video block, in both languages, in those
 * blocks' own chunks (each loads on demand) rather than in the catalogue every page loads first.
 */
import { featureTexts } from "~/i18n/feature-texts";

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

export type MediaTextKey = keyof typeof it;

const en: Record<MediaTextKey, string> = {
  "gallery.open": "Browse the photos",
  "gallery.count": "{count} photos",
  "gallery.openAt": "Open photo {index} of {count}",
  "lightbox.label": "Photo gallery",
  "lightbox.close": "Close the gallery",
  "lightbox.previous": "Previous photo",
  "lightbox.next": "Next photo",
  "lightbox.position": "{index} of {count}",
  "video.play": "Play the video: {title}",
  "video.open": "Open the video in another tab",
  "video.error": "This browser cannot play the video.",
  "video.consent": "The video is on {host}, which sets cookies: we load it only once you accept 'Experience' cookies.",
  "video.consentAccept": "Accept and watch",
};

/** The words of `key` in `locale`, `{name}` filled in from `values`. */
export const mediaText = featureTexts<MediaTextKey>({ it, en });

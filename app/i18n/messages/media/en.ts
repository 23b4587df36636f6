import type { Catalogue } from "../../catalogue";
import type it from "./it";

/** The words of the lightbox, the gallery launcher and the video block, in English. */
const en: Catalogue<typeof it> = {
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

export default en;

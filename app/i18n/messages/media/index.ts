import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The words of the lightbox, the gallery launcher and the video block, in both languages, in those
 * blocks' own chunks (each loads on demand) rather than in the catalogue every page loads first.
 */
export const mediaText = catalogueText({ it, en });

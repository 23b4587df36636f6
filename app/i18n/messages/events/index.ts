import { catalogueText } from "../../catalogue";
import en from "./en";
import it from "./it";

/**
 * The words of the events' screens, in both languages, in the events' chunks. The few the home page's
 * section shows too ("All events", "Sold out", …) are in the common catalogue (`events.*` in
 * messages/common/<locale>.ts): Italian in the first load, English in its lazy chunk, as every word of
 * the home page.
 */
export const eventText = catalogueText({ it, en });

import { useI18n } from "~/i18n/context";
import { formatPrice } from "~/i18n/format";
import { priceOf } from "./offer";
import { eventText } from "~/i18n/messages/events";

/** "Ingresso libero", "55,00 € a persona", or nothing when the event does not say. */
export function EventPrice({ event }: { event: { free?: boolean | null; price?: number | null } }) {
  const { locale } = useI18n();
  const price = priceOf(event);
  if (!price) return null;
  return (
    <>
      {price.free ?
        eventText(locale, "free")
      : eventText(locale, "perPerson", { price: formatPrice(price.amount, locale) })}
    </>
  );
}

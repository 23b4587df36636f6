import { PortableText, holdsPicture } from "~/ui/PortableText";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs } from "./util";
import { ServerMarkup } from "~/browser/server-markup";

/** Portable Text in a reading column. */
export function RichText({ block }: BlockProps<"richText">) {
  const { locale } = useI18n();
  return (
    // Nothing in it needs the page's code: hydrated, the server's HTML is kept as it is (decision 0080).
    <ServerMarkup
      as="div"
      data={block}
      keep={!holdsPicture(localized(block.body, locale))}
      {...blockAttrs(block)}
      className="block prose container-prose"
      lang={fallbackLang(block.body, locale)}
    >
      <PortableText value={localized(block.body, locale)} />
    </ServerMarkup>
  );
}

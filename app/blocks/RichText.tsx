import { PortableText } from "~/ui/PortableText";
import { useI18n } from "~/i18n/context";
import { fallbackLang, localized } from "~/i18n/format";
import type { BlockProps } from "./types";
import { blockAttrs } from "./util";

/** Portable Text in a reading column. */
export function RichText({ block }: BlockProps<"richText">) {
  const { locale } = useI18n();
  return (
    <div {...blockAttrs(block)} className="block prose container-prose" lang={fallbackLang(block.body, locale)}>
      <PortableText value={localized(block.body, locale)} />
    </div>
  );
}

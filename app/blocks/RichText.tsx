import { PortableText } from "~/components/PortableText";
import type { LocaleBlockContent } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";

export function RichText({ block }: BlockProps<{ body?: LocaleBlockContent }>) {
  const { locale } = useI18n();
  return (
    <div className="prose container">
      <PortableText value={localized(block.body, locale)} />
    </div>
  );
}

import type { LocaleString } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";

export function CenteredParagraph({ block }: BlockProps<{ text?: LocaleString }>) {
  const { locale } = useI18n();
  return <p className="container block-centered">{localized(block.text, locale)}</p>;
}

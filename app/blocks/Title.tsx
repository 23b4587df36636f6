import type { LocaleString } from "~/content/types";
import { useI18n } from "~/i18n/context";
import { localized } from "~/i18n/format";
import type { BlockProps } from "./types";

export function Title({ block }: BlockProps<{ text?: LocaleString; level?: number }>) {
  const { locale } = useI18n();
  const Heading = block.level === 1 ? "h1" : "h2";
  return <Heading className="container block-title">{localized(block.text, locale)}</Heading>;
}

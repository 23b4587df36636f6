/**
 * The accessible name of a link whose visible text is a sign (the wordmark and its subline). Speech
 * users say what they see, so the name must contain the visible words (WCAG 2.5.3, "label in name"):
 * the configured label is used when it does, else the visible words followed by where the link leads.
 */
export function nameWithVisibleText(visible: string, label: string | undefined, destination: string): string {
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const shown = words(visible);
  if (label && words(label).includes(shown)) return label;
  return `${visible.replace(/\s+/g, " ").trim()}, ${destination}`;
}

import { EMBED_HOSTS } from "@site/frames";
import { isOneOf } from "@site/narrow";

// Which videos of other sites the video block embeds: only the hosts of site/frames.ts.

/** The embed URL when it is one the site may embed, else null. */
export function embedSource(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && isOneOf(EMBED_HOSTS, parsed.hostname) && !parsed.port ?
        parsed.toString()
      : null;
  } catch {
    return null;
  }
}

/** The name of the site that hosts an embed, for the visitor ("YouTube", "Vimeo"). */
export function embedHostName(embed: string): string {
  return new URL(embed).hostname.includes("vimeo") ? "Vimeo" : "YouTube";
}

/** Where the video can be watched without the player (the no-JS link): the watch page for YouTube. */
export function watchUrl(embed: string): string {
  const match = /youtube-nocookie\.com\/embed\/([\w-]+)/.exec(embed);
  return match ? `https://www.youtube.com/watch?v=${match[1]}` : embed;
}

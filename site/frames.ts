/**
 * The other sites whose pages the site frames, each only after the visitor's consent: the map of
 * the location section (app/venue/location.ts) and the video block's players (app/media/embed.ts).
 * The server's Content-Security-Policy allows frames from exactly these origins (server/app.ts).
 */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";

/** The video hosts' privacy-enhanced players, over https; any other video is a plain link. */
export const EMBED_HOSTS = ["www.youtube-nocookie.com", "youtube-nocookie.com", "player.vimeo.com"] as const;

export const EMBED_ORIGINS: readonly string[] = EMBED_HOSTS.map((host) => `https://${host}`);

export const FRAME_ORIGINS: readonly string[] = [MAP_EMBED_ORIGIN, ...EMBED_ORIGINS];

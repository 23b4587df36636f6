import { readFile, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

/** The client's files compressed at build time: scripts, stylesheets and SVGs under assets/. */
const PRECOMPRESSED = /\.(js|css|svg)$/;
/** Smaller files are left to the server's compression. */
const SMALLEST = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Writes each file of the folder that is worth it beside itself as `.br` (quality 11) and `.gz` (level 9). */
export async function precompressFolder(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter((name) => PRECOMPRESSED.test(name));
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const source = await readFile(file);
      if (source.length < SMALLEST) return;
      const params = {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      };
      const [br, gz] = await Promise.all([
        brotli(source, { params }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
}

/**
 * The server sends the build's compressed copies (express-static-gzip, server/app.ts) instead of
 * compressing at brotli 5 on every request: 9% fewer bytes, for about 2 s once per build (decision
 * 0074). A hashed
 * name changes with its content, so a copy never outlives its source. It runs once the whole app is
 * built: after the compile hint is written and React Router has moved the server build's stylesheets
 * into the client's folder (vite-plugin-compression2 compresses in generateBundle, before both).
 */
export function precompressAssets(): Plugin {
  return {
    name: "salone:precompress",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        await precompressFolder(path.resolve(client.config.root, client.config.build.outDir, "assets"));
      },
    },
  };
}

import { defineCliConfig } from "sanity/cli";

/**
 * The CLI's settings (sanity dev, build, deploy). Node reads the environment here; the defaults
 * match the Studio's (env.ts), so nothing needs a Sanity project until one is deployed.
 */
export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "salone",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  server: { port: 3334 },
  // The site serves the built Studio at /studio (server/studio.ts), as Sanity's framework templates do.
  project: { basePath: "/studio" },
  // `sanity typegen generate` (run by the root's `npm run typegen`, from this folder): the result type
  // of every defineQuery in the site's queries (each feature's queries.ts), over the schema that
  // script extracts offline, and the query map (`SanityQueries`, keyed by each query's text) through
  // which the site's own content client types what a query returns (content-client/protocol.server.ts).
  typegen: {
    path: "../app/*/queries.ts",
    schema: process.env.SALONE_TYPEGEN_SCHEMA || "schema.json",
    generates: process.env.SALONE_TYPEGEN_TYPES || "../app/content-client/sanity.types.ts",
    overloadClientMethods: true,
    // No Prettier pass: the file is the generator's own output, the same on every machine.
    formatGeneratedCode: false,
  },
  // The build bundles the Studio's own sanity version: no request for the hosted one at build time.
  deployment: { autoUpdates: false },
  // `sanity deploy` asks for a hostname the first time; set one to deploy without the question.
  ...(process.env.SANITY_STUDIO_HOSTNAME ? { studioHost: process.env.SANITY_STUDIO_HOSTNAME } : {}),
});

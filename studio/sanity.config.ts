import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";

export default defineConfig({
  name: "salone",
  title: "Salone",
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || "salone",
  dataset: process.env.SANITY_STUDIO_DATASET || "production",
  plugins: [structureTool()],
  schema: { types: [] },
});

import type { ESLint } from "eslint";

export interface Layer {
  name: string;
  folders: string[];
  why: string;
}
export interface Allowance {
  from: string;
  to: string;
  why: string;
}
export const LAYERS: Layer[];
export const ALLOWED: Allowance[];
export function folderOf(file: string): string | undefined;
export function resolveImport(fromFile: string, specifier: string): string | undefined;
export function climb(fromFile: string, specifier: string): string | undefined;
export function climbBetween(from: string | undefined, to: string | undefined): string | undefined;
export function allowed(fromFile: string, specifier: string): boolean;
export function isTest(file: string): boolean;
export const layersPlugin: ESLint.Plugin;

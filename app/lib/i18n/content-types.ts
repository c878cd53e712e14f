/** The types of localised content, for code that must not import the modules themselves. */
import type { translatableModules } from "#app/content/translatable.ts";

export type TranslatableKey = keyof typeof translatableModules;

export type ContentOf<K extends TranslatableKey> = (typeof translatableModules)[K]["data"];

export type PageContent<K extends TranslatableKey> = { [P in K]: ContentOf<P> };

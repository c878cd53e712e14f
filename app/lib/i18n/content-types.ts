/** The types of localised content, for code that must not import the modules themselves. */
import type { ContentRegistry } from "#app/content/registry.ts";

export type TranslatableKey = {
  [K in keyof ContentRegistry]: ContentRegistry[K] extends { translated: object } ? K : never;
}[keyof ContentRegistry];

export type ContentOf<K extends TranslatableKey> = ContentRegistry[K]["data"];

export type PageContent<K extends TranslatableKey> = { [P in K]: ContentOf<P> };

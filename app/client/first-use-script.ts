/** Loaded only by pages with a first-use template, so the site script carries none of this (docs/decisions/017). */
import { loadOnFirstUse } from "#app/client/after-paint.ts";

loadOnFirstUse();

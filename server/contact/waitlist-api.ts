/**
 * POST /api/waitlist (issue 10, docs/decisions/012): waitlist entries through the intake pipeline
 * (server/contact/intake-api.ts), one per address in the waitlist store; a browser's own post
 * lands on the page it came from, saying whether the address was added or was listed already.
 */
import type { Hono } from "hono";
import { waitlist, type WaitlistContent } from "#app/content/waitlist.ts";
import {
  validateWaitlistEntry,
  waitlistInputOf,
  waitlistSources,
  type WaitlistEntry,
  type WaitlistField,
  type WaitlistSource,
} from "#app/lib/waitlist.ts";
import { waitlistResultPath } from "#app/client/waitlist/waitlist-dom.ts";
import {
  createIntakeApi,
  type IntakeApiOptions,
  type IntakeKind,
  type RefusalPage,
} from "#server/contact/intake-api.ts";
import type { WaitlistStore } from "#server/contact/store.ts";

/** The waitlist's words in a language of the site (app/content/waitlist.ts, or its translation). */
export type WaitlistWordsIn = (language: string) => WaitlistContent;

export function waitlistIntake(
  store: WaitlistStore,
  wordsIn: WaitlistWordsIn = () => waitlist,
): IntakeKind<WaitlistField, WaitlistEntry> {
  return {
    name: "waitlist",
    refusals: (language) => wordsIn(language).refusals,
    inputOf: waitlistInputOf,
    validate: (input, language) => validateWaitlistEntry(input, wordsIn(language).fieldMessages),
    store: (entry, meta) => store.upsert({ entry, ...meta }),
    sentPath: (entry, outcome) => waitlistResultPath(entry.source, outcome.alreadyListed ? "updated" : "joined"),
    logDetails: (entry) => ({ source: entry.source }),
  };
}

export type WaitlistApiOptions = Omit<IntakeApiOptions<WaitlistField>, "refusedFormPage"> & {
  store: WaitlistStore;
  /** The form's words in each language; English alone when not given. */
  wordsIn?: WaitlistWordsIn;
  /** Each waitlist page in each language filled in, for a refused post made without JavaScript (D16). */
  refusedFormPages?: Partial<Record<WaitlistSource, Partial<Record<string, RefusalPage>>>>;
};

function isWaitlistSource(value: unknown): value is WaitlistSource {
  return waitlistSources.includes(value as WaitlistSource);
}

export function createWaitlistApi({ store, wordsIn, refusedFormPages = {}, ...options }: WaitlistApiOptions): Hono {
  return createIntakeApi(waitlistIntake(store, wordsIn), {
    ...options,
    refusedFormPage: ({ source }, language) =>
      refusedFormPages[isWaitlistSource(source) ? source : "open-account"]?.[language],
  });
}

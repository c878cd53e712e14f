/**
 * Every styled state a script sets after the static page was made, as each contract declares it.
 * Such rules match nothing in the prerendered page, yet the first paint may need them, so the build
 * keeps them in each page's inlined CSS (scripts/postbuild.ts, docs/decisions/005).
 */
import { articleScriptStates } from "#app/contracts/article.ts";
import { formScriptStates } from "#app/contracts/form.ts";
import { networkScriptStates } from "#app/contracts/network.ts";
import { pageScriptStates } from "#app/contracts/page.ts";
import { sendMoneyScriptStates } from "#app/contracts/send-money.ts";
import { supportScriptStates } from "#app/contracts/support.ts";
import { tapScriptStates } from "#app/contracts/taps.ts";

export const scriptStates: readonly string[] = [
  ...new Set([
    ...pageScriptStates,
    ...formScriptStates,
    ...supportScriptStates,
    ...articleScriptStates,
    ...sendMoneyScriptStates,
    ...networkScriptStates,
    ...tapScriptStates,
  ]),
];

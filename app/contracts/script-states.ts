/**
 * Every styled state a script sets, as each contract declares it: such rules match nothing in the
 * prerendered page, so the build keeps them in each page's inlined CSS (docs/decisions/005, 022).
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

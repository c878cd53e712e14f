/**
 * No dead taps (issue 25, docs/decisions/024): a control visible before its script runs names the
 * script that owns it; a tap on it before then is recorded, shown as pending, and replayed once
 * that script has taken over.
 */
export const tapsDom = {
  /** On a control, or a block of them (an island): the script that owns it. */
  owner: "data-tap-owner",
  /** On a control tapped before its owner's script took over: the tap's order. */
  pending: "data-tap-pending",
  /** On `<html>`: the owners whose scripts have taken over, separated by spaces. */
  live: "data-taps-live",
} as const;

/** The owners that are not islands (those are named by their island's name). */
export const tapOwners = { site: "site", support: "support", article: "article" } as const;

/** A tap recorded early dims its control until it is replayed (app.css). */
export const tapScriptStates = [tapsDom.pending] as const;

/**
 * `npm run messages -- <command>`: the support team's view of the contact form's messages
 * (scripts/lib/team-command.ts).
 *
 *   list [--state S] [--limit N]   newest first (S: pending, delivered, failed or held)
 *   export --csv [--state S]       every field as CSV on stdout, formulas defused
 *   retry [ID]                     queue failed deliveries (or the one with ID) again
 */
import { runTeamCommand } from "./lib/team-command.ts";

await runTeamCommand({
  kind: "contact",
  command: "messages",
  nouns: ["message", "messages"],
  empty: "No messages yet",
});

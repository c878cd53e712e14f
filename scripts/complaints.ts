/**
 * `npm run complaints -- <command>`: the team's view of complaints (D23, scripts/lib/team-command.ts);
 * `list --reference 7Q4M-2XPA` finds the one a customer quotes.
 */
import { runTeamCommand } from "./lib/team-command.ts";

await runTeamCommand({
  kind: "complaint",
  command: "complaints",
  nouns: ["complaint", "complaints"],
  empty: "No complaints yet",
});

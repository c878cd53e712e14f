/** `npm run messages`: the support team's view of the contact messages (README, Scripts). */
import { runTeamCommand } from "./lib/team-command.ts";

await runTeamCommand({
  kind: "contact",
  command: "messages",
  nouns: ["message", "messages"],
  empty: "No messages yet",
});

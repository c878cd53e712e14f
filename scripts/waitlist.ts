/** `npm run waitlist`: the team's view of the waitlist, with removal requests and expiry (README, Scripts). */
import { removeFromWaitlist, removeWaitlistUpdatedBefore } from "#server/intake/kinds/waitlist.ts";
import { runTeamCommand } from "./lib/team-command.ts";

/** How long an entry is kept after its address last joined (app/content/legal/privacy.md, section 8). */
const retentionYears = 2;

await runTeamCommand({
  kind: "waitlist",
  command: "waitlist",
  nouns: ["entry", "entries"],
  empty: "Nobody on the waitlist yet",
  extra: {
    remove: {
      usage: "remove EMAIL",
      async run(store, { argument }, fail) {
        const count = await removeFromWaitlist(store, argument ?? fail("remove needs the e-mail address."));
        console.log(
          count === 1
            ? "Removed from the waitlist. If the spreadsheet is in use, delete the address's row there too."
            : "No entry for that address.",
        );
      },
    },
    expire: {
      usage: "expire",
      async run(store) {
        const before = new Date();
        before.setUTCFullYear(before.getUTCFullYear() - retentionYears);
        const count = await removeWaitlistUpdatedBefore(store, before);
        console.log(
          `${count} entr${count === 1 ? "y" : "ies"} not updated since ${before.toISOString().slice(0, 10)} deleted; ` +
            "delete their rows in the spreadsheet too, if it is in use.",
        );
      },
    },
  },
});

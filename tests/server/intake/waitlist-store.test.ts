import { afterEach, expect, it } from "vitest";
import { removeFromWaitlist, removeWaitlistUpdatedBefore } from "#server/intake/kinds/waitlist.ts";
import type { IntakeStore } from "#server/intake/store.ts";
import { describeEachStore, newWaitlistEntry, sampleWaitlistEntry } from "./helpers.ts";

const opened: IntakeStore[] = [];
afterEach(async () => {
  for (const store of opened.splice(0)) await store.close();
});

describeEachStore("the waitlist store", (openStore) => {
  async function open() {
    const store = await openStore();
    opened.push(store);
    return store.waitlist;
  }

  it("adds an address with its details, its consent time and a pending delivery", async () => {
    const waitlist = await open();
    const receivedAt = new Date("2026-03-01T09:30:00.000Z");
    const outcome = await waitlist.write(newWaitlistEntry({ receivedAt }));
    expect(outcome).toMatchObject({ created: true, updated: false, alreadyListed: false });
    const { consent: _, ...details } = sampleWaitlistEntry;
    expect(await waitlist.get(outcome.id)).toMatchObject({
      ...details,
      id: outcome.id,
      receivedAt: "2026-03-01T09:30:00.000Z",
      updatedAt: "2026-03-01T09:30:00.000Z",
      consentedAt: "2026-03-01T09:30:00.000Z",
      updates: 0,
      deliveryState: "pending",
      attempts: 0,
    });
  });

  it("keeps one entry per address, however it is typed, and updates it with the new details", async () => {
    const waitlist = await open();
    const first = await waitlist.write(newWaitlistEntry());
    const later = new Date("2030-01-01T00:00:00.000Z");
    const again = await waitlist.write(
      newWaitlistEntry({
        entry: {
          ...sampleWaitlistEntry,
          email: "  ada.obi@EXAMPLE.COM ",
          firstName: "",
          destination: "GH",
          source: "webapp",
        },
        receivedAt: later,
      }),
    );
    expect(again).toEqual({ id: first.id, created: false, updated: true, alreadyListed: true });
    expect(await waitlist.list()).toHaveLength(1);
    // A blank first name keeps the one given before; everything else is the latest.
    expect(await waitlist.get(first.id)).toMatchObject({
      firstName: "Ada",
      destination: "GH",
      source: "webapp",
      updatedAt: later.toISOString(),
      updates: 1,
    });
  });

  it("queues an updated entry to be forwarded again, even after it was delivered", async () => {
    const waitlist = await open();
    const { id } = await waitlist.write(newWaitlistEntry());
    const claim = await waitlist.claimNext(Date.now(), Date.now() + 1000);
    expect(claim?.item.id).toBe(id);
    expect(await waitlist.markDelivered(claim!, new Date())).toBe(true);
    expect((await waitlist.get(id))?.deliveryState).toBe("delivered");
    await waitlist.write(newWaitlistEntry({ entry: { ...sampleWaitlistEntry, residence: "US" } }));
    expect(await waitlist.get(id)).toMatchObject({ deliveryState: "pending", attempts: 0, deliveredAt: null });
  });

  it("answers a repeated idempotency key as the first time and changes nothing", async () => {
    const waitlist = await open();
    const key = "same-waitlist-key-0123";
    const first = await waitlist.write(newWaitlistEntry({ idempotencyKey: key }));
    const retry = await waitlist.write(
      newWaitlistEntry({ idempotencyKey: key, entry: { ...sampleWaitlistEntry, residence: "US" } }),
    );
    expect(retry).toEqual({ id: first.id, created: false, updated: false, alreadyListed: false });
    expect((await waitlist.get(first.id))?.residence).toBe("GB");
  });

  it("holds a flagged new address, and never lets a flagged post change a listed one", async () => {
    const waitlist = await open();
    const held = await waitlist.write(
      newWaitlistEntry({ flags: ["honeypot"], entry: { ...sampleWaitlistEntry, email: "bot@example.com" } }),
    );
    expect(await waitlist.get(held.id)).toMatchObject({ deliveryState: "held", flags: ["honeypot"] });
    const listed = await waitlist.write(newWaitlistEntry());
    const flagged = await waitlist.write(
      newWaitlistEntry({ flags: ["too-fast"], entry: { ...sampleWaitlistEntry, residence: "US" } }),
    );
    expect(flagged).toMatchObject({ id: listed.id, created: false, updated: false });
    expect((await waitlist.get(listed.id))?.residence).toBe("GB");
  });

  it("removes an address on request, however it is typed", async () => {
    const waitlist = await open();
    await waitlist.write(newWaitlistEntry());
    expect(await removeFromWaitlist(waitlist, " ADA.obi@example.com")).toBe(1);
    expect(await removeFromWaitlist(waitlist, "ada.obi@example.com")).toBe(0);
    expect(await waitlist.list()).toEqual([]);
  });

  it("deletes the entries not joined or updated since a given time, and only those", async () => {
    const waitlist = await open();
    const old = await waitlist.write(newWaitlistEntry({ receivedAt: new Date("2024-01-01T00:00:00.000Z") }));
    const recent = await waitlist.write(
      newWaitlistEntry({
        entry: { ...sampleWaitlistEntry, email: "kofi@example.com" },
        receivedAt: new Date("2026-01-01T00:00:00.000Z"),
      }),
    );
    expect(await removeWaitlistUpdatedBefore(waitlist, new Date("2025-01-01T00:00:00.000Z"))).toBe(1);
    expect(await waitlist.get(old.id)).toBeUndefined();
    expect((await waitlist.get(recent.id))?.id).toBe(recent.id);
  });

  it("refuses, at the database itself, a country that is not an ISO 3166 code", async () => {
    const waitlist = await open();
    await expect(
      waitlist.write(newWaitlistEntry({ entry: { ...sampleWaitlistEntry, residence: "XX" as "GB" } })),
    ).rejects.toThrow(/CHECK|check constraint/i);
  });
});

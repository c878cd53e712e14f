/**
 * The receiving end of the intake pipeline: a Google Apps Script web app bound to the team's
 * spreadsheet (README, "Forwarding to a spreadsheet"). The site's outboxes post each stored
 * contact message, and each waitlist entry (marked "kind": "waitlist"), here as JSON, with its
 * id; this script keeps one row per id, messages on the Messages sheet and entries on the
 * Waitlist sheet, so anything sent twice (a server killed after the sheet took it, two servers
 * racing on a lost lease) still makes one row. A waitlist entry is sent again when the same
 * address joins again: its row is rewritten only when the entry's updatedAt is newer than the
 * row's, so a late repeat never puts older details back. It answers {"status":"success"} for a
 * new row, an update and a repeat, so the sender stops retrying; anything else is a failure the
 * sender retries.
 *
 * Deploy: Extensions > Apps Script, paste this file, Deploy > New deployment > Web app, execute
 * as "Me", access "Anyone"; set CONTACT_FORWARD_URL to the deployment's /exec address.
 *
 * tests/server/contact/contact-sheet.test.ts runs this very file against fakes of SpreadsheetApp,
 * LockService and ContentService, and the fault runs' fake spreadsheet serves it over HTTP.
 */

/* global SpreadsheetApp, LockService, ContentService */

const SHEETS = {
  message: {
    name: "Messages",
    columns: ["id", "receivedAt", "priority", "name", "email", "subject", "message", "addedAt"],
  },
  waitlist: {
    name: "Waitlist",
    columns: [
      "id",
      "receivedAt",
      "updatedAt",
      "email",
      "firstName",
      "residence",
      "destination",
      "source",
      "consentedAt",
      "addedAt",
    ],
  },
};

function jsonAnswer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

function sheetFor(kind) {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  let sheet = book.getSheetByName(kind.name);
  if (!sheet) {
    sheet = book.insertSheet(kind.name);
    sheet.appendRow(kind.columns);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

/** The sheet row (2 or more) holding this id in column A, or 0 when there is none. */
function rowOf(sheet, id) {
  const rows = sheet.getLastRow() - 1;
  if (rows < 1) return 0;
  const ids = sheet.getRange(2, 1, rows, 1).getValues();
  for (let i = 0; i < ids.length; i += 1) if (ids[i][0] === id) return i + 2;
  return 0;
}

/** A cell value the sheet shows as typed: text starting with = + - @ would run as a formula. */
function plainCell(value) {
  const text = String(value === undefined || value === null ? "" : value);
  return /^[=+\-@\t\r]/.test(text) ? "'" + text : text;
}

// oxlint-disable-next-line no-unused-vars -- Apps Script calls it for every POST
function doPost(event) {
  let message;
  try {
    message = JSON.parse(event.postData.contents);
  } catch {
    return jsonAnswer({ status: "error", message: "The body is not JSON." });
  }
  if (!message || typeof message.id !== "string" || message.id === "") {
    return jsonAnswer({ status: "error", message: "The message has no id." });
  }
  // One writer at a time: two deliveries of the same message must not both miss each other.
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(20000)) return jsonAnswer({ status: "error", message: "The sheet is busy." });
  try {
    const kind = message.kind === "waitlist" ? SHEETS.waitlist : SHEETS.message;
    const sheet = sheetFor(kind);
    const row = kind.columns.map(function (column) {
      return column === "addedAt" ? new Date().toISOString() : plainCell(message[column]);
    });
    const existing = rowOf(sheet, message.id);
    if (!existing) {
      sheet.appendRow(row);
      return jsonAnswer({ status: "success" });
    }
    const updatedAt = kind.columns.indexOf("updatedAt");
    if (updatedAt >= 0) {
      const cells = sheet.getRange(existing, 1, 1, kind.columns.length).getValues()[0];
      // ISO 8601 times in UTC compare as text.
      if (String(message.updatedAt) > String(cells[updatedAt])) {
        row[kind.columns.indexOf("addedAt")] = cells[kind.columns.indexOf("addedAt")];
        sheet.getRange(existing, 1, 1, kind.columns.length).setValues([row]);
        return jsonAnswer({ status: "success", updated: true });
      }
    }
    return jsonAnswer({ status: "success", repeat: true });
  } finally {
    lock.releaseLock();
  }
}

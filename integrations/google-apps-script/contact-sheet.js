/**
 * The receiving end of the contact pipeline: a Google Apps Script web app bound to the support
 * team's spreadsheet (README, "Forwarding to a spreadsheet"). The site's outbox posts each stored
 * message here as JSON, with its id; this script appends one row per message id, so a message
 * sent twice (a server killed after the sheet took it, two servers racing on a lost lease)
 * still makes one row. It answers {"status":"success"} for a new row and for a repeat, so the
 * sender stops retrying either way; anything else is a failure the sender retries.
 *
 * Deploy: Extensions > Apps Script, paste this file, Deploy > New deployment > Web app, execute
 * as "Me", access "Anyone"; set CONTACT_FORWARD_URL to the deployment's /exec address.
 *
 * tests/server/contact/contact-sheet.test.ts runs this very file against fakes of SpreadsheetApp,
 * LockService and ContentService, and the fault runs' fake spreadsheet serves it over HTTP.
 */

/* global SpreadsheetApp, LockService, ContentService */

const SHEET_NAME = "Messages";
const COLUMNS = ["id", "receivedAt", "priority", "name", "email", "subject", "message", "addedAt"];

function jsonAnswer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

function messagesSheet() {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  let sheet = book.getSheetByName(SHEET_NAME);
  if (!sheet) {
    sheet = book.insertSheet(SHEET_NAME);
    sheet.appendRow(COLUMNS);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

/** Whether a row for this message id is already there (column A, below the header). */
function hasMessage(sheet, id) {
  const rows = sheet.getLastRow() - 1;
  if (rows < 1) return false;
  const ids = sheet.getRange(2, 1, rows, 1).getValues();
  for (let i = 0; i < ids.length; i += 1) if (ids[i][0] === id) return true;
  return false;
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
    const sheet = messagesSheet();
    if (hasMessage(sheet, message.id)) return jsonAnswer({ status: "success", repeat: true });
    const row = COLUMNS.map(function (column) {
      return column === "addedAt" ? new Date().toISOString() : plainCell(message[column]);
    });
    sheet.appendRow(row);
    return jsonAnswer({ status: "success" });
  } finally {
    lock.releaseLock();
  }
}

/**
 * The intake's receiving end, an Apps Script web app on the team's spreadsheet (README, "Forwarding to a
 * spreadsheet"). Only a newer `updatedAt` rewrites a row, so a late repeat never brings older details back;
 * a repeat is answered "success" too, so the sender stops retrying.
 */

/* global SpreadsheetApp, LockService, ContentService */

/** Sheets named before there were kinds keep their names. */
const SHEET_NAMES = { contact: "Messages", waitlist: "Waitlist" };

function jsonAnswer(body) {
  return ContentService.createTextOutput(JSON.stringify(body)).setMimeType(ContentService.MimeType.JSON);
}

function sheetNameOf(kind) {
  return SHEET_NAMES[kind] || kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** The kind's sheet, with a column for every field of `submission` (its header row, in order). */
function sheetFor(kind, submission) {
  const book = SpreadsheetApp.getActiveSpreadsheet();
  const name = sheetNameOf(kind);
  let sheet = book.getSheetByName(name);
  if (!sheet) {
    sheet = book.insertSheet(name);
    sheet.appendRow(["id", "receivedAt", "addedAt"]);
    sheet.setFrozenRows(1);
  }
  const columns = sheet.getRange(1, 1, 1, sheet.getLastColumn()).getValues()[0];
  for (const field of Object.keys(submission)) {
    if (field === "kind" || columns.indexOf(field) >= 0) continue;
    columns.push(field);
    sheet.getRange(1, columns.length).setValue(field);
  }
  return { sheet, columns };
}

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
  let submission;
  try {
    submission = JSON.parse(event.postData.contents);
  } catch {
    return jsonAnswer({ status: "error", message: "The body is not JSON." });
  }
  if (!submission || typeof submission.id !== "string" || submission.id === "") {
    return jsonAnswer({ status: "error", message: "The submission has no id." });
  }
  if (typeof submission.kind !== "string" || !/^[a-z-]+$/.test(submission.kind)) {
    return jsonAnswer({ status: "error", message: "The submission names no kind." });
  }
  // One writer at a time: two deliveries of the same submission must not both miss each other.
  const lock = LockService.getScriptLock();
  if (!lock.tryLock(20000)) return jsonAnswer({ status: "error", message: "The sheet is busy." });
  try {
    const { sheet, columns } = sheetFor(submission.kind, submission);
    const row = columns.map(function (column) {
      return column === "addedAt" ? new Date().toISOString() : plainCell(submission[column]);
    });
    const existing = rowOf(sheet, submission.id);
    if (!existing) {
      sheet.appendRow(row);
      return jsonAnswer({ status: "success" });
    }
    const updatedAt = columns.indexOf("updatedAt");
    if (updatedAt >= 0) {
      const cells = sheet.getRange(existing, 1, 1, columns.length).getValues()[0];
      // ISO 8601 times in UTC compare as text.
      if (String(submission.updatedAt) > String(cells[updatedAt])) {
        row[columns.indexOf("addedAt")] = cells[columns.indexOf("addedAt")];
        sheet.getRange(existing, 1, 1, columns.length).setValues([row]);
        return jsonAnswer({ status: "success", updated: true });
      }
    }
    return jsonAnswer({ status: "success", repeat: true });
  } finally {
    lock.releaseLock();
  }
}

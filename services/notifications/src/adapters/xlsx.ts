import ExcelJS from "exceljs";
import type { SpreadsheetWriter } from "../app/ports.js";

/** xlsx through exceljs: one "Leads" sheet, the first row bold. */
export const excelWriter: SpreadsheetWriter = {
  async xlsx(rows) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Leads");
    sheet.addRows(rows);
    sheet.getRow(1).font = { bold: true };
    return Buffer.from(await book.xlsx.writeBuffer());
  },
};

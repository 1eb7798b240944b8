// Test inputs of 批量生成: sheets and zips made in memory, as a user's tools would make them.
import ExcelJS from 'exceljs';
import { zipSync, type Zippable } from 'fflate';

/** An XLSX of `rows` under `columns`; a cell given as { formula } is written as a formula. */
export async function xlsxOf(
  columns: readonly string[],
  rows: readonly (readonly (string | number | { formula: string })[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow([...columns]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV in UTF-8 (or GBK bytes when `gbk` gives the encoded text). */
export const csvOf = (lines: readonly string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** A zip of named files (names taken as given: ../ included, for the refusals). */
export const zipOf = (files: Record<string, Uint8Array>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files)) as Zippable));

// The batch's sheet (issue 33 item 1): a CSV (csv-parse) or an XLSX (exceljs) read into a header
// and rows of plain text. Everything a user could get wrong is refused here, before anything is
// stored, with a Chinese message naming the cell: size, rows, columns, formula cells, encodings
// other than UTF-8 and GBK, duplicate column names, overlong cells.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ApiError } from '../http/errors.js';
import {
  BATCH_CELL_MAX_CHARS,
  BATCH_COLUMN_NAME_MAX_CHARS,
  BATCH_COLUMNS_MAX,
  BATCH_ROWS_MAX,
  BATCH_SHEET_MAX_BYTES,
  BATCH_SHEET_MAX_CHARS,
} from './batch.constants.js';
import { readZip } from './batch.zip.js';

export interface Sheet {
  columns: string[];
  /** Each data row, a cell per column ('' where empty). */
  rows: string[][];
  /** How the bytes were read: a GBK CSV is decoded and said so. */
  encoding: 'utf-8' | 'gbk' | 'xlsx';
}

export type SheetType = 'csv' | 'xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** csv or xlsx from the file name, checked against the bytes (an XLSX is a zip). */
export function sheetTypeOf(fileName: string, bytes: Buffer): SheetType {
  const ext = /\.([a-z]+)$/iu.exec(fileName)?.[1]?.toLowerCase();
  const zip = bytes.subarray(0, 4).equals(ZIP_MAGIC);
  if (ext === 'xlsx' && zip) return 'xlsx';
  if (ext === 'csv' && !zip) return 'csv';
  throw new ApiError('batchSheetType');
}

// Spreadsheet column letters for a message: 0 → A, 27 → AB.
const columnLetter = (index: number): string => {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
};

/** A cell as a user finds it in their sheet: B3 (the header is row 1). */
export const cellName = (rowIndex: number, colIndex: number) =>
  `${columnLetter(colIndex)}${rowIndex + 1}`;

function decodeCsv(bytes: Buffer): { text: string; encoding: 'utf-8' | 'gbk' } {
  const body =
    bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    // Excel in China saves "CSV" as GBK: read it as its superset GB18030, refused if not that.
  }
  try {
    return { text: new TextDecoder('gb18030', { fatal: true }).decode(body), encoding: 'gbk' };
  } catch {
    throw new ApiError('batchSheetEncoding');
  }
}

function readCsv(bytes: Buffer): Sheet {
  const { text, encoding } = decodeCsv(bytes);
  if (text.includes('\0')) throw new ApiError('batchSheetEncoding');
  let records: string[][];
  try {
    records = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      // One past the limit is enough to refuse; the rest is never parsed.
      to: BATCH_ROWS_MAX + 2,
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message.slice(0, 100) : '格式不正确';
    throw new ApiError('batchSheetBroken', { reason });
  }
  return checked(records, encoding);
}

// An XLSX unpacks to XML far larger than itself; its parts are held to these before exceljs reads it.
const XLSX_LIMITS = {
  entriesMax: 1_000,
  entryMaxBytes: 200 * 1024 * 1024,
  totalMaxBytes: 400 * 1024 * 1024,
  ratioMax: 1_000,
};

type CellValue = ExcelJS.CellValue;

function cellText(value: CellValue, text: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'hyperlink' in value) return value.text;
  return text;
}

async function readXlsx(bytes: Buffer): Promise<Sheet> {
  // Sizes first (a 10 MB XLSX could unpack to gigabytes); nothing is read into memory here.
  await readZip(bytes, XLSX_LIMITS, () => false).catch((err: unknown) => {
    if (err instanceof ApiError && err.code !== 400) throw err;
    throw new ApiError('batchSheetBroken', { reason: '不是有效的 XLSX 文件' });
  });
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as Parameters<typeof book.xlsx.load>[0]);
  } catch {
    throw new ApiError('batchSheetBroken', { reason: '不是有效的 XLSX 文件' });
  }
  const sheet = book.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw new ApiError('batchSheetEmpty');
  if (sheet.actualRowCount > BATCH_ROWS_MAX + 1) {
    throw new ApiError('batchTooManyRows', { limit: BATCH_ROWS_MAX });
  }
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, colNumber) => {
      if (cell.type === ExcelJS.ValueType.Formula) {
        // A formula's value is whatever Excel last computed, if it saved one: refused, not guessed.
        throw new ApiError('batchFormulaCell', { cell: cellName(rowNumber - 1, colNumber - 1) });
      }
      if (cell.type === ExcelJS.ValueType.Error) {
        throw new ApiError('batchSheetBroken', {
          reason: `${cellName(rowNumber - 1, colNumber - 1)} 单元格是错误值`,
        });
      }
      cells[colNumber - 1] = cellText(cell.value, cell.text);
    });
    records.push(Array.from({ length: cells.length }, (_, i) => cells[i] ?? ''));
  });
  return checked(records, 'xlsx');
}

// The shape every sheet must have: a header of distinct names, then data rows within the limits.
function checked(records: string[][], encoding: Sheet['encoding']): Sheet {
  const [header, ...data] = records;
  const columns = (header ?? []).map((c) => c.trim());
  while (columns.length > 0 && columns.at(-1) === '') columns.pop();
  if (columns.length === 0 || data.length === 0) throw new ApiError('batchSheetEmpty');
  if (data.length > BATCH_ROWS_MAX)
    throw new ApiError('batchTooManyRows', { limit: BATCH_ROWS_MAX });
  if (columns.length > BATCH_COLUMNS_MAX)
    throw new ApiError('batchTooManyColumns', { limit: BATCH_COLUMNS_MAX });
  const seen = new Set<string>();
  columns.forEach((name, i) => {
    if (!name) throw new ApiError('batchEmptyColumnName', { cell: cellName(0, i) });
    if (Array.from(name).length > BATCH_COLUMN_NAME_MAX_CHARS)
      throw new ApiError('batchCellTooLong', {
        cell: cellName(0, i),
        limit: BATCH_COLUMN_NAME_MAX_CHARS,
      });
    if (seen.has(name)) throw new ApiError('batchDuplicateColumn', { name });
    seen.add(name);
  });
  const rows = data
    .map((record) => columns.map((_, i) => (record[i] ?? '').trim()))
    .filter((row) => row.some((c) => c !== ''));
  if (rows.length === 0) throw new ApiError('batchSheetEmpty');
  let chars = 0;
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell.includes('\0')) throw new ApiError('batchSheetEncoding');
      const length = Array.from(cell).length;
      if (length > BATCH_CELL_MAX_CHARS)
        throw new ApiError('batchCellTooLong', {
          cell: cellName(r + 1, c),
          limit: BATCH_CELL_MAX_CHARS,
        });
      chars += length;
    });
  });
  if (chars > BATCH_SHEET_MAX_CHARS)
    throw new ApiError('batchSheetTooManyChars', { limit: BATCH_SHEET_MAX_CHARS });
  return { columns, rows, encoding };
}

/** The sheet's header and rows, or the refusal that says what to change. */
export async function readSheet(fileName: string, bytes: Buffer): Promise<Sheet> {
  if (bytes.length > BATCH_SHEET_MAX_BYTES) throw new ApiError('batchSheetTooLarge');
  if (bytes.length === 0) throw new ApiError('batchSheetEmpty');
  return sheetTypeOf(fileName, bytes) === 'csv' ? readCsv(bytes) : readXlsx(bytes);
}

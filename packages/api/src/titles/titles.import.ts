import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { CsvError, parse } from 'csv-parse/sync';
import type { Db } from '../db/db.js';
import { TITLE_CONTENT_MAX_CHARS, TITLE_SOURCE_MAX_CHARS } from './titles.constants.js';
import { loadTitleTags, type TitleTagTree } from './titles.tags.js';

// Importing headlines (`pnpm titles:import`, the demo seed, the benchmark). A file is checked
// whole before anything is written, then written in one transaction: a file with a bad row
// imports nothing, and a file imported twice adds nothing the second time (titles are keyed on
// their text, migration 0012).

export type TitleFileFormat = 'jsonl' | 'csv';

export interface TitleImportRow {
  /** 1-based line of the file the row starts on. */
  line: number;
  content: string;
  reading: number;
  source: string;
  /** Top tag first. */
  tagIds: number[];
}

export interface ImportProblem {
  line: number;
  message: string;
}

/** A file with bad rows; `problems` names each with its line. */
export class TitleImportError extends Error {
  override name = 'TitleImportError';

  constructor(readonly problems: readonly ImportProblem[]) {
    super(problems.map((p) => `第${p.line}行：${p.message}`).join('\n'));
  }
}

export interface ImportProgress {
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
}

const INT_MAX = 2_147_483_647;
const DEFAULT_BATCH = 5_000;

interface RawRow {
  line: number;
  fields: Record<string, unknown>;
}

// JSONL: one object per non-blank line.
function jsonlRows(text: string, problems: ImportProblem[]): RawRow[] {
  const rows: RawRow[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ line, message: 'JSON 格式错误' });
      return;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push({ line, message: '应为 JSON 对象' });
      return;
    }
    rows.push({ line, fields: value as Record<string, unknown> });
  });
  return rows;
}

// CSV (RFC 4180, read by csv-parse) with a header row naming content, reading, source, tags;
// tags are separated by | in their cell.
function csvRows(text: string, problems: ImportProblem[]): RawRow[] {
  const records: { line: number; cells: string[] }[] = [];
  let lastLine = 0;
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      // context.lines is the line a record ends on; only quoted cells hold line breaks.
      on_record: (cells, context) => {
        const breaks = cells.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
        records.push({ line: context.lines - breaks, cells });
        lastLine = context.lines;
        return null;
      },
    });
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const message = err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'CSV 引号未闭合' : 'CSV 格式错误';
    problems.push({ line: lastLine + 1, message });
    return [];
  }
  const [header, ...body] = records;
  const names = (header?.cells ?? []).map((h) => h.trim());
  if (!names.includes('content')) {
    problems.push({ line: header?.line ?? 1, message: 'CSV 表头缺少 content 列' });
    return [];
  }
  return body.map((r) => {
    const fields: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = r.cells[i] ?? '';
      if (name === 'tags') fields.tags = value.split('|').filter((t) => t.trim() !== '');
      else if (name === 'reading') fields.reading = value.trim() === '' ? undefined : value.trim();
      else fields[name] = value;
    });
    return { line: r.line, fields };
  });
}

function checkRow(raw: RawRow, tree: TitleTagTree): TitleImportRow | string {
  const { content, reading, source, tags } = raw.fields;
  if (typeof content !== 'string' || content.trim() === '') return '标题内容为空';
  const text = content.trim();
  if (Array.from(text).length > TITLE_CONTENT_MAX_CHARS) {
    return `标题内容超过${TITLE_CONTENT_MAX_CHARS}个字`;
  }
  const count = reading === undefined || reading === null ? 0 : Number(reading);
  if (!Number.isInteger(count) || count < 0 || count > INT_MAX || typeof reading === 'boolean') {
    return '阅读数应为非负整数';
  }
  if (source !== undefined && source !== null && typeof source !== 'string') return '来源应为文本';
  const from = (source ?? '').trim();
  if (Array.from(from).length > TITLE_SOURCE_MAX_CHARS) {
    return `来源超过${TITLE_SOURCE_MAX_CHARS}个字`;
  }
  const refs = tags === undefined || tags === null ? [] : tags;
  if (!Array.isArray(refs) || !refs.every((t) => typeof t === 'string' || typeof t === 'number')) {
    return '标签应为名称或 id 的列表';
  }
  const resolved = tree.resolve(refs);
  if ('error' in resolved) return resolved.error;
  return { line: raw.line, content: text, reading: count, source: from, tagIds: resolved.ids };
}

/**
 * Every row of a JSONL or CSV file checked against the tag tree; throws TitleImportError listing
 * every bad row. A text repeated in the file is kept once (its first row).
 */
export function parseTitleFile(
  text: string,
  format: TitleFileFormat,
  tree: TitleTagTree,
): TitleImportRow[] {
  const problems: ImportProblem[] = [];
  const raws = format === 'csv' ? csvRows(text, problems) : jsonlRows(text, problems);
  const rows: TitleImportRow[] = [];
  const seen = new Set<string>();
  for (const raw of raws) {
    const row = checkRow(raw, tree);
    if (typeof row === 'string') problems.push({ line: raw.line, message: row });
    else if (!seen.has(row.content)) {
      seen.add(row.content);
      rows.push(row);
    }
  }
  if (problems.length > 0) throw new TitleImportError(problems.sort((a, b) => a.line - b.line));
  return rows;
}

// One statement per batch: insert the titles not there yet and link only those.
const INSERT_BATCH = `WITH input AS (
    SELECT * FROM json_to_recordset($1::json)
      AS x(content text, reading integer, source text, tag_ids integer[])
  ), added AS (
    INSERT INTO titles (content, reading, source)
    SELECT content, reading, source FROM input
    ON CONFLICT (content_hash) DO NOTHING
    RETURNING id, content
  ), linked AS (
    INSERT INTO title_tag_links (title_id, tag_id)
    SELECT a.id, tag FROM added a JOIN input i ON i.content = a.content, unnest(i.tag_ids) AS tag
    ON CONFLICT DO NOTHING
  )
  SELECT count(*)::int AS n FROM added`;

/** Writes checked rows in one transaction; returns how many titles were new. */
export async function importTitles(
  db: Db,
  rows: readonly TitleImportRow[],
  { onProgress, batchSize = DEFAULT_BATCH }: ImportProgress = {},
): Promise<number> {
  return db.tx(async (tx) => {
    let added = 0;
    for (let at = 0; at < rows.length; at += batchSize) {
      const batch = rows.slice(at, at + batchSize).map((r) => ({
        content: r.content,
        reading: r.reading,
        source: r.source,
        tag_ids: r.tagIds,
      }));
      const [result] = await tx.query<{ n: number }>(INSERT_BATCH, [JSON.stringify(batch)]);
      added += result?.n ?? 0;
      onProgress?.(Math.min(at + batchSize, rows.length), rows.length);
    }
    return added;
  });
}

/** The format a file name implies (.csv or .csv.gz → csv, else jsonl). */
export function formatOf(path: string): TitleFileFormat {
  return /\.csv(\.gz)?$/i.test(path) ? 'csv' : 'jsonl';
}

/** Reads (gunzipping .gz), checks and imports a file; returns the rows read and the titles added. */
export async function importTitleFile(
  db: Db,
  path: string,
  options: ImportProgress & { format?: TitleFileFormat } = {},
) {
  const bytes = await readFile(path);
  const text = (path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  const rows = parseTitleFile(text, options.format ?? formatOf(path), await loadTitleTags(db));
  const added = await importTitles(db, rows, options);
  return { rows: rows.length, added };
}

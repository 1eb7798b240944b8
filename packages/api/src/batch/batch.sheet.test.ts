import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { BATCH_CELL_MAX_CHARS, BATCH_ROWS_MAX, BATCH_SHEET_MAX_CHARS } from './batch.constants.js';
import { csvOf, xlsxOf, zipOf } from './batch.fixtures.js';
import { readSheet } from './batch.sheet.js';
import { readZip } from './batch.zip.js';

const refusal = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};

describe(readSheet.name, () => {
  it('reads a UTF-8 CSV with a BOM, quotes and line breaks inside cells', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      csvOf(['门店,标题', '"北京, 朝阳店","春日\n新品"', '上海店,夏日特惠']),
    ]);
    const sheet = await readSheet('门店.csv', bytes);
    expect(sheet).toEqual({
      columns: ['门店', '标题'],
      rows: [
        ['北京, 朝阳店', '春日\n新品'],
        ['上海店', '夏日特惠'],
      ],
      encoding: 'utf-8',
    });
  });

  it('decodes a CSV saved as GBK and says so', async () => {
    const sheet = await readSheet(
      'gbk.csv',
      // 门店,标题 / 杭州店,秋季上新 as Excel saves it in China (GBK).
      Buffer.from('c3c5b5ea2cb1eacce20d0ababcd6ddb5ea2cc7efbcbec9cfd0c20d0a', 'hex'),
    );
    expect(sheet.encoding).toBe('gbk');
    expect(sheet.rows).toEqual([['杭州店', '秋季上新']]);
  });

  it('refuses bytes that are neither UTF-8 nor GBK', async () => {
    const err = await refusal(
      readSheet('bad.csv', Buffer.from([0x61, 0x2c, 0x62, 0x0a, 0xff, 0xff, 0xff])),
    );
    expect(err.message).toMatch(/编码无法识别/u);
  });

  it('reads an XLSX and refuses a formula cell, naming it', async () => {
    const ok = await readSheet('a.xlsx', await xlsxOf(['标题', '价格'], [['春日新品', 39]]));
    expect(ok.rows).toEqual([['春日新品', '39']]);
    const err = await refusal(
      readSheet('f.xlsx', await xlsxOf(['标题', '价格'], [['春日新品', { formula: 'SUM(1,2)' }]])),
    );
    expect(err.message).toBe('B2 单元格是公式，请复制后“粘贴为数值”再上传');
  });

  it(`refuses more than ${BATCH_ROWS_MAX} rows and more than 10 MB`, async () => {
    const lines = ['标题', ...Array.from({ length: 100_000 }, (_, i) => `第${i}行`)];
    const rows = await refusal(readSheet('big.csv', csvOf(lines)));
    expect(rows.message).toBe(`表格最多${BATCH_ROWS_MAX}行数据，请拆分后分批上传`);
    const large = await refusal(readSheet('big.csv', Buffer.alloc(50 * 1024 * 1024, 0x61)));
    expect([large.code, large.message]).toEqual([413, '表格文件不能超过 10MB，请拆分后分批上传']);
  });

  it('refuses a cell and a whole sheet past their characters, naming the limit', async () => {
    const long = await refusal(
      readSheet('a.csv', csvOf(['标题', '字'.repeat(BATCH_CELL_MAX_CHARS + 1)])),
    );
    expect(long.message).toBe(`A2 单元格过长，请不要超过${BATCH_CELL_MAX_CHARS}个字`);
    // Every cell within its own limit, the sheet past the request's: 501 rows of 2,000 characters.
    const rows = Array.from({ length: BATCH_SHEET_MAX_CHARS / BATCH_CELL_MAX_CHARS + 1 }, () =>
      '字'.repeat(BATCH_CELL_MAX_CHARS),
    );
    const all = await refusal(readSheet('a.csv', csvOf(['标题', ...rows])));
    expect(all.message).toBe(
      `表格的文字总共不能超过${BATCH_SHEET_MAX_CHARS}个字，请拆分后分批上传`,
    );
  });

  it('refuses a file that is not a CSV or XLSX, an empty sheet and duplicate columns', async () => {
    expect((await refusal(readSheet('a.xls', Buffer.from('x')))).message).toMatch(/CSV 或 XLSX/u);
    expect((await refusal(readSheet('a.xlsx', csvOf(['a'])))).message).toMatch(/CSV 或 XLSX/u);
    expect((await refusal(readSheet('a.csv', csvOf(['标题'])))).message).toMatch(/表格没有数据/u);
    expect((await refusal(readSheet('a.csv', csvOf(['标题,标题', 'a,b'])))).message).toBe(
      '列名「标题」重复，请给每一列起不同的名字',
    );
  });
});

describe(readZip.name, () => {
  const limits = {
    entriesMax: 10,
    entryMaxBytes: 10 * 1024 * 1024,
    totalMaxBytes: 50 * 1024 * 1024,
    ratioMax: 100,
  };

  it('reads the files and skips what it is told to', async () => {
    const zip = zipOf({ 'a.jpg': Buffer.from('aa'), 'photos/b.png': Buffer.from('bb') });
    const { entries, files } = await readZip(zip, limits, (e) => e.name.endsWith('.png'));
    expect(entries.map((e) => e.name)).toEqual(['a.jpg', 'photos/b.png']);
    expect([...files.keys()]).toEqual(['photos/b.png']);
  });

  it('refuses ../ and absolute names', async () => {
    for (const name of ['../evil.jpg', 'a/../../evil.jpg', '/etc/passwd', 'C:/x.jpg']) {
      const err = await refusal(readZip(zipOf({ [name]: Buffer.from('x') }), limits));
      expect(err.message).toMatch(/文件名不安全/u);
    }
  });

  it('refuses a zip bomb by its declared size and by its ratio', async () => {
    const big = await refusal(
      readZip(zipOf({ 'big.jpg': Buffer.alloc(20 * 1024 * 1024) }), limits),
    );
    expect(big.message).toBe('压缩包里的「big.jpg」解压后过大，已拒绝（每张图片不超过 10MB）');
    const dense = await refusal(readZip(zipOf({ 'z.jpg': Buffer.alloc(5 * 1024 * 1024) }), limits));
    expect(dense.message).toMatch(/解压后过大/u);
  });

  it('refuses bytes that are not a zip', async () => {
    const err = await refusal(readZip(Buffer.from('not a zip at all'), limits));
    expect(err.message).toMatch(/无法读取/u);
  });
});

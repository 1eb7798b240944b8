// Issue 13: a browser and a server render of one template have identical layout and at most 1% of
// pixels over a pixelmatch threshold of 0.1. The browser side is the real browser entry in
// Debian's Chromium, fed the very font files the server registers (fontSources).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium, type Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontSources } from '../node/fonts.sources.js';
import { nodeMeasurer } from '../node/measure.node.js';
import { renderDoc } from '../node/render.draw.js';
import { canvasBox, layoutDoc, linePositions } from '../src/draw.js';
import { fillTemplate, type ReplaceObj } from '../src/fill.js';
import type { TextLayout } from '../src/layout.js';
import { collectTextures } from '../src/template.derive.js';
import { restoreTemplate } from '../src/template.restore.js';
import type { TemplateDoc } from '../src/template.schema.js';
import { SAMPLE_POSTER, sampleImages, type SampleRecord } from './fixtures.js';
import type { PageInput, PageOutput } from './parity/parity.page.js';
import { startParityServer, type ParityServer } from './parity/parity.server.js';

const CHROMIUM = '/usr/bin/chromium';
const THRESHOLD = 0.1;
const MAX_MISMATCH = 0.01;
const MAX_WIDTH_GAP = 0.01;
const OUT_DIR = join(tmpdir(), 'render-parity');
const DEMO_DIR = new URL('../../api/demo/templates/', import.meta.url);

interface Case {
  name: string;
  doc: TemplateDoc;
  images: Record<string, Uint8Array>;
  /** The copy is longer than the design, so some label must be shrunk to fit. */
  shrinks: boolean;
  /** The page fetches only the faces the text needs, as the web app does, not every slice. */
  fontsForDocOnly: boolean;
}

async function demoCase(id: string, replace: Partial<ReplaceObj>): Promise<Case> {
  const record = JSON.parse(await readFile(new URL(`${id}.json`, DEMO_DIR), 'utf8')) as SampleRecord;
  const { doc } = fillTemplate(restoreTemplate(record.synthetic), { ...record.replaceObj, ...replace });
  const images: Record<string, Uint8Array> = {};
  for (const source of collectTextures(doc))
    if (source.startsWith('asset://')) images[source] = await readFile(new URL(`assets/${source.slice(8)}`, DEMO_DIR));
  return { name: id, doc, images, shrinks: true, fontsForDocOnly: true };
}

// The sample as designed, its Noto labels at the weights the library rarely uses: Thin and
// ExtraLight both declare 250 in OS/2, so both sides must break that tie the same way.
function lightWeights(doc: TemplateDoc): TemplateDoc {
  const weights = [100, 200, 300, 900];
  let next = 0;
  const materials = Object.fromEntries(
    Object.entries(doc.renderConfig.materials).map(([key, l]) =>
      l.type === 'label' && l.fontFamily === 'noto-sans-sc' ? [key, { ...l, fontWeight: weights[next++ % weights.length] ?? 400 }] : [key, l],
    ),
  );
  return { ...doc, renderConfig: { ...doc.renderConfig, materials } };
}

async function cases(): Promise<Case[]> {
  const sample = restoreTemplate(SAMPLE_POSTER.synthetic);
  const sampleArt = await sampleImages();
  return [
    { name: 'sample-poster', doc: fillTemplate(sample, SAMPLE_POSTER.replaceObj).doc, images: sampleArt, shrinks: false, fontsForDocOnly: false },
    { name: 'sample-light-weights', doc: lightWeights(sample), images: sampleArt, shrinks: false, fontsForDocOnly: false },
    // Generated library posters on a photo; the longer copy makes the fit shrink it. Latin and
    // digits in 站酷快乐体 are mapped by several of its files, so the browser must pick as Skia does.
    await demoCase('tpl_p7_0001', { mainLabel: '新春快乐 福气满满 年货到家 好运连连 万事如意', thirdLabel: '除夕前全国包邮 初五起恢复发货' }),
    await demoCase('tpl_p7_0012', { mainLabel: 'VIP会员日 ABC专属福利 8.8折起', secondLabel: '积分翻倍 好物抢先购 满99包邮 入会再送好礼' }),
  ];
}

const families = (doc: TemplateDoc) =>
  new Set(Object.values(doc.renderConfig.materials).flatMap((l) => (l.type === 'label' ? [l.fontFamily] : [])));

async function renderInBrowser(browser: Browser, server: ParityServer, c: Case) {
  const input: PageInput = {
    doc: c.doc,
    fonts: fontSources(families(c.doc)).map(({ file, ...face }) => ({ ...face, url: server.serveFile(file) })),
    images: Object.fromEntries(Object.entries(c.images).map(([source, bytes]) => [source, server.serveBytes(bytes)])),
    fontsForDocOnly: c.fontsForDocOnly,
  };
  const page = await browser.newPage();
  try {
    await page.goto(server.origin);
    const out = await page.evaluate(
      (arg) => (window as unknown as { renderParity(i: PageInput): Promise<PageOutput> }).renderParity(arg),
      input,
    );
    return { ...out, layouts: new Map(out.layouts), png: PNG.sync.read(Buffer.from(out.png.replace(/^data:image\/png;base64,/u, ''), 'base64')) };
  } finally {
    await page.close();
  }
}

/** What must be identical: size, advance, outcome, line breaks and where each line is drawn. */
function layoutFacts(doc: TemplateDoc, layouts: ReadonlyMap<string, TextLayout>) {
  return [...layouts].map(([key, layout]) => {
    const layer = doc.renderConfig.materials[key];
    if (layer?.type !== 'label') throw new Error(`${key} is not a label`);
    return {
      key,
      fontSize: layout.fontSize,
      lineHeight: layout.lineHeight,
      outcome: layout.outcome,
      lines: linePositions(layer, layout, canvasBox(layer)).map((p) => ({ text: p.line.text, x: p.x, y: p.y })),
    };
  });
}

const widestGap = (a: ReadonlyMap<string, TextLayout>, b: ReadonlyMap<string, TextLayout>) =>
  Math.max(0, ...[...a].flatMap(([key, layout]) => layout.lines.map((l, i) => Math.abs(l.width - (b.get(key)?.lines[i]?.width ?? 0)))));

const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`render parity: skipped, ${CHROMIUM} is absent (apt-get install chromium)`);

describe.skipIf(!hasChromium)('browser/server render parity (Chromium at /usr/bin/chromium)', () => {
  let env: { browser: Browser; server: ParityServer } | undefined;
  beforeAll(async () => {
    const [browser, server] = await Promise.all([
      chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      }),
      startParityServer(),
    ]);
    env = { browser, server };
    await mkdir(OUT_DIR, { recursive: true });
  }, 60_000);
  afterAll(async () => {
    await env?.browser.close();
    await env?.server.close();
  });

  it('lays out and draws each poster the same in Chromium and on the server', { timeout: 300_000 }, async () => {
    if (!env) throw new Error('parity page not started');
    for (const c of await cases()) {
      const serverPng = PNG.sync.read(await renderDoc(c.doc, { format: 'png', images: c.images }));
      const serverLayouts = layoutDoc(c.doc, nodeMeasurer);
      const browserSide = await renderInBrowser(env.browser, env.server, c);

      const gap = widestGap(serverLayouts, browserSide.layouts);
      const { width, height } = serverPng;
      const diff = new PNG({ width, height });
      // Every pixel over the threshold counts, glyph edges included: pixelmatch would otherwise
      // leave out what it takes for antialiasing, which is most of what differs (yellow in the diff).
      const share = pixelmatch(serverPng.data, browserSide.png.data, undefined, width, height, { threshold: THRESHOLD, includeAA: true }) / (width * height);
      const beyondAa = pixelmatch(serverPng.data, browserSide.png.data, diff.data, width, height, { threshold: THRESHOLD }) / (width * height);
      await Promise.all([
        writeFile(join(OUT_DIR, `${c.name}-server.png`), PNG.sync.write(serverPng)),
        writeFile(join(OUT_DIR, `${c.name}-browser.png`), PNG.sync.write(browserSide.png)),
        writeFile(join(OUT_DIR, `${c.name}-diff.png`), PNG.sync.write(diff)),
      ]);
      console.info(
        `render parity ${c.name}: ${(share * 100).toFixed(3)}% of ${width}x${height} pixels differ over threshold ${THRESHOLD} ` +
          `(${(beyondAa * 100).toFixed(3)}% not counting antialiasing); ` +
          `widest line-width gap ${gap.toFixed(4)} px; ${browserSide.facesLoaded} of ${browserSide.facesDeclared} font faces fetched; images in ${OUT_DIR}`,
      );

      expect([browserSide.png.width, browserSide.png.height]).toEqual([width, height]);
      expect(layoutFacts(c.doc, browserSide.layouts), c.name).toEqual(layoutFacts(c.doc, serverLayouts));
      // Widths too (a hugging frame takes its size from them): a face of the wrong weight or slice
      // can keep every break and still be wider.
      expect(gap, c.name).toBeLessThan(MAX_WIDTH_GAP);
      expect(share, c.name).toBeLessThanOrEqual(MAX_MISMATCH);
      if (c.shrinks) expect([...serverLayouts.values()].map((l) => l.outcome), c.name).toContain('shrunk');
    }
  });
});

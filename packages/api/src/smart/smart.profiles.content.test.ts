// The labelled profiles (profiles/*.json, chosen before any tuning): real scenario tags, library
// photos with hand-labelled faces, real headlines. Across all nine results of every profile: no
// text overflows, no labelled face lies under text, at least six layout families, same input →
// same output, every given image used. Runs the service on the seeded library with the labelled faces as vision's facts.
import { canvasBox, layoutDoc, type SpriteLayer } from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.js';
import { intArray } from '../db/params.js';
import { DEMO_PHOTOS_DIR } from '../materials/materials.files.js';
import { createTestDb, seedDemoTemplates, testConfig } from '../test/index.js';
import { readTemplateDoc } from '../templates/templates.document.js';
import { createStorage } from '../uploads/uploads.drivers.js';
import { loadProfiles, profileBody, withLabelledFaces, type Profile } from './profiles/profiles.js';
import { storedImageFacts, type ImageFactsPort } from './smart.images.js';
import { boxOnCanvas, intersection } from './smart.place.js';
import { smartProfile, type SmartDeps } from './smart.service.js';

const profiles = loadProfiles();

let db: Db;
let stored: ImageFactsPort;
const previews = { dir: mkdtempSync(join(tmpdir(), 'smart-previews-')), secret: 'profiles' };

beforeAll(async () => {
  db = await createTestDb();
  await seedDemoTemplates(db);
  const storage = await createStorage(testConfig());
  stored = storedImageFacts({ db, storage, photosDir: DEMO_PHOTOS_DIR });
}, 120_000);
afterAll(() => db.close());

const run = (p: Profile) => {
  const deps: SmartDeps = {
    db,
    measurer: nodeMeasurer,
    images: withLabelledFaces(stored, p.faces),
    previews,
  };
  return smartProfile(deps, profileBody(p), 1);
};

describe('labelled profiles', () => {
  it('has at least 50 profiles with 2–30 character headlines', () => {
    expect(profiles.length).toBeGreaterThanOrEqual(50);
    for (const p of profiles)
      expect(Array.from(p.text.mainLabel ?? '').length).toBeGreaterThanOrEqual(2);
    for (const p of profiles)
      expect(Array.from(p.text.mainLabel ?? '').length).toBeLessThanOrEqual(30);
  });

  it.each(profiles.map((p) => [p.name, p] as const))(
    '%s: fits, keeps faces clear, varies layouts, repeats',
    async (_, p) => {
      const first = await run(p);
      expect(await run(p)).toEqual(first);
      const results = first.templateLists;
      expect(results).toHaveLength(9);
      const given = [p.role, p.product, p.code].filter((ref): ref is string => ref !== undefined);
      // Designs that use every image the user gave come first; one that cannot says so (item 2).
      const usesAll = results.map((r) => {
        const shown = Object.values(readTemplateDoc(r.synthetic).renderConfig.materials).flatMap(
          (l) => (l.type === 'sprite' && !l.hidden ? [l.texture] : []),
        );
        const all = given.every((ref) => shown.includes(ref));
        if (!all) expect(r.match.warnings.join('|'), r.template_id).toMatch(/未使用/u);
        return all;
      });
      const firstPartial = usesAll.indexOf(false);
      if (firstPartial >= 0) expect(usesAll.slice(firstPartial)).not.toContain(true);
      // Six layouts, or every layout the templates that hold the user's images have (when fewer
      // than nine hold them, the page is all of those and the library decides the variety).
      const families = await db.query<{ n: number }>(
        'SELECT count(DISTINCT layout_family)::int AS n FROM templates WHERE id = ANY($1::int[])',
        [intArray(first.originTemplateIds)],
      );
      if (firstPartial < 0)
        expect(new Set(results.map((r) => r.layout_family)).size).toBeGreaterThanOrEqual(
          Math.min(6, families[0]?.n ?? 0),
        );
      for (const r of results) {
        const doc = readTemplateDoc(r.synthetic);
        const layouts = layoutDoc(doc, nodeMeasurer);
        for (const [key, layout] of layouts) {
          expect(layout.outcome, `${r.template_id} ${key}`).not.toBe('cut');
          expect(layout.outcome, `${r.template_id} ${key}`).not.toBe('below-min');
        }
        for (const [ref, face] of Object.entries(p.faces ?? {})) {
          const facts = (await stored.factsOf([ref], 1)).get(ref);
          const layer = Object.values(doc.renderConfig.materials).find(
            (l): l is SpriteLayer => l.type === 'sprite' && !l.hidden && l.texture === ref,
          );
          if (!facts || !layer) continue;
          const onCanvas = boxOnCanvas(layer, facts, face.box);
          for (const label of Object.values(doc.renderConfig.materials)) {
            if (label.type !== 'label' || label.hidden || !layouts.get(label.key)?.lines.length)
              continue;
            expect(
              intersection(onCanvas, canvasBox(label)),
              `${r.template_id} ${label.key}`,
            ).toBeUndefined();
          }
        }
      }
    },
  );
});

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INDUSTRY_APPLIANCE, INDUSTRY_GAME } from '@adstudio/domain';
import { Type, type Static } from '@fastify/type-provider-typebox';
import Value from 'typebox/value';

// QUICKCREATE §7: the game and appliance forms are packs — data, not code. Each folder of
// demo/packs holds a pack.json (the form's options, the spec's rules, reset rules, steps, layouts,
// the collage sizes) and its art. Adding a game is adding a folder; the api, the bff and the web
// read every field from here.
export const PACKS_DIR = fileURLToPath(new URL('../../demo/packs/', import.meta.url));
/** Where the browser and the renderer find a pack's art. */
export const PACK_FILE_PREFIX = '/api/v1/files/packs/';

const Name = Type.String({ minLength: 1, maxLength: 40 });
const Rule = Type.Union([
  Type.Literal('person'),
  Type.Literal('background'),
  Type.Literal('mainTitle'),
]);

export const PackMaterial = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  kind: Type.Union([Type.Literal('person'), Type.Literal('scene'), Type.Literal('small')]),
  name: Name,
  file: Type.String({ pattern: '^[a-z0-9][a-z0-9-]*\\.png$' }),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  group: Type.Optional(Name),
});
export type PackMaterial = Static<typeof PackMaterial>;

export const PackForm = Type.Object({
  /** select: the title dropdown; free: the PC game's two free-text titles; copy: 主标题文案. */
  titleMode: Type.Union([Type.Literal('select'), Type.Literal('free'), Type.Literal('copy')]),
  titles: Type.Array(Name),
  secondTitles: Type.Array(Name),
  smallImages: Type.Boolean(),
  smallRowsMax: Type.Integer({ minimum: 0, maximum: 6 }),
  logosMax: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  steps: Type.Array(Type.Union([Type.Literal('form'), Type.Literal('face')]), { minItems: 1 }),
  /** What choosing this game clears (spec §4 "Game selection change"). */
  clearOnSelect: Type.Array(
    Type.Union([Type.Literal('mainTitle'), Type.Literal('scenes'), Type.Literal('persons')]),
  ),
  /** What each action needs first; the web says the spec's message for each missing one. */
  requires: Type.Object({
    generate: Type.Optional(Type.Array(Rule)),
    next: Type.Optional(Type.Array(Rule)),
    smallImages: Type.Optional(Type.Array(Rule)),
  }),
});

export const Pack = Type.Object({
  kind: Type.Union([Type.Literal('game'), Type.Literal('appliance')]),
  /** The game's option value (spec §2: 0 我的侠客 … 3 我的侠客（测试）). */
  value: Type.Integer({ minimum: 0, maximum: 999 }),
  name: Name,
  /** The style name template searches use. */
  style: Name,
  industry: Type.Union([Type.Literal(INDUSTRY_APPLIANCE), Type.Literal(INDUSTRY_GAME)]),
  mark: Type.Literal('演示素材'),
  licence: Type.String(),
  form: PackForm,
  capture: Type.Union([
    Type.Null(),
    Type.Object({
      sizes: Type.Array(Type.Tuple([Type.Integer(), Type.Integer()]), { minItems: 1 }),
      module: Type.Integer({ minimum: 20, maximum: 400 }),
      templateId: Type.Integer(),
    }),
  ]),
  materials: Type.Array(PackMaterial),
  layouts: Type.Array(
    Type.Object({
      id: Type.Integer({ minimum: 1 }),
      format: Type.String({ pattern: '^风格\\d+$' }),
      persons: Type.Integer({ minimum: 0, maximum: 4 }),
      name: Type.String(),
      synthetic: Type.Record(Type.String(), Type.Unknown()),
    }),
  ),
});
export type Pack = Static<typeof Pack> & { slug: string };

export interface PackSet {
  packs: Pack[];
  material: Map<number, { pack: Pack; material: PackMaterial }>;
}

/** The packs of a folder, checked: a broken pack stops the api at start, not a user later. */
export function loadPacks(dir: string = PACKS_DIR): PackSet {
  const packs: Pack[] = [];
  const material = new Map<number, { pack: Pack; material: PackMaterial }>();
  const layoutIds = new Set<number>();
  const slugs = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of slugs
    .filter((e) => e.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = join(dir, entry.name, 'pack.json');
    if (!existsSync(file)) continue;
    const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Value.Check(Pack, raw)) {
      const first = [...Value.Errors(Pack, raw)][0];
      throw new Error(`pack ${entry.name}: ${first?.instancePath ?? ''} ${first?.message ?? ''}`);
    }
    const pack: Pack = { ...raw, slug: entry.name };
    if (packs.some((p) => p.kind === pack.kind && p.value === pack.value)) {
      throw new Error(`pack ${entry.name}: ${pack.kind} ${pack.value} twice`);
    }
    for (const m of pack.materials) {
      if (material.has(m.id)) throw new Error(`pack ${entry.name}: material ${m.id} twice`);
      if (!existsSync(join(dir, entry.name, m.file))) {
        throw new Error(`pack ${entry.name}: ${m.file} missing`);
      }
      material.set(m.id, { pack, material: m });
    }
    for (const l of pack.layouts) {
      if (layoutIds.has(l.id)) throw new Error(`pack ${entry.name}: layout ${l.id} twice`);
      layoutIds.add(l.id);
    }
    packs.push(pack);
  }
  packs.sort((a, b) => (a.kind === b.kind ? a.value - b.value : a.kind < b.kind ? -1 : 1));
  return { packs, material };
}

let cached: PackSet | undefined;
/** The shipped packs, read once. */
export function shippedPacks(): PackSet {
  cached ??= loadPacks();
  return cached;
}

export const packFileUrl = (pack: Pack, file: string) => `${PACK_FILE_PREFIX}${pack.slug}/${file}`;

import type { ApiClient } from '../api/client.js';
import type { ApiData } from '../api/contract.js';
import { jsonIds } from '../api/id-list.js';

type GameDto = ApiData<'/client/game/allGameList', 'get'>[number];
type MaterialDto = ApiData<'/client/material/findMaterials', 'get'>['List'][number];
type TemplatePageDto = ApiData<'/client/material/findTemplate', 'get'>;

const SCREAMING: Record<string, string> = {
  person: 'PERSON',
  background: 'BACKGROUND',
  mainTitle: 'MAIN_TITLE',
  scenes: 'SCENES',
  persons: 'PERSONS',
};
const upper = <T extends string>(values: readonly string[] | undefined) =>
  (values ?? []).map((v) => (SCREAMING[v] ?? v.toUpperCase()) as T);

const gameOf = (g: GameDto) => ({
  id: g.id,
  name: g.name,
  style: g.style,
  kind: g.kind === 'appliance' ? ('APPLIANCE' as const) : ('GAME' as const),
  industry: g.industry,
  mark: g.mark,
  licence: g.licence,
  formats: g.formats,
  capture: g.capture && {
    sizes: g.capture.sizes,
    module: g.capture.module,
    templateId: g.capture.template_id,
  },
  form: {
    titleMode: upper<'SELECT' | 'FREE' | 'COPY'>([g.form.titleMode])[0] ?? 'SELECT',
    titles: g.form.titles,
    secondTitles: g.form.secondTitles,
    smallImages: g.form.smallImages,
    smallRowsMax: g.form.smallRowsMax,
    logosMax: g.form.logosMax ?? null,
    steps: upper<'FORM' | 'FACE'>(g.form.steps),
    clearOnSelect: upper<'MAIN_TITLE' | 'SCENES' | 'PERSONS'>(g.form.clearOnSelect),
    requires: {
      generate: upper<'PERSON' | 'BACKGROUND' | 'MAIN_TITLE'>(g.form.requires.generate),
      next: upper<'PERSON' | 'BACKGROUND' | 'MAIN_TITLE'>(g.form.requires.next),
      smallImages: upper<'PERSON' | 'BACKGROUND' | 'MAIN_TITLE'>(g.form.requires.smallImages),
    },
  },
});

/** allGameList: the games, or the appliance lines. */
export async function listGames(
  api: ApiClient,
  kind: 'GAME' | 'APPLIANCE',
  materialId?: string | null,
) {
  const games = await api.get('/client/game/allGameList', {
    kind: kind === 'APPLIANCE' ? 'appliance' : 'game',
    material_id: materialId ?? undefined,
  });
  return games.map(gameOf);
}

const materialOf = (m: MaterialDto) => ({
  id: String(m.materialId),
  url: m.filePath,
  width: m.width,
  height: m.height,
  format: m.fileFormat,
  tags: m.tags,
  name: m.tags[2] ?? '',
  isRole: m.isrole === 1,
});

/** findMaterials by tags. */
export async function gameMaterials(
  api: ApiClient,
  tags: string[],
  page: number,
  pageSize: number,
) {
  const { List, total } = await api.get('/client/material/findMaterials', {
    tags: jsonIds(tags),
    cur_page: page,
    page_size: pageSize,
  });
  return { items: List.map(materialOf), total, page, pageSize };
}

const pageOf = ({ List, total }: TemplatePageDto, page: number, pageSize: number) => ({
  items: List.map((t) => ({
    id: String(t.id),
    name: t.name,
    previewUrl: t.path,
    format: t.format,
    style: t.style,
    document: t.synthetic,
    sampleContent: JSON.stringify(t.replaceObj),
  })),
  total,
  page,
  pageSize,
});

/** findTemplate: layouts with the chosen pictures and title. */
export async function gameTemplates(
  api: ApiClient,
  a: {
    materialIds: readonly string[];
    style?: string | null;
    intersection: boolean;
    mainTitle?: string | null;
    page: number;
    pageSize: number;
  },
) {
  const answer = await api.get('/client/material/findTemplate', {
    material_arr: jsonIds(a.materialIds, 'numbers'),
    style: a.style ?? undefined,
    intersection: a.intersection ? 1 : 0,
    main_title: a.mainTitle ?? undefined,
    cur_page: a.page,
    page_size: a.pageSize,
  });
  return pageOf(answer, a.page, a.pageSize);
}

/** findTemplateNew: layouts of a format and style. */
export async function gameTemplatesByFormat(
  api: ApiClient,
  a: {
    format?: string | null;
    style?: string | null;
    mainTitle?: string | null;
    page: number;
    pageSize: number;
  },
) {
  const answer = await api.get('/client/material/findTemplateNew', {
    format: a.format ?? undefined,
    style: a.style ?? undefined,
    main_title: a.mainTitle ?? undefined,
    cur_page: a.page,
    page_size: a.pageSize,
  });
  return pageOf(answer, a.page, a.pageSize);
}

/** getGameCapture: the small-image banner, saved as the viewer's design. */
export async function gameCapture(
  api: ApiClient,
  a: {
    backgroundId: string;
    title?: string | null;
    smallImageRows: readonly (readonly string[])[];
  },
) {
  const answer = await api.post('/render/getGameCapture', {
    backAndLabel: JSON.stringify({
      back: Number(a.backgroundId),
      label: a.title ?? '',
      small: a.smallImageRows.map((row) => row.map(Number)),
    }),
  });
  return {
    design: answer.design,
    templateId: answer.template_id,
    width: answer.width,
    height: answer.height,
    modules: answer.modules.map((m) => ({ ...m, materialId: String(m.material_id) })),
  };
}

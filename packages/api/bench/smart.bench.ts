// getSmartProfile with the full template library (issue 14: p95 ≤ 150 ms without previews), over the
// labelled profiles. Anchor, same run and inputs: the naive pass that reads, fills and lays out
// every template of the flow with full layout, the way a pipeline without derived columns, the
// minimum-size check and the document cache would.
// Then the nine previews of an answer, asked for at once as the browser's <img>s do (issue 14: first
// ≤ 200 ms, last ≤ 600 ms on 2 cores), on the api with its render queue (drawing starts as the
// answer is sent, QUICKCREATE §6 step 6); anchor: one renderTemplate (a full-size render saved as
// a design) in the same run.
import { fillTemplate, layoutDoc } from '@adstudio/render';
import { nodeMeasurer } from '@adstudio/render/node';
import { DEMO_PHOTOS_DIR } from '../src/materials/materials.files.js';
import { loadProfiles, profileBody, withLabelledFaces } from '../src/smart/profiles/profiles.js';
import { storedImageFacts } from '../src/smart/smart.images.js';
import { normaliseInputs } from '../src/smart/smart.inputs.js';
import { smartProfile } from '../src/smart/smart.service.js';
import { loginAs, seedDemoTemplates, startTestApi, testConfig } from '../src/test/index.js';
import { previewStore } from '../src/render/render.previews.js';
import { readTemplateDoc } from '../src/templates/templates.document.js';
import { createStorage } from '../src/uploads/uploads.drivers.js';
import { qualityPhotos } from './smart-quality/photos.js';
import { emitRow, ms, progress, since, summarize } from './stats.js';

const BAR_P95_MS = 150;
const ROUNDS = 3;
const BAR_FIRST_MS = 200;
const BAR_LAST_MS = 600;
/** What the first use of a person photo vision has not seen may add (issue 27 item 9). */
const BAR_FIRST_USE_MS = 400;
/** Profiles whose previews are drawn (each once: a second ask would read the stored JPEG). */
const PREVIEW_ROUNDS = 20;

// One render worker per core of the 2-core machine the bars are set for. The first-use row waits
// for vision however long it takes (what it measures is that time).
const api = await startTestApi({
  listen: false,
  env: { RENDER_WORKERS: '2', SMART_VISION_WAIT_MS: '120000' },
});
const { app, db } = api;
const library = await seedDemoTemplates(db);
const stored = storedImageFacts({
  db,
  storage: await createStorage(testConfig()),
  photosDir: DEMO_PHOTOS_DIR,
});
// This row is the answer alone: no drawing started behind it.
const { dir, secret } = previewStore(app);
const previews = { dir, secret };
const profiles = loadProfiles();
progress(`smart: ${library} templates, ${profiles.length} profiles`);

const ours = async (i: number) => {
  const p = profiles[i % profiles.length];
  if (!p) return;
  await smartProfile(
    { db, measurer: nodeMeasurer, images: withLabelledFaces(stored, p.faces), previews },
    profileBody(p),
    1,
  );
};

const naive = async (i: number) => {
  const p = profiles[i % profiles.length];
  if (!p) return;
  const inputs = normaliseInputs(profileBody(p));
  const rows = await db.query<{ synthetic: string }>(
    'SELECT synthetic FROM templates WHERE owner_id IS NULL AND category = $1 ORDER BY id',
    [inputs.category],
  );
  for (const row of rows) {
    const filled = fillTemplate(
      readTemplateDoc(row.synthetic),
      { ...inputs.copy, ...inputs.images },
      { measurer: nodeMeasurer },
    );
    layoutDoc(filled.doc, nodeMeasurer);
  }
};

const time = async (run: (i: number) => Promise<void>, samples: number) => {
  // One pass over the profiles first: fonts load and the caches fill, as on a running server.
  for (let i = 0; i < profiles.length; i += 1) await run(i);
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    out.push(since(started));
  }
  return summarize(out);
};

const smart = await time(ours, profiles.length * ROUNDS);
const anchor = await time(naive, profiles.length);
emitRow({
  what: 'getSmartProfile',
  workload: `${library} templates (PGlite), ${profiles.length} labelled profiles × ${ROUNDS}, 9 filled results, no previews`,
  ours: `p50 ${ms(smart.p50)}, p95 ${ms(smart.p95)}`,
  anchor: `every template filled and laid out in full: p95 ${ms(anchor.p95)}`,
  bar: `p95 ≤ ${BAR_P95_MS} ms`,
  pass: smart.p95 <= BAR_P95_MS,
});

// Previews through the api: getSmartProfile answers, then its nine <img> requests go out together.
const token = await loginAs(app, api.config, 'zhangwei');
// The route tests' postForm imports vitest's expect, which a bench process cannot load.
const postForm = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${token}`,
    },
  });
interface Answer {
  data: { templateLists: { previewUrl: string; synthetic: string; replaceObj: object }[] };
}
const answerOf = async (p: (typeof profiles)[number]) => {
  const fields = Object.fromEntries(Object.entries(profileBody(p)).map(([k, v]) => [k, String(v)]));
  const res = await postForm('/client/composeTemplate/getSmartProfile', fields);
  return res.json<Answer>().data.templateLists;
};
const getImage = async (url: string) => {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
};
const [firstProfile] = profiles;
const warmProfile = profiles.at(-1);
if (!firstProfile || !warmProfile) throw new Error('no labelled profiles');
// Threads start and fonts load on the first render, not in any measured round.
await Promise.all((await answerOf(warmProfile)).map((t) => getImage(t.previewUrl)));

const firsts: number[] = [];
const lasts: number[] = [];
for (const p of profiles.slice(0, PREVIEW_ROUNDS)) {
  const designs = await answerOf(p);
  const started = process.hrtime.bigint();
  const done = await Promise.all(
    designs.map((t) => getImage(t.previewUrl).then(() => since(started))),
  );
  firsts.push(Math.min(...done));
  lasts.push(Math.max(...done));
}
const reused = await answerOf(firstProfile);
const reuseStarted = process.hrtime.bigint();
await Promise.all(reused.map((t) => getImage(t.previewUrl)));
const reuseMs = since(reuseStarted);

// First use of a person photo vision has not seen (issue 27 item 9: adds ≤ 400 ms p95): written
// to the user's storage without an upload (which would start vision), asked once (vision runs
// inside the call), then again (its facts stored). Each photo's difference is what vision added.
const [zhang] = await db.query<{ id: number }>(`SELECT id FROM users WHERE name = '张伟'`);
const people = (await qualityPhotos()).filter((q) => q.kind === 'person');
const added: number[] = [];
const cold: number[] = [];
const warm: number[] = [];
for (const [i, photo] of people.entries()) {
  const key = `user_upload/${zhang?.id ?? 0}/${`f${i}`.padStart(32, '0')}.jpg`;
  await app.deps.storage.write(key, photo.bytes, 'image/jpeg');
  const fields = { is_check: '1', tagId: '[268]', text: '{"mainLabel":"春日上新"}' };
  const ask = async () => {
    const started = process.hrtime.bigint();
    const res = await postForm('/client/composeTemplate/getSmartProfile', {
      ...fields,
      role: `/api/v1/files/${key}`,
    });
    if (res.statusCode !== 200) throw new Error(`getSmartProfile: ${res.body.slice(0, 200)}`);
    return since(started);
  };
  const first = await ask();
  const again = await ask();
  cold.push(first);
  warm.push(again);
  added.push(first - again);
}
const addedBy = summarize(added);
emitRow({
  what: 'getSmartProfile, first use of a person photo',
  workload: `${added.length} person photos (smart-quality set) never analysed, asked once (vision inside) then again (facts stored), through the route`,
  ours: `vision adds p50 ${ms(addedBy.p50)}, p95 ${ms(addedBy.p95)} (first p95 ${ms(summarize(cold).p95)}, again p95 ${ms(summarize(warm).p95)})`,
  anchor: '—',
  bar: `adds ≤ ${BAR_FIRST_USE_MS} ms (p95)`,
  pass: addedBy.p95 <= BAR_FIRST_USE_MS,
});

const renderOne = reused[0];
const renders: number[] = [];
for (let i = 0; renderOne && i < 5; i += 1) {
  const materials = JSON.stringify([
    { synthetic: renderOne.synthetic, replaceObj: renderOne.replaceObj },
  ]);
  const started = process.hrtime.bigint();
  const res = await postForm('/render/renderClient', { materials });
  if (res.statusCode !== 200) throw new Error(`renderClient: ${res.body.slice(0, 200)}`);
  renders.push(since(started));
}
await api.close();

const first = summarize(firsts);
const last = summarize(lasts);
emitRow({
  what: 'smart previews (9 at once)',
  workload: `${firsts.length} getSmartProfile answers, each answer's 9 preview URLs requested together, drawn ≤ 600 px wide on 2 render workers`,
  ours: `first p50 ${ms(first.p50)} / p95 ${ms(first.p95)}; last p50 ${ms(last.p50)} / p95 ${ms(last.p95)}; 9 stored again ${ms(reuseMs)}`,
  anchor: `one renderTemplate (full size, saved as a design): p50 ${ms(summarize(renders).p50)}`,
  bar: `first ≤ ${BAR_FIRST_MS} ms, last ≤ ${BAR_LAST_MS} ms (p95)`,
  pass: first.p95 <= BAR_FIRST_MS && last.p95 <= BAR_LAST_MS,
});

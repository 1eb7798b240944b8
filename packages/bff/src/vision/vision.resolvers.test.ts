import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/builders.js';
import { startHarness, type Harness } from '../test/harness.js';

const ASTRONAUT = '/api/v1/files/materials/skimage-astronaut.jpg';
const CUTOUT = 'mutation ($url: String!) { cutoutImage(url: $url) }';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  token = await h.loginAs('zhangwei');
  // The api's first cutout loads the models (seconds, cold); ask it once directly so the bff's
  // upstream timeout measures the cutout, not the start-up.
  await h.api.app.inject({
    url: `/api/v1/client/img/cutout?path=${encodeURIComponent(ASTRONAUT)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}, 120_000);
afterAll(async () => {
  await h.close();
});

describe('Mutation.cutoutImage', () => {
  it('cuts the person out of a library photo into a PNG of the viewer’s', async () => {
    const res = await h.execute<{ cutoutImage: string | null }>(CUTOUT, {
      variables: { url: ASTRONAUT },
      token,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.cutoutImage).toMatch(/^\/api\/v1\/files\/user_upload\/\d+\/[\w-]+\.png$/);
  }, 60_000);

  it('says in Chinese why a busy photo cannot be cut, as BAD_USER_INPUT', async () => {
    const res = await h.execute(CUTOUT, {
      variables: { url: '/api/v1/files/materials/gc-taiko.jpg' },
      token,
    });
    expect(expectError(res, 'BAD_USER_INPUT').message).toMatch(/无法自动抠图/);
  }, 60_000);

  it('asks a guest to log in', async () => {
    expectError(await h.execute(CUTOUT, { variables: { url: ASTRONAUT } }), 'UNAUTHENTICATED');
  });
});

describe('Query.imageFaces, Query.imageSubject and Mutation.adjustTone (getRoleInfo, re_getMainInfo, adjustTone)', () => {
  it('finds the astronaut’s face and the person, with GraphQL names', async () => {
    const res = await h.execute<{
      imageFaces: { box: { width: number }; yaw: number; probability: number }[];
      imageSubject: { box: { width: number; height: number }; source: string } | null;
    }>(
      `query ($url: String!) {
        imageFaces(url: $url) { box { left top width height } yaw pitch roll probability }
        imageSubject(url: $url) { box { left top width height } source }
      }`,
      { variables: { url: ASTRONAUT }, token },
    );
    expect(res.errors).toBeUndefined();
    const [face] = res.data?.imageFaces ?? [];
    expect(face?.box.width).toBeGreaterThan(0);
    expect(face?.probability).toBeGreaterThan(0.5);
    expect(res.data?.imageSubject?.source).toMatch(/^(PERSON|FACE)$/);
  }, 60_000);

  it('tones a picture towards another into a picture of the viewer’s', async () => {
    const res = await h.execute<{ adjustTone: string }>(
      'mutation ($base: String!, $change: String!) { adjustTone(baseUrl: $base, changeUrl: $change) }',
      { variables: { base: '/api/v1/files/materials/gc-taiko.jpg', change: ASTRONAUT }, token },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.adjustTone).toMatch(/^\/api\/v1\/files\/user_upload\/\d+\//);
  }, 60_000);

  it('asks a guest to log in', async () => {
    const res = await h.execute('query ($url: String!) { imageFaces(url: $url) { yaw } }', {
      variables: { url: ASTRONAUT },
    });
    expectError(res, 'UNAUTHENTICATED');
  });
});

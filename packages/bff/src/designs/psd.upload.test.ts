// PSD import through the bff on the real api: the multipart form streams through unparsed and the
// api's answer (the design, the warnings, or its Chinese refusal) comes back as it is.
import { cmykPsd, samplePsd } from '@adstudio/api/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness.js';

let h: Harness;
let designer: string;

beforeAll(async () => {
  h = await startHarness();
  designer = await h.loginAs('lina');
}, 120_000);
afterAll(() => h.close());

const BOUNDARY = '----bff-psd';
async function importPsd(bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="banner.psd"\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const res = await h.bff.inject({
    method: 'POST',
    url: '/api/v1/client/composeTemplate/importPsd',
    payload,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      authorization: `Bearer ${designer}`,
    },
  });
  return res.json<{
    code: number;
    message: string;
    data: { template: { id: number; name: string }; warnings: string[] } | null;
  }>();
}

describe('POST /api/v1/client/composeTemplate/importPsd (bff)', { timeout: 120_000 }, () => {
  it("streams the designer's PSD to the api and answers the design and its warnings", async () => {
    const body = await importPsd(samplePsd());
    expect(body.code, body.message).toBe(200);
    expect(body.data?.template.name).toBe('banner');
    expect(body.data?.warnings).toContain(
      '图层「标语」的字体「STXingkai」不在授权字体库中，已换成「马善政毛笔楷书」',
    );
  });

  it("keeps the api's Chinese refusal of a CMYK file", async () => {
    expect(await importPsd(cmykPsd())).toEqual({
      code: 400,
      message: '只支持 RGB 颜色模式的 PSD（这个文件是 CMYK），请在 Photoshop 里转为 RGB 后再导入',
      data: null,
    });
  });
});

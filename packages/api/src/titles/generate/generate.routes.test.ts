import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFailure, getJson, type Body } from '../../test/http.js';
import { startTestApi, type TestApi } from '../../test/index.js';

interface SmartData {
  titleList: {
    content: string;
    style: string;
    generator: string;
    flags: { word: string; severity: string; start: number; end: number }[];
  }[];
  total: number;
  timeout: boolean;
  generator: string;
}

const smart = async (api: TestApi, query: Record<string, string>) =>
  (await getJson(api.app, '/client/get_smart_title', query)).json<Body<SmartData>>();

describe('GET /client/get_smart_title (offline generator)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ listen: false });
  });
  afterAll(() => api.close());

  it('answers a guest with N word-checked headlines holding the keyword', async () => {
    const body = await smart(api, { key_word: ' 咖啡 ', num: '6' });
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ total: 6, timeout: false, generator: 'offline' });
    expect(body.data.titleList.every((t) => t.content.includes('咖啡'))).toBe(true);
    expect(body.data.titleList.every((t) => t.generator === 'offline')).toBe(true);
  });

  it('flags a banned word and ranks flagged headlines last', async () => {
    const body = await smart(api, { key_word: '最佳', num: '5' });
    const flagged = body.data.titleList.filter((t) => t.flags.length > 0);
    expect(flagged.length).toBeGreaterThan(0);
    const hit = flagged[0]?.flags[0];
    expect(hit).toMatchObject({ severity: '禁用' });
    expect(flagged[0]?.content.slice(hit?.start, hit?.end)).toContain('最');
  });

  it('keeps to a style and lists the styles', async () => {
    const body = await smart(api, { key_word: '咖啡', style: 'guide', num: '3' });
    expect(body.data.titleList.every((t) => t.style === 'guide')).toBe(true);
    const styles = (await getJson(api.app, '/client/title/smartStyles')).json<
      Body<{ list: { id: string; label: string }[] }>
    >();
    expect(styles.data.list).toContainEqual({ id: 'question', label: '疑问' });
  });

  it('refuses bad input with the keyword rules and clear messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ key_word: '   ' }, '请输入关键字'],
      [{ key_word: Array.from({ length: 1000 }, (_, i) => `词${i}`).join(' ') }, '关键字最多10个'],
      [{ key_word: '长'.repeat(51) }, '关键字不能超过50个字'],
      [{ key_word: '咖啡', style: 'poem' }, '请求参数不正确：style'],
      [{ key_word: '咖啡', industry: '火星' }, '请求参数不正确：industry'],
    ];
    for (const [query, message] of cases) {
      expectFailure(await getJson(api.app, '/client/get_smart_title', query), 400, message);
    }
    const tooMany = await getJson(api.app, '/client/get_smart_title', {
      key_word: '咖啡',
      num: '31',
    });
    expect(tooMany.statusCode).toBe(400);
    const missing = await getJson(api.app, '/client/get_smart_title');
    expect(missing.statusCode).toBe(400);
  });
});

// A real local server plays the configured model: answering, hanging and talking nonsense.
// Each case starts a fresh api (migrations, lexicon), which takes its time on a loaded machine.
describe('GET /client/get_smart_title with a configured model', { timeout: 120_000 }, () => {
  let server: Server;
  let base: string;
  const requests: { path: string; auth: string | undefined; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
        const mode = req.url?.split('/')[1];
        if (mode === 'hang') return; // never answers: the api's timeout must fire
        // No keep-alive: a pooled socket this server closes just as the next case reuses it
        // fails that request as "other side closed", not as the timeout the case is about.
        res.setHeader('connection', 'close');
        res.setHeader('content-type', 'application/json');
        const content =
          mode === 'ok'
            ? '1. “咖啡新喝法，早晨更有精神”\n2. “咖啡”里的慢生活\n- 这杯咖啡是全网最佳'
            : '';
        res.end(
          JSON.stringify(mode === 'ok' ? { choices: [{ message: { content } }] } : { oops: 1 }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  // A fresh api configured for one behaviour of the model, asked once. Only the hanging model is
  // given a short timeout: one that answers must never lose a race with a loaded machine's clock.
  async function askWith(mode: string) {
    const api = await startTestApi({
      listen: false,
      env: {
        SMART_TITLE_LLM_URL: `${base}/${mode}/v1`,
        SMART_TITLE_LLM_KEY: 'test-key',
        SMART_TITLE_LLM_TIMEOUT_MS: mode === 'hang' ? '300' : '60000',
      },
    });
    try {
      return await smart(api, { key_word: '咖啡', num: '3' });
    } finally {
      await api.close();
    }
  }

  it('uses the model, parses its lines and still word-checks them', async () => {
    const body = await askWith('ok');
    expect(body.data.generator).toBe('llm');
    expect(body.data.titleList.map((t) => t.content)).toEqual([
      '咖啡新喝法，早晨更有精神',
      '“咖啡”里的慢生活',
      '这杯咖啡是全网最佳',
    ]);
    expect(body.data.titleList[2]?.flags.length).toBeGreaterThan(0);
    const sent = requests.at(-1);
    expect(sent?.path).toBe('/ok/v1/chat/completions');
    expect(sent?.auth).toBe('Bearer test-key');
    expect(sent?.body).toContain('咖啡');
  });

  it('falls back to the offline generator flagged timeout when the model hangs', async () => {
    const body = await askWith('hang');
    expect(body.data).toMatchObject({ timeout: true, generator: 'offline', total: 3 });
  });

  it('falls back without the timeout flag when the model answers nonsense', async () => {
    const body = await askWith('garbage');
    expect(body.data).toMatchObject({ timeout: false, generator: 'offline', total: 3 });
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has safe defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3001, databaseUrl: undefined });
    expect(config.loginPhrases.user).not.toBe(config.loginPhrases.enterprise);
  });

  it('lists every bad variable at once', () => {
    const load = () =>
      loadConfig({ API_PORT: '70000', SESSION_MAX_DAYS: 'abc', DATABASE_URL: 'mysql://x' });
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['API_PORT', 'SESSION_MAX_DAYS', 'DATABASE_URL']) {
        expect(message).toContain(name);
      }
    }
  });

  it('uses a model for intelligent headlines only when its URL is set, and checks it', () => {
    expect(loadConfig({}).smartTitleLlm).toBeUndefined();
    expect(
      loadConfig({ SMART_TITLE_LLM_URL: 'https://llm.example.cn/v1/', SMART_TITLE_LLM_KEY: 'k' })
        .smartTitleLlm,
    ).toEqual({
      url: 'https://llm.example.cn/v1',
      key: 'k',
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
    expect(() => loadConfig({ SMART_TITLE_LLM_URL: 'file:///etc/passwd' })).toThrow(
      /SMART_TITLE_LLM_URL/,
    );
    expect(() =>
      loadConfig({
        SMART_TITLE_LLM_URL: 'http://x',
        SMART_TITLE_LLM_KEY: 'secret-value',
        SMART_TITLE_LLM_TIMEOUT_MS: '5',
      }),
    ).toThrow(/^(?![\s\S]*secret-value)[\s\S]*SMART_TITLE_LLM_TIMEOUT_MS/);
  });
});

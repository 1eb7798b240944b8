import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.js';

describe(registerErrorHandling.name, () => {
  it('answers an unexpected failure with the generic 500 envelope and no stack', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', () => {
      throw new TypeError('secret internals at /srv/app.js:12');
    });
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: '服务器开小差了，请稍后再试', data: null });
    expect(res.body).not.toContain('secret');
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrors, registerErrorHandling } from './error-handler.js';

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

describe(frameworkErrors.name, () => {
  it('answers a path segment over maxParamLength with 414 and one that does not decode with 400, in envelopes', async () => {
    const app = Fastify({ logger: false, frameworkErrors });
    registerErrorHandling(app);
    app.get('/files/:file', () => 'ok');
    const long = await app.inject({ url: `/files/${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 414, message: '请求地址过长', data: null });
    const bad = await app.inject({ url: '/files/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, message: '请求参数格式不正确', data: null });
  });
});

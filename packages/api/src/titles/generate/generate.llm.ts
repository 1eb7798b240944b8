import type { ApiConfig } from '../../config.js';

export type LlmConfig = NonNullable<ApiConfig['smartTitleLlm']>;

export type LlmAnswer = { ok: true; titles: string[] } | { ok: false; timedOut: boolean };

const MAX_TITLE_CHARS = 60;

function prompt(topic: string, styleLabel: string | undefined, count: number): string {
  const style = styleLabel ? `，风格：${styleLabel}` : '';
  return (
    `请为主题「${topic}」写 ${count} 个中文新媒体标题${style}。` +
    '每个标题 10 到 30 个字，必须包含主题词，遵守《广告法》（不用“最”“第一”“国家级”等绝对化用语）。' +
    '只输出标题，每行一个，不要编号和解释。'
  );
}

/** Lines of a model's answer that look like headlines: numbering and quotes stripped. */
export function parseLlmTitles(text: string, count: number): string[] {
  const seen = new Set<string>();
  for (const line of text.split(/\r?\n/)) {
    const title = line
      .replace(/^\s*(?:[-*•]|\d+[.、)）]|[（(]\d+[)）])\s*/u, '')
      .trim()
      // Quotes around the whole line go; quotes inside a headline stay.
      .replace(/^(["“「『])(.*)(["”」』])$/u, (all, _open, inner: string) =>
        /["“”「」『』]/u.test(inner) ? all : inner,
      );
    if (title && Array.from(title).length <= MAX_TITLE_CHARS) seen.add(title);
    if (seen.size === count) break;
  }
  return [...seen];
}

/**
 * Asks the configured OpenAI-compatible chat endpoint for headlines. Never throws: a timeout, an
 * error status or an answer without usable lines is reported so the offline generator answers.
 */
export async function askLlm(
  config: LlmConfig,
  topic: string,
  styleLabel: string | undefined,
  count: number,
): Promise<LlmAnswer> {
  const signal = AbortSignal.timeout(config.timeoutMs);
  try {
    const res = await fetch(`${config.url}/chat/completions`, {
      method: 'POST',
      signal,
      redirect: 'error',
      headers: {
        'content-type': 'application/json',
        ...(config.key && { authorization: `Bearer ${config.key}` }),
      },
      body: JSON.stringify({
        model: config.model,
        messages: [{ role: 'user', content: prompt(topic, styleLabel, count) }],
        temperature: 0.8,
      }),
    });
    if (!res.ok) return { ok: false, timedOut: false };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    const titles = typeof content === 'string' ? parseLlmTitles(content, count) : [];
    return titles.length > 0 ? { ok: true, titles } : { ok: false, timedOut: false };
  } catch {
    return { ok: false, timedOut: signal.aborted };
  }
}

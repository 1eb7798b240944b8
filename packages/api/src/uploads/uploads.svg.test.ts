import { describe, expect, it } from 'vitest';
import { svgBytes, svgText, svgUseFanOut as useFanOut } from '../test/images.js';
import { sanitizeSvg, SvgRejected } from './uploads.svg.js';

function refusal(body: string): SvgRejected['reason'] | undefined {
  try {
    sanitizeSvg(svgBytes(body));
    return undefined;
  } catch (err) {
    if (err instanceof SvgRejected) return err.reason;
    throw err;
  }
}

describe(sanitizeSvg.name, () => {
  it('refuses nested <use> that expands past the element bound, whatever the file size', () => {
    const hostile = useFanOut(7, 10);
    expect(Buffer.byteLength(svgText(hostile))).toBeLessThan(1_500);
    expect(refusal(hostile)).toBe('too-complex');
    expect(refusal(useFanOut(3, 40))).toBe('too-complex');
  });

  it('refuses reference cycles and chains deeper than a drawing needs', () => {
    expect(refusal('<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>')).toBe(
      'too-complex',
    );
    expect(refusal('<g id="a"><rect width="1" height="1"/><use href="#a"/></g>')).toBe(
      'too-complex',
    );
    expect(refusal(useFanOut(12, 1))).toBe('too-complex');
  });

  it('counts url(#id) references in attributes and stylesheets as well as href', () => {
    const pattern = (id: string, inner: string) =>
      `<pattern id="${id}" width="1" height="1">${inner}</pattern>`;
    let defs = pattern('p0', '<rect width="1" height="1"/>');
    for (let i = 1; i <= 6; i++) {
      defs += pattern(`p${i}`, `<rect fill="url(#p${i - 1})"/>`.repeat(10));
    }
    expect(refusal(`<defs>${defs}</defs><rect width="9" height="9" fill="url(#p6)"/>`)).toBe(
      'too-complex',
    );
    const styled = `<defs>${defs}</defs><style>rect.x { fill: url(#p6) }</style>`;
    expect(refusal(styled)).toBe('too-complex');
  });

  it('keeps ordinary reuse: icons drawn a few hundred times, gradients sharing stops', () => {
    const icons = `<defs><symbol id="dot"><circle r="1"/></symbol>${useFanOut(2, 20)}</defs>${'<use href="#dot"/>'.repeat(300)}`;
    const out = sanitizeSvg(svgBytes(icons)).toString();
    expect(out.match(/<use /g)).toHaveLength(300 + 2 * 20 + 1);
    const gradients =
      '<linearGradient id="g"><stop offset="0"/></linearGradient><linearGradient id="h" href="#g"/><rect fill="url(#h)" width="9" height="9"/>';
    expect(refusal(gradients)).toBeUndefined();
  });

  it.each([
    [
      'an escaped letter in url(',
      '<rect width="9" height="9" style="fill:u\\72l(https://evil.example/a.png)"/>',
    ],
    ['an escaped letter with its space', '<rect style="fill: \\75 rl(//evil.example/a)"/>'],
    ['an escaped non-hex character', '<rect style="fill:\\u\\r\\l(//evil.example/a)"/>'],
    ['an escaped @import', '<style>\\40 import "https://evil.example/x.css";</style>'],
    [
      'an escape in a stylesheet',
      '<style>rect { fill: u\\000072l(https://evil.example/) }</style>',
    ],
    ['an escaped escape', '<rect style="fill:u\\5c 72l(https://evil.example/)"/>'],
    [
      'a url split over text and CDATA',
      '<style>rect{fill:u<![CDATA[rl(https://evil.example/)}]]></style>',
    ],
    ['image-set()', '<style>rect{fill:image-set("https://evil.example/a.png" 1x)}</style>'],
  ])('refuses CSS that reaches an external URL through %s', (_, body) => {
    expect(refusal(body)).toBe('unsafe');
  });

  it('stores CSS as it was checked: escapes decoded, comments gone', () => {
    const out = sanitizeSvg(
      svgBytes(
        '<style>/* brand */ text { font-family: "\\5FAE\\8F6F\\96C5\\9ED1"; fill: url(#g) }</style><rect style="fill:#c83 /* warm */"/>',
      ),
    ).toString();
    expect(out).toContain('<style>  text { font-family: "微软雅黑"; fill: url(#g) }</style>');
    expect(out).toContain('style="fill:#c83  "');
    expect(out).not.toContain('\\');
  });

  it('stores what a comment left, so a renderer cannot read more than was checked', () => {
    for (const body of [
      '<style>rect{fill:u/**/rl(https://evil.example/)}</style>',
      // A renderer reads '/*' as a string and then the url; the stored text has neither.
      "<rect style=\"content:'/*';fill:url(https://evil.example/) /*'*/\"/>",
    ]) {
      const out = sanitizeSvg(svgBytes(body)).toString();
      expect(out).not.toMatch(/url\(|\/\*/);
    }
  });
});

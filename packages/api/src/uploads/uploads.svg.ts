import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

// SVG is a document format that can run script, so an uploaded SVG is rebuilt from an allow-list
// before it is stored (BRIEF §6). Anything active (script, event handlers, foreignObject,
// javascript: or external references, DTDs that could define entities) rejects the file: a user
// who uploads it learns why instead of getting a silently different picture. Harmless editor
// leftovers (metadata, comments, Inkscape/Sodipodi attributes, animation) are dropped.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';

// Drawing elements kept as they are (SVG 1.1 / 2 static content).
const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'switch',
  'a',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);
// Elements that make the file active: the upload is refused.
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignObject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
]);
// Dropped with their content (animation can rewrite href to javascript: later).
// Anything else that is not allowed is dropped too.

const MAX_ELEMENTS = 50_000;
const MAX_DEPTH = 256;
const ATTR_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
// Only same-document fragments and embedded raster images may be referenced.
const SAFE_HREF = /^(#[^\s"'<>]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/i;

/** Why an SVG was refused: 'not-svg' (not an SVG document at all) or 'unsafe' (active content). */
export class SvgRejected extends Error {
  constructor(
    readonly reason: 'not-svg' | 'unsafe',
    detail: string,
  ) {
    super(detail);
    this.name = 'SvgRejected';
  }
}

const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// CSS in style elements and attributes: no imports, no external url(), no script-ish values.
function checkCss(css: string): void {
  const folded = css.replace(/\\[0-9a-f]{1,6}\s?|\\./gi, '?').toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/.test(folded)) {
    throw new SvgRejected('unsafe', 'style');
  }
  for (const m of folded.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g)) {
    if (!(m[2] ?? '').trim().startsWith('#')) throw new SvgRejected('unsafe', 'url()');
  }
  // A url( the pattern above could not read (unbalanced quotes) is refused as well.
  if (
    (folded.match(/url\s*\(/g) ?? []).length !==
    [...folded.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g)].length
  ) {
    throw new SvgRejected('unsafe', 'url()');
  }
}

function checkAttribute(attr: SaxesAttributeNS): string | undefined {
  const { local, uri, value } = attr;
  if (/^on/i.test(local)) throw new SvgRejected('unsafe', `event handler ${attr.name}`);
  if (local === 'href' && (uri === XLINK_NS || uri === '')) {
    if (!SAFE_HREF.test(value.trim())) throw new SvgRejected('unsafe', 'external reference');
    return uri === XLINK_NS ? 'xlink:href' : 'href';
  }
  if (uri === XML_NS && local === 'space') return 'xml:space';
  if (uri !== '' || !ATTR_NAME.test(local)) return undefined; // editor namespaces, xmlns
  if (/javascript:|vbscript:|data:text\/html/i.test(value)) {
    throw new SvgRejected('unsafe', `script in ${local}`);
  }
  checkCss(value);
  return local;
}

/**
 * The SVG rebuilt from the allow-list, as UTF-8; throws SvgRejected when the bytes are not an SVG
 * document or carry active content.
 */
export function sanitizeSvg(bytes: Buffer): Buffer {
  let text = bytes.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (text.includes('\uFFFD')) throw new SvgRejected('not-svg', 'not UTF-8');

  const parser = new SaxesParser({ xmlns: true, position: false });
  const out: string[] = [];
  // For each open element: whether it is written (false inside a dropped subtree).
  const stack: { kept: boolean; name: string }[] = [];
  // Written by the parser's callbacks (a record, so the checks after parsing see the writes).
  const seen: { elements: number; root: boolean; xlink: boolean; error?: Error } = {
    elements: 0,
    root: false,
    xlink: false,
  };

  const inKept = () => stack.length === 0 || (stack[stack.length - 1]?.kept ?? false);

  parser.on('doctype', () => {
    throw new SvgRejected('unsafe', 'DOCTYPE');
  });
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() !== 'xml')
      throw new SvgRejected('unsafe', 'processing instruction');
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    seen.elements += 1;
    if (seen.elements > MAX_ELEMENTS || stack.length >= MAX_DEPTH) {
      throw new SvgRejected('unsafe', 'too complex');
    }
    if (!seen.root) {
      seen.root = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) throw new SvgRejected('not-svg', 'root');
    }
    if (FORBIDDEN_ELEMENTS.has(tag.local)) throw new SvgRejected('unsafe', `<${tag.local}>`);
    // Every attribute is checked, even in dropped subtrees: an event handler anywhere refuses.
    const attrs: string[] = [];
    for (const attr of Object.values(tag.attributes)) {
      const name = checkAttribute(attr);
      if (name) {
        if (name === 'xlink:href') seen.xlink = true;
        attrs.push(` ${name}="${escapeAttr(attr.value)}"`);
      }
    }
    const kept = inKept() && tag.uri === SVG_NS && ALLOWED_ELEMENTS.has(tag.local);
    stack.push({ kept, name: tag.local });
    if (!kept) return;
    if (stack.length === 1) {
      attrs.unshift(` xmlns="${SVG_NS}"`, '\u0000XLINK');
    }
    out.push(`<${tag.local}${attrs.join('')}>`);
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (top?.kept) out.push(`</${top.name}>`);
  });
  const onText = (t: string) => {
    if (!inKept() || stack.length === 0) return;
    if (stack[stack.length - 1]?.name === 'style') checkCss(t);
    out.push(escapeText(t));
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('error', (err) => {
    seen.error ??= err;
  });

  try {
    parser.write(text).close();
  } catch (err) {
    if (err instanceof SvgRejected) throw err;
    throw new SvgRejected('not-svg', err instanceof Error ? err.message : String(err));
  }
  if (seen.error) throw new SvgRejected('not-svg', seen.error.message);
  if (!seen.root) throw new SvgRejected('not-svg', 'no root');
  const xlink = seen.xlink ? ` xmlns:xlink="${XLINK_NS}"` : '';
  const svg = out.join('').replace('\u0000XLINK', xlink);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`, 'utf8');
}

/** Whether the bytes look like an SVG document (XML whose first element is svg); cheap sniff. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // Prolog: XML declaration, comments, a doctype, whitespace; then the root element.
  const rest = head.replace(
    /^(\s+|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>)*/i,
    '',
  );
  return /^<(\w+:)?svg[\s>/]/i.test(rest);
}

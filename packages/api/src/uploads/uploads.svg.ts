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
// A reference (<use>, url(#…), a gradient's href) draws its target again: nested references
// multiply, so 1.4 KB of <use> can ask the rasteriser for billions of elements. The document is
// refused when the elements it would draw, references expanded, pass this bound, or when a chain
// of references runs deeper than any drawing needs.
const MAX_EXPANDED_ELEMENTS = MAX_ELEMENTS;
const MAX_REFERENCE_DEPTH = 8;
const ATTR_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]*$/;
// Only same-document fragments and embedded raster images may be referenced.
const SAFE_HREF = /^(#[^\s"'<>]*|data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*)$/i;

/**
 * Why an SVG was refused: 'not-svg' (not an SVG document at all), 'unsafe' (active content) or
 * 'too-complex' (more to draw than a picture needs).
 */
export class SvgRejected extends Error {
  constructor(
    readonly reason: 'not-svg' | 'unsafe' | 'too-complex',
    detail: string,
  ) {
    super(detail);
    this.name = 'SvgRejected';
  }
}

const escapeText = (s: string) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeAttr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// A CSS escape is one backslash and up to six hex digits (one optional space after), or any
// other character; a backslash before a newline continues a string.
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/gi;
const CSS_URL = /url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/g;

function decodeCssEscapes(css: string): string {
  return css.replace(
    CSS_ESCAPE,
    (_, hex: string | undefined, newline: string | undefined, char) => {
      if (newline !== undefined) return '';
      if (hex === undefined) return char as string;
      const code = parseInt(hex, 16);
      return code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
        ? '\uFFFD'
        : String.fromCodePoint(code);
    },
  );
}

/**
 * CSS in style elements and attributes, as it will be stored: escapes decoded and comments
 * removed, so what is checked is exactly what a renderer reads (`u\72l(` is `url(`). No
 * imports, no external url(), no script-ish values; a backslash that survives decoding (an
 * escaped escape) refuses the text rather than being decoded again by the renderer.
 */
function checkCss(css: string): string {
  const decoded = decodeCssEscapes(css);
  if (decoded.includes('\\')) throw new SvgRejected('unsafe', 'escaped escape in CSS');
  const plain = decoded.replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ');
  const folded = plain.toLowerCase();
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding|image-set\s*\(/.test(folded)) {
    throw new SvgRejected('unsafe', 'style');
  }
  const urls = [...folded.matchAll(CSS_URL)];
  if (urls.some((m) => !(m[2] ?? '').trim().startsWith('#'))) {
    throw new SvgRejected('unsafe', 'url()');
  }
  // A url( the pattern above could not read (unbalanced quotes) is refused as well.
  if ((folded.match(/url\s*\(/g) ?? []).length !== urls.length) {
    throw new SvgRejected('unsafe', 'url()');
  }
  return plain;
}

// The ids a piece of CSS or an attribute points at with url(#id).
function cssReferences(css: string): string[] {
  return [...css.matchAll(CSS_URL)].map((m) => (m[2] ?? '').trim().slice(1)).filter(Boolean);
}

interface CheckedAttribute {
  name: string;
  value: string;
  /** The id it points at (href="#id", url(#id)), if any. */
  references: string[];
}

function checkAttribute(attr: SaxesAttributeNS): CheckedAttribute | undefined {
  const { local, uri, value } = attr;
  if (/^on/i.test(local)) throw new SvgRejected('unsafe', `event handler ${attr.name}`);
  if (local === 'href' && (uri === XLINK_NS || uri === '')) {
    const href = value.trim();
    if (!SAFE_HREF.test(href)) throw new SvgRejected('unsafe', 'external reference');
    const references = href.startsWith('#') && href.length > 1 ? [href.slice(1)] : [];
    return { name: uri === XLINK_NS ? 'xlink:href' : 'href', value, references };
  }
  if (uri === XML_NS && local === 'space') return { name: 'xml:space', value, references: [] };
  if (uri !== '' || !ATTR_NAME.test(local)) return undefined; // editor namespaces, xmlns
  if (/javascript:|vbscript:|data:text\/html/i.test(value)) {
    throw new SvgRejected('unsafe', `script in ${local}`);
  }
  const css = checkCss(value);
  return { name: local, value: css, references: cssReferences(css) };
}

// What an element draws: itself and its descendants (count), and how often each id is
// referenced from within it.
interface Drawn {
  count: number;
  references: Map<string, number>;
}

function addReferences(into: Drawn, ids: Iterable<string>, times = 1): void {
  for (const id of ids) into.references.set(id, (into.references.get(id) ?? 0) + times);
}

/** Refuses a document whose references, expanded, draw too much or nest too deep. */
function checkExpansion(root: Drawn, byId: ReadonlyMap<string, Drawn>): void {
  const done = new Map<string, { size: number; height: number }>();
  const open = new Set<string>();
  const expand = (node: Drawn): { size: number; height: number } => {
    let size = node.count;
    let height = 0;
    for (const [id, times] of node.references) {
      const target = byId.get(id);
      if (!target) continue;
      if (open.has(id)) throw new SvgRejected('too-complex', 'reference cycle');
      let found = done.get(id);
      if (!found) {
        open.add(id);
        found = expand(target);
        open.delete(id);
        done.set(id, found);
      }
      size += times * found.size;
      height = Math.max(height, found.height + 1);
      if (size > MAX_EXPANDED_ELEMENTS || height > MAX_REFERENCE_DEPTH) {
        throw new SvgRejected('too-complex', 'references expand too far');
      }
    }
    return { size, height };
  };
  expand(root);
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
  const stack: { kept: boolean; name: string; id?: string; drawn: Drawn; css?: string }[] = [];
  const byId = new Map<string, Drawn>();
  let document: Drawn | undefined;
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
      throw new SvgRejected('too-complex', 'too many elements');
    }
    if (!seen.root) {
      seen.root = true;
      if (tag.local !== 'svg' || tag.uri !== SVG_NS) throw new SvgRejected('not-svg', 'root');
    }
    if (FORBIDDEN_ELEMENTS.has(tag.local)) throw new SvgRejected('unsafe', `<${tag.local}>`);
    // Every attribute is checked, even in dropped subtrees: an event handler anywhere refuses.
    const attrs: string[] = [];
    const drawn: Drawn = { count: 1, references: new Map() };
    let id: string | undefined;
    for (const attr of Object.values(tag.attributes)) {
      const checked = checkAttribute(attr);
      if (checked) {
        if (checked.name === 'xlink:href') seen.xlink = true;
        if (checked.name === 'id') id = checked.value.trim();
        addReferences(drawn, checked.references);
        attrs.push(` ${checked.name}="${escapeAttr(checked.value)}"`);
      }
    }
    const kept = inKept() && tag.uri === SVG_NS && ALLOWED_ELEMENTS.has(tag.local);
    stack.push({ kept, name: tag.local, drawn, ...(id && { id }) });
    if (!kept) return;
    if (stack.length === 1) {
      attrs.unshift(` xmlns="${SVG_NS}"`, '\u0000XLINK');
    }
    out.push(`<${tag.local}${attrs.join('')}>`);
  });
  parser.on('closetag', () => {
    const top = stack.pop();
    if (!top) return;
    // A stylesheet is checked whole: text and CDATA pieces could spell url( together.
    if (top.css !== undefined) {
      const css = checkCss(top.css);
      addReferences(top.drawn, cssReferences(css));
      if (top.kept) out.push(escapeText(css));
    }
    if (top.kept) out.push(`</${top.name}>`);
    if (top.id !== undefined && !byId.has(top.id)) byId.set(top.id, top.drawn);
    const parent = stack[stack.length - 1];
    if (!parent) {
      document = top.drawn;
      return;
    }
    parent.drawn.count += top.drawn.count;
    for (const [ref, times] of top.drawn.references) addReferences(parent.drawn, [ref], times);
  });
  const onText = (t: string) => {
    const top = stack[stack.length - 1];
    if (!top) return;
    if (top.name === 'style') {
      top.css = (top.css ?? '') + t;
      return;
    }
    if (inKept()) out.push(escapeText(t));
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
  if (!seen.root || !document) throw new SvgRejected('not-svg', 'no root');
  checkExpansion(document, byId);
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

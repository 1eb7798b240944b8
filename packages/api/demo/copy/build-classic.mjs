// Builds the classic copy cards (经典文案, tag class 111) from the chinese-poetry npm package
// (MIT), converted to simplified Chinese with opencc-js. Neither is a project dependency:
//
//   npm install --prefix /tmp/poetry chinese-poetry opencc-js
//   node packages/api/demo/copy/build-classic.mjs [--from /tmp/poetry/node_modules]
//
// One card per couplet of 唐诗三百首 and 千家诗 and per two- or three-clause line of 宋词三百首:
// main title and subtitles are the clauses, `other` names poet, dynasty and poem, `content` holds
// the whole poem. Each line of a 五言/七言 couplet is also a one-line card. Theme tags come from the keyword rules below (see SOURCES.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const from = resolve(args[args.indexOf('--from') + 1] ?? '', args.includes('--from') ? '' : '/tmp/poetry/node_modules');
const require = createRequire(join(from, 'noop.js'));
const OpenCC = require('opencc-js');
const toSimplified = OpenCC.Converter({ from: 'hk', to: 'cn' });
const dist = join(from, 'chinese-poetry', 'dist');
const read = (path) => JSON.parse(readFileSync(join(dist, path), 'utf8'));

// [tag, pattern over title + poem]; a card gets every tag whose pattern matches.
const RULES = {
  季节: [
    ['春', /春/],
    ['夏', /夏|荷|蝉/],
    ['秋', /秋/],
    ['冬', /冬|雪|寒梅/],
  ],
  节日: [
    ['春节', /元日|除夜|除夕|守岁|新年|新岁/],
    ['元宵', /元夕|上元|元宵/],
    ['清明', /清明|寒食/],
    ['端午', /端午|端阳|竞渡/],
    ['七夕', /七夕|牛郎|织女|鹊桥/],
    ['中秋', /中秋|八月十五/],
    ['重阳', /重阳|九日|茱萸/],
  ],
  情感: [
    ['思乡', /故乡|乡关|思归|归期|家书|故园|乡心/],
    ['离别', /送|别|离/],
    ['友情', /故人|友|知己|君/],
    ['爱情', /相思|情人|佳人|思君|红豆/],
    ['励志', /壮志|长风|凌云|万里|少年|千里/],
  ],
  景物: [
    ['山水', /山|水|江|河|湖|海/],
    ['花木', /花|梅|菊|桃|柳|竹|松|兰/],
    ['月夜', /月|夜/],
    ['田园', /田|桑|村|农|耕/],
  ],
};

function tagsOf(text) {
  const tags = [];
  for (const [group, rules] of Object.entries(RULES)) {
    for (const [tag, re] of rules) if (re.test(text)) tags.push(`${group}/${tag}`);
  }
  return tags;
}

const clauses = (line) =>
  line
    .split(/[，。；！？、]/u)
    .map((c) => c.trim())
    .filter(Boolean);

const cards = [];
// Appended after every couplet card, so a page of all line counts is not each couplet three times.
const oneLine = [];
const seen = new Set();
function addPoem({ title, author, dynasty, paragraphs, isCi }) {
  const lines = paragraphs.map((p) => toSimplified(p));
  const name = toSimplified(title);
  const poet = toSimplified(author).replace(/^（.）/u, '');
  const content = lines.join('\n');
  const tags = tagsOf(name + content);
  for (const line of lines) {
    const parts = clauses(line);
    if (parts.length < 2 || parts.length > 3 || parts.some((p) => p.length > 12)) continue;
    const key = parts.join('，');
    if (seen.has(key)) continue;
    seen.add(key);
    const other = `${poet}·${dynasty}《${name}》`;
    const kind = isCi ? '词' : '诗';
    cards.push({
      main_title: parts[0],
      subtitle_one: parts[1],
      subtitle_two: parts[2] ?? '',
      other,
      content,
      line: parts.length,
      tags,
      kind,
    });
    // One-line cards: each line of a regular 五言/七言 couplet stands alone as a quotation (海内存知己);
    // the irregular clauses of 词 are often fragments (寻寻觅觅) and are left out.
    if (isCi || parts.length !== 2 || !parts.every((p) => p.length === 5 || p.length === 7)) continue;
    for (const part of parts) {
      if (seen.has(part)) continue;
      seen.add(part);
      oneLine.push({ main_title: part, subtitle_one: '', subtitle_two: '', other, content, line: 1, tags, kind });
    }
  }
}

for (const p of read('quantangshi/唐诗三百首.json')) {
  addPoem({ title: p.title, author: p.author, dynasty: '唐', paragraphs: p.paragraphs });
}
for (const section of read('mengxue/qianjiashi.json').content) {
  for (const p of section.content) {
    const dynasty = /（(.)）/u.exec(p.author)?.[1] ?? '';
    addPoem({ title: p.chapter, author: p.author, dynasty: toSimplified(dynasty), paragraphs: p.paragraphs });
  }
}
for (const p of read('songci/宋词三百首.json')) {
  addPoem({ title: p.rhythmic, author: p.author, dynasty: '宋', paragraphs: p.paragraphs, isCi: true });
}

cards.push(...oneLine);

const out = join(here, 'classic.json.gz');
writeFileSync(out, gzipSync(JSON.stringify({ version: 1, cards })));
console.log(`${cards.length} classic copy cards → ${out}`);

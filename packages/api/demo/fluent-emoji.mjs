// The Fluent Emoji 3D package (MIT) both demo builders take emoji from: build-photos.mjs (as
// illustrations) and build-elements.mjs (as 元素).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const FLUENT_EMOJI = '@lobehub/fluent-emoji-3d@1.1.0';

/** The unpacked package: FLUENT_EMOJI_DIR when set, else `npm pack` into a temporary folder. */
export function unpackEmoji() {
  if (process.env.FLUENT_EMOJI_DIR) {
    return { root: process.env.FLUENT_EMOJI_DIR, cleanup: () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'emoji-'));
  const tgz = execFileSync('npm', ['pack', FLUENT_EMOJI, '--silent'], { cwd: dir })
    .toString()
    .trim();
  execFileSync('tar', ['xzf', tgz], { cwd: dir });
  return { root: join(dir, 'package'), cleanup: () => rmSync(dir, { recursive: true }) };
}

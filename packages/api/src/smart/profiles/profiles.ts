// The labelled profiles (issue 14): loaded for the profile test and the smart bench alike.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImageBox } from '@adstudio/render';
import type { Static } from '@fastify/type-provider-typebox';
import type { ImageFactsPort } from '../smart.images.js';
import type { SmartProfileBody } from '../smart.schema.js';

export interface Profile {
  name: string;
  tagId: number[];
  is_check: 0 | 1;
  text: Record<string, string>;
  role?: string;
  product?: string;
  code?: string;
  /** Hand-labelled face per image reference, as vision will report it. */
  faces?: Record<string, { box: ImageBox; yaw: number }>;
}

const DIR = fileURLToPath(new URL('./', import.meta.url));

export function loadProfiles(): Profile[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as Profile);
}

/** The form a client sends for the profile. */
export function profileBody(p: Profile): Static<typeof SmartProfileBody> {
  return {
    tagId: JSON.stringify(p.tagId),
    text: JSON.stringify(p.text),
    is_check: p.is_check,
    ...(p.role && { role: p.role }),
    ...(p.product && { product: p.product }),
    ...(p.code && { code: p.code }),
  };
}

/** Stored image facts plus the profile's labelled faces: vision's answer, stood in for. */
export function withLabelledFaces(stored: ImageFactsPort, faces: Profile['faces']): ImageFactsPort {
  return {
    async factsOf(refs, userId) {
      const facts = await stored.factsOf(refs, userId);
      for (const [ref, face] of Object.entries(faces ?? {})) {
        const known = facts.get(ref);
        if (known) facts.set(ref, { ...known, face });
      }
      return facts;
    },
  };
}

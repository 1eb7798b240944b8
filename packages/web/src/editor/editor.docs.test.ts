import type { SpriteLayer } from '@adstudio/render';
import { describe, expect, it } from 'vitest';
import { blankDoc, materialIdsOf, tagIdsOf, textureUrl } from './editor.docs';

describe(blankDoc.name, () => {
  it('is a 750x1334 poster', () => {
    const doc = blankDoc();
    expect([doc.renderConfig.width_g, doc.renderConfig.height_g, doc.meta.category]).toEqual([
      750, 1334, 121,
    ]);
  });
});

describe(textureUrl.name, () => {
  it('maps library art and material ids to URLs the browser can load', () => {
    const urls = new Map([['42', '/api/v1/files/materials/a.jpg']]);
    expect(textureUrl('asset://bg/cream-paper-01.jpg', urls)).toBe(
      '/api/v1/files/template-assets/bg/cream-paper-01.jpg',
    );
    expect(textureUrl('material:42', urls)).toBe('/api/v1/files/materials/a.jpg');
    expect(textureUrl('/api/v1/files/user_upload/1/x.png', urls)).toBe(
      '/api/v1/files/user_upload/1/x.png',
    );
  });

  it('finds material ids and tag ids of a document', () => {
    const doc = blankDoc();
    const photo = (key: string, texture: string): SpriteLayer => ({
      key,
      type: 'sprite',
      texture,
      fit: 'cover',
      focus: 'center',
      pos: [0, 0],
      anchor: [0, 0],
      width: 10,
      height: 10,
      scale: 1,
      zIndex: key.length,
    });
    doc.renderConfig.materials.role_0 = photo('role_0', 'material:42');
    doc.renderConfig.materials.logo_0 = photo('logo_0', 'asset://placeholders/logo.png');
    doc.meta.tags = { '128': [12001], '131': [13104, 12001] };
    expect(materialIdsOf(doc)).toEqual(['42']);
    expect(tagIdsOf(doc)).toEqual(['12001', '13104']);
  });
});

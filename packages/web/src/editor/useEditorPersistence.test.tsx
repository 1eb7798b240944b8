import { MockedProvider } from '@apollo/client/testing/react';
import { EditorAdjustToneDocument, SaveDesignDocument } from '@adstudio/schema/client';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { blankDoc } from './editor.docs';
import { useEditorPersistence } from './useEditorPersistence';

const target = { userType: 'user' as const, designId: '7', templateId: null, name: '我的设计' };

describe(useEditorPersistence.name, () => {
  it('调色 sends the design’s base and the layer’s picture to adjustTone and answers the toned URL (issue 32 item 5)', async () => {
    const mocks = [
      {
        request: {
          query: EditorAdjustToneDocument,
          variables: { baseUrl: '/files/u/1/base.png', changeUrl: '/files/u/1/photo.png' },
        },
        result: { data: { adjustTone: '/files/u/1/toned.png' } },
      },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    );
    const { result } = renderHook(() => useEditorPersistence(target), { wrapper });
    await expect(
      result.current.onToneMatch('/files/u/1/base.png?sig=1', '/files/u/1/photo.png'),
    ).resolves.toBe('/files/u/1/toned.png');
  });

  it('saves a blank canvas (新建空白设计) as a new design with blank: true, then updates it by id (issue 30 item 7)', async () => {
    const doc = blankDoc({ width: 900, height: 383 });
    const saved = (id: string) => ({
      data: {
        saveDesign: {
          __typename: 'Template',
          id,
          name: '我的作品',
          isDesign: true,
          previewUrl: '/p.jpg',
        },
      },
    });
    const mocks = [
      {
        request: {
          query: SaveDesignDocument,
          variables: { blank: true, document: JSON.stringify(doc) },
        },
        result: saved('88'),
      },
      {
        request: {
          query: SaveDesignDocument,
          variables: { id: '88', document: JSON.stringify(doc) },
        },
        result: saved('88'),
      },
    ];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={mocks}>{children}</MockedProvider>
    );
    const blank = { userType: 'user' as const, designId: null, templateId: null, name: '空白设计' };
    const { result } = renderHook(() => useEditorPersistence(blank), { wrapper });
    await result.current.onSave(doc);
    // The first save put the design's id in the address: a reload opens it, not a blank canvas.
    expect(new URL(window.location.href).searchParams.get('tempId')).toBe('88');
    await result.current.onSave(doc);
  });
});

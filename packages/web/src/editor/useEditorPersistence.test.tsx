import { MockedProvider } from '@apollo/client/testing/react';
import { EditorAdjustToneDocument } from '@adstudio/schema/client';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
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
});

import { MockedProvider } from '@apollo/client/testing/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadTemplateDocument } from '@adstudio/schema/client';
import { buildUserInfo } from '../../test/fixtures';
import { clearSession, saveSession } from '../../accounts/session';
import { useTemplateActions } from './useTemplateActions';

const CANVAS_URL = '/api/v1/files/uploads/u1/9f2c.jpg';

afterEach(() => {
  clearSession();
});

describe(useTemplateActions.name, () => {
  it('downloads the template drawn at its canvas size, not its preview', async () => {
    saveSession('tok', buildUserInfo());
    const start = vi.fn();
    const mock = {
      request: { query: DownloadTemplateDocument, variables: { id: '7' } },
      result: {
        data: {
          exportDesign: {
            __typename: 'DesignExport' as const,
            url: CANVAS_URL,
            width: 1080,
            height: 460,
            template: { __typename: 'Template' as const, id: '7', downloads: 3 },
          },
        },
      },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MockedProvider mocks={[mock]}>{children}</MockedProvider>
    );
    const { result } = renderHook(() => useTemplateActions(start), { wrapper });
    act(() => {
      result.current.download({ id: '7' });
    });
    await waitFor(() => {
      expect(start).toHaveBeenCalledWith(CANVAS_URL);
    });
  });
});

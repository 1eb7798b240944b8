import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveDesignDraftDocument } from '@adstudio/schema/client';
import { clearSession, saveSession } from '../../accounts/session';
import { ToasterHost } from '../../app/ToasterHost';
import { buildUserInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderApp';
import { DesignCard, type Design } from './DesignCard';

// The filled design as getSmartProfile answers it: the user's title, not the template's sample.
const FILLED = JSON.stringify({ meta: { name: '春日海报' }, text: '张伟的春日上新' });

const design: Design = {
  previewUrl: '/api/v1/files/previews/t7.jpg',
  template: {
    id: 't7',
    name: '春日海报',
    previewUrl: '/previews/t7.png',
    width: 900,
    height: 383,
    document: FILLED,
  },
  match: {
    precise: true,
    reasons: ['匹配：餐饮美食'],
    warnings: [],
    shorten: [],
    images: [{ field: 'role', mirrored: false, cutout: true }],
  },
};

const draftRequest = {
  query: SaveDesignDraftDocument,
  variables: { templateId: 't7', document: FILLED },
};
// Where the new tab was when the draft reached the server.
let tabWhenSaved: string | null = null;
const draftSaved = {
  request: draftRequest,
  result: () => {
    tabWhenSaved = tab.location.href;
    return {
      data: {
        saveDesignDraft: {
          __typename: 'DesignDraft' as const,
          templateId: 't7',
          updatedAt: '2026-11-25T12:00:00Z',
        },
      },
    };
  },
};

interface FakeTab {
  opener: unknown;
  location: { href: string };
  close: ReturnType<typeof vi.fn>;
}

let tab: FakeTab;
let open: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saveSession('token-1', buildUserInfo({ id: '42' }));
  tab = { opener: window, location: { href: 'about:blank' }, close: vi.fn() };
  tabWhenSaved = null;
  open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderCard(mocks: Parameters<typeof renderWithProviders>[1], bannedWords: string[] = []) {
  return renderWithProviders(
    <>
      <DesignCard
        design={design}
        bannedWords={bannedWords}
        onSettled={() => undefined}
        onShorten={() => undefined}
        shortening={false}
      />
      <ToasterHost />
    </>,
    mocks,
  );
}

describe(DesignCard.name, () => {
  it("says which of the user's images the design uses, and why it was chosen", () => {
    renderCard({ mocks: [] });
    expect(screen.getByText('已用你的人物图（抠图）')).toBeInTheDocument();
    expect(screen.getByText('匹配：餐饮美食')).toBeInTheDocument();
  });

  it('在线编辑 opens a tab at once, saves the filled design as the draft, then sends the tab to the editor', async () => {
    const { user } = renderCard({ mocks: [draftSaved] });
    await user.click(screen.getByRole('link', { name: '在线编辑' }));
    // Opened in the click (no popup blocking), still blank while the draft was saved.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => {
      expect(tab.location.href).toContain('/editor.html?');
    });
    expect(tabWhenSaved).toBe('about:blank');
    const url = new URL(tab.location.href, 'http://localhost');
    expect(url.searchParams.get('tempId')).toBe('t7');
    expect(url.searchParams.get('user_id')).toBe('42');
    expect(open).toHaveBeenCalledTimes(1);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('closes the tab and says 打开在线编辑失败了，请重试! with the reason when the draft is refused', async () => {
    const { user } = renderCard({
      mocks: [
        {
          request: draftRequest,
          result: {
            errors: [
              new GraphQLError('模板不存在', { extensions: { code: 'NOT_FOUND', apiCode: 404 } }),
            ],
          },
        },
      ],
    });
    await user.click(screen.getByRole('link', { name: '在线编辑' }));
    expect(await screen.findByText('打开在线编辑失败了，请重试!')).toBeInTheDocument();
    expect(screen.getByText('模板不存在')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalledTimes(1);
    expect(tab.location.href).toBe('about:blank');
  });

  it('closes the tab and says so when the bff cannot be reached', async () => {
    const { user } = renderCard({
      mocks: [{ request: draftRequest, error: new Error('Failed to fetch') }],
    });
    await user.click(screen.getByRole('link', { name: '在线编辑' }));
    expect(await screen.findByText('打开在线编辑失败了，请重试!')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalledTimes(1);
  });

  it('with a 禁用 word asks first: 返回修改 opens nothing, 仍要继续 saves the draft and opens the editor', async () => {
    const { user } = renderCard({ mocks: [draftSaved] }, ['全网最低价']);
    const edit = screen.getByRole('link', { name: '在线编辑' });
    await user.click(edit);
    let dialog = await screen.findByRole('alertdialog', { name: '文案含有禁用词' });
    expect(dialog).toHaveTextContent('全网最低价');
    await user.click(within(dialog).getByRole('button', { name: '返回修改' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(open).not.toHaveBeenCalled();

    await user.click(edit);
    dialog = await screen.findByRole('alertdialog', { name: '文案含有禁用词' });
    await user.click(within(dialog).getByRole('button', { name: '仍要继续' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => {
      expect(tab.location.href).toContain('tempId=t7');
    });
  });
});

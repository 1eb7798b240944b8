import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../accounts/session';
import { readEditorParams } from '../../editor/editor.params';
import { buildUserInfo } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';

describe('DesignerTemplatesPage', () => {
  it('opens a blank canvas of each of the six sizes in the editor as a designer', async () => {
    saveSession('tok-designer', buildUserInfo({ id: '2', name: '李娜', role: 'DESIGNER' }));
    renderApp('/design/designer/modelLists');
    const section = await screen.findByRole('region', { name: '新建模板' }, { timeout: 5000 });
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      '900 × 383',
      '1080 × 460',
      '750 × 1334',
      '1334 × 750',
      '1823 × 2578',
      '2578 × 1823',
    ]);
    const href = links[1]?.getAttribute('href') ?? '';
    expect(href.startsWith('/editor.html?')).toBe(true);
    expect(links[1]).toHaveAttribute('target', '_blank');
    // What the editor page will read from that address.
    const params = readEditorParams(href.slice(href.indexOf('?')));
    expect(params).toMatchObject({
      userType: 'designer',
      tempNew: true,
      userId: '2',
      size: { width: 1080, height: 460 },
    });
    expect(new URLSearchParams(href.slice(href.indexOf('?'))).get('token')).toBe('tok-designer');
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readEditorParams } from './editor.params';
import { OnlineEditorPage } from './OnlineEditorPage';

const open = (search: string, signedIn = true) =>
  render(
    <MockedProvider mocks={[]}>
      <OnlineEditorPage params={readEditorParams(search)} signedIn={signedIn} />
    </MockedProvider>,
  );

describe(OnlineEditorPage.name, () => {
  it('says 没有模板信息 when opened without a template', () => {
    open('?userType=user&tempNew=false&user_id=1');
    expect(screen.getByRole('alert')).toHaveTextContent('没有模板信息');
  });

  it('asks a visitor without a session to log in first', () => {
    open('?userType=user&tempNew=false&tempId=10231', false);
    expect(screen.getByRole('alert')).toHaveTextContent('请先登录！');
    expect(screen.getByRole('link', { name: '去登录' })).toHaveAttribute('href', '/');
  });

  it("opens a user's blank canvas (新建空白设计) instead of asking for a template", () => {
    open('?userType=user&tempNew=true&width=900&height=383&user_id=9');
    expect(screen.queryByText('没有模板信息')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('正在打开模板…');
  });
});

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderApp';
import { getLoginPrompt, closeLogin } from '../../accounts/loginPrompt';
import { ListStatus, listState } from './ListStatus';

const graphqlError = (code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: '出错了', extensions: { code } }] });

describe('listState', () => {
  it.each([
    [{ loading: true, error: undefined, empty: true }, 'loading'],
    [{ loading: false, error: undefined, empty: true }, 'empty'],
    [{ loading: false, error: graphqlError('NOT_FOUND'), empty: true }, 'notFound'],
    [{ loading: false, error: graphqlError('INTERNAL_SERVER_ERROR'), empty: true }, 'failed'],
    [{ loading: false, error: graphqlError('UNAUTHENTICATED'), empty: true }, 'guest'],
    [{ loading: false, error: new Error('Failed to fetch'), empty: true }, 'failed'],
    // What was loaded stays when a refetch fails.
    [{ loading: false, error: new Error('Failed to fetch'), empty: false }, 'ready'],
  ])('%o is %s', (outcome, state) => {
    expect(listState(outcome)).toBe(state);
  });
});

describe('ListStatus', () => {
  const content = <p>列表内容</p>;

  it('shows the content once there is some', () => {
    renderWithProviders(
      <ListStatus loading={false} error={undefined} empty={false} onRetry={vi.fn()}>
        {content}
      </ListStatus>,
    );
    expect(screen.getByText('列表内容')).toBeInTheDocument();
  });

  it('shows the skeleton while loading', () => {
    renderWithProviders(
      <ListStatus loading error={undefined} empty onRetry={vi.fn()}>
        {content}
      </ListStatus>,
    );
    expect(screen.getByTestId('masonry-skeleton')).toBeInTheDocument();
    expect(screen.queryByText('列表内容')).not.toBeInTheDocument();
  });

  it('says the spec empty line when the list is empty', () => {
    renderWithProviders(
      <ListStatus loading={false} error={undefined} empty onRetry={vi.fn()}>
        {content}
      </ListStatus>,
    );
    expect(screen.getByTestId('list-empty')).toHaveTextContent('哎呀！还没有记录～');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it('says not found, without 重试, for the api 404', () => {
    renderWithProviders(
      <ListStatus
        loading={false}
        error={graphqlError('NOT_FOUND')}
        empty
        onRetry={vi.fn()}
        notFoundText="素材不存在或已下架"
      />,
    );
    expect(screen.getByTestId('not-found')).toHaveTextContent('素材不存在或已下架');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('list-empty')).not.toBeInTheDocument();
  });

  it('says the failure with 重试, never the empty line, and retries', async () => {
    // refetch rejects when the retry fails too; the page learns that through `error`.
    const onRetry = vi.fn(() => Promise.reject(new Error('Failed to fetch')));
    const { user } = renderWithProviders(
      <ListStatus
        loading={false}
        error={new Error('Failed to fetch')}
        empty
        onRetry={onRetry}
        failedText="获取相似图失败"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('获取相似图失败');
    expect(screen.queryByTestId('list-empty')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says 获取列表失败 when the list has no string of its own', () => {
    renderWithProviders(
      <ListStatus loading={false} error={new Error('x')} empty onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('获取列表失败');
  });

  it('asks a guest to log in, not 获取模板列表失败, on an unguarded favourites or history page', async () => {
    closeLogin();
    const { user } = renderWithProviders(
      <ListStatus
        loading={false}
        error={graphqlError('UNAUTHENTICATED')}
        empty
        onRetry={vi.fn()}
        failedText="获取模板列表失败"
      />,
    );
    expect(screen.getByTestId('list-guest')).toHaveTextContent('请先登录！');
    expect(screen.queryByText('获取模板列表失败')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(getLoginPrompt().open).toBe(true);
    closeLogin();
  });

  it('puts the spec hint under a failure (请刷新重试 for template lists)', () => {
    renderWithProviders(
      <ListStatus
        loading={false}
        error={new Error('x')}
        empty
        onRetry={vi.fn()}
        failedText="获取模板列表失败"
        failedHint="请刷新重试"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('获取模板列表失败请刷新重试');
  });
});

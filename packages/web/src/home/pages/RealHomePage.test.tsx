import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

describe('RealHomePage', () => {
  it('links the template-centre cards to the official and poster types', async () => {
    renderApp('/realHome');
    expect(await screen.findByRole('link', { name: /官方模板/ })).toHaveAttribute(
      'href',
      '/modelPage/modelCenter?type=official',
    );
    expect(screen.getByRole('link', { name: /海报模板/ })).toHaveAttribute(
      'href',
      '/modelPage/modelCenter?type=poster',
    );
    expect(screen.getByRole('link', { name: /标题助手/ })).toHaveAttribute(
      'href',
      '/copyPage/copyTitlePage/title-10plus',
    );
  });

  it.each([
    ['风格转换', '功能暂未开放，敬请期待!'],
    ['智能扩图', '功能暂未开放，敬请期待!'],
    ['AI写作', '敬请期待'],
  ])('%s is not open and says %s', async (card, message) => {
    const { user } = renderApp('/realHome');
    await user.click(await screen.findByRole('button', { name: new RegExp(card) }));
    // The toaster UI is lazy-loaded with the first notice.
    expect(
      await screen.findByText(message, { selector: '[data-part="title"]' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

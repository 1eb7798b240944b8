import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../shared/toaster';
import { system } from './theme';
import { ToasterHost } from './ToasterHost';

describe('AppToaster', () => {
  it('shows one toast per message however often it is raised', async () => {
    render(
      <ChakraProvider value={system}>
        <ToasterHost />
      </ChakraProvider>,
    );
    for (let i = 0; i < 3; i++) notify({ type: 'warning', title: '服务繁忙' });
    notify({ type: 'warning', title: '另一条' });
    await screen.findByText('另一条', { selector: '[data-part="title"]' }, { timeout: 5000 });
    expect(screen.getAllByText('服务繁忙', { selector: '[data-part="title"]' })).toHaveLength(1);
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { system } from '../../app/theme';
import { HOME_SLIDES } from '../home.constants';
import { HeroCarousel } from './HeroCarousel';

function renderCarousel() {
  render(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <HeroCarousel slides={HOME_SLIDES} />
      </MemoryRouter>
    </ChakraProvider>,
  );
}

// The visible slide is the only one not hidden from assistive technology.
function visibleTitle(): string {
  return screen.getByRole('heading', { level: 2 }).textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe(HeroCarousel.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 3 slides and advances every 5 s, wrapping around', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /^第\d张$/ })).toHaveLength(3);
    expect(visibleTitle()).toBe(HOME_SLIDES[0]!.title);

    advance(4999);
    expect(visibleTitle()).toBe(HOME_SLIDES[0]!.title);
    advance(1);
    expect(visibleTitle()).toBe(HOME_SLIDES[1]!.title);
    advance(5000);
    expect(visibleTitle()).toBe(HOME_SLIDES[2]!.title);
    advance(5000);
    expect(visibleTitle()).toBe(HOME_SLIDES[0]!.title);
  });

  it('pauses while hovered and resumes after the pointer leaves', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: '首页轮播' });

    fireEvent.mouseEnter(carousel);
    advance(15_000);
    expect(visibleTitle()).toBe(HOME_SLIDES[0]!.title);

    fireEvent.mouseLeave(carousel);
    advance(5000);
    expect(visibleTitle()).toBe(HOME_SLIDES[1]!.title);
  });

  it('jumps to a slide from its dot', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: '第3张' }));
    expect(visibleTitle()).toBe(HOME_SLIDES[2]!.title);
    expect(screen.getByRole('button', { name: '第3张' })).toHaveAttribute('aria-current', 'true');
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useViewportWindow } from './useViewportWindow';

function gridAt(top: number) {
  const element = document.createElement('div');
  const rect = vi.spyOn(element, 'getBoundingClientRect');
  rect.mockReturnValue({ top } as DOMRect);
  return { element, rect };
}

describe('useViewportWindow', () => {
  it('starts at the top of the grid without reading the page, then follows the window', async () => {
    const { element, rect } = gridAt(-1000);
    const { result } = renderHook(() => useViewportWindow(element, { overscan: 100, step: 200 }));
    expect(result.current).toEqual({ top: -100, bottom: window.screen.height + 200 + 100 });

    await waitFor(() => {
      expect(result.current.top).toBe(1000 - 100);
    });
    expect(result.current.bottom).toBe(1000 + window.innerHeight + 200 + 100);

    rect.mockReturnValue({ top: -1450 } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current.top).toBe(1400 - 100);
  });

  it('neither listens nor reads without an element', () => {
    const listen = vi.spyOn(window, 'addEventListener');
    const { result } = renderHook(() => useViewportWindow(null, { overscan: 100, step: 200 }));
    expect(result.current).toEqual({ top: -100, bottom: 300 });
    expect(listen).not.toHaveBeenCalledWith('scroll', expect.anything(), expect.anything());
    listen.mockRestore();
  });
});

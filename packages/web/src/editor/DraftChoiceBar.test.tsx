import { createBlankDoc } from '@adstudio/editor';
import type { TemplateDoc } from '@adstudio/render';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DraftChoiceBar } from './DraftChoiceBar';
import { openingOf, type Opening } from './editor.opening';
import { useDraftChoice } from './useDraftChoice';

const template = createBlankDoc({ width: 750, height: 1334 });
const withStyle = (doc: TemplateDoc, style: number): TemplateDoc => ({
  ...doc,
  style: `s${style}`,
});
const draft = withStyle(template, 7);
const answer = (isDesign: boolean, withDraft = true) => ({
  template: { id: '5', name: '模板', isDesign, document: JSON.stringify(template) },
  draft: withDraft ? { document: JSON.stringify(draft) } : null,
});

// The page's use: the Editor is handed `choice.doc`, its edits reported to `choice.edited`.
const seen: { doc: TemplateDoc | null; edit: (doc: TemplateDoc) => void } = {
  doc: null,
  edit: () => undefined,
};
function Harness({ opening, isDesign = false }: { opening: Opening; isDesign?: boolean }) {
  const choice = useDraftChoice(opening);
  useEffect(() => {
    seen.doc = choice.doc;
    seen.edit = choice.edited;
  });
  return <DraftChoiceBar choice={choice} isDesign={isDesign} />;
}
const open = (isDesign: boolean, filled = false, withDraft = true) => {
  const opening = openingOf(answer(isDesign, withDraft), filled);
  if (!opening) throw new Error('did not open');
  render(<Harness opening={opening} isDesign={isDesign} />);
  return userEvent.setup();
};

describe('a draft of a template from 模板中心 (issue 32 item 8)', () => {
  it('opens the clean template and offers the draft with 继续上次编辑？', async () => {
    const user = open(false);
    expect(seen.doc?.style).toBe(template.style);
    expect(screen.getByRole('group', { name: '继续上次编辑？' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(seen.doc).toEqual(draft);
    expect(screen.queryByText('继续上次编辑？')).not.toBeInTheDocument();

    // Back to the clean template at any time; the draft (with the edits since) is offered again.
    const more = withStyle(draft, 9);
    act(() => {
      seen.edit(more);
    });
    await user.click(screen.getByRole('button', { name: '回到原模板' }));
    expect(seen.doc).toEqual(template);
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(seen.doc).toEqual(more);
  });

  it('drops the offer on 不用了 and once the clean template is edited, and can still go back', async () => {
    const user = open(false);
    await user.click(screen.getByRole('button', { name: '不用了' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(seen.doc?.style).toBe(template.style);

    const edited = withStyle(template, 3);
    act(() => {
      seen.edit(edited);
    });
    await screen.findByRole('button', { name: '回到原模板' });
    const before = seen.doc;
    await user.click(screen.getByRole('button', { name: '回到原模板' }));
    // A new document object: the Editor starts over on the clean template.
    expect(seen.doc).not.toBe(before);
    expect(seen.doc).toEqual(template);
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    expect(seen.doc).toEqual(edited);
  });

  it('opens a smart fill and a reloaded design on their draft, with the way back', async () => {
    expect(openingOf(answer(false), true)?.startOnDraft).toBe(true);
    const user = open(true);
    expect(seen.doc).toEqual(draft);
    await user.click(screen.getByRole('button', { name: '回到上次保存的版本' }));
    expect(seen.doc).toEqual(template);
    expect(screen.getByRole('group', { name: '继续上次编辑？' })).toBeInTheDocument();
  });

  it('offers nothing without a draft, and opens the template when the draft no longer reads', () => {
    open(false, false, false);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const broken = openingOf({ ...answer(false), draft: { document: '{"nope":1}' } }, false);
    expect(broken?.draft).toBeNull();
    expect(broken?.saved).toEqual(template);
  });
});

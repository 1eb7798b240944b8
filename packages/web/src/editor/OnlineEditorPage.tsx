import { createFontSubsets, Editor } from '@adstudio/editor';
import type { TemplateDoc } from '@adstudio/render';
import type { FontSource } from '@adstudio/render/browser';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  EditorFontsDocument,
  EditorMaterialUrlDocument,
  EditorTemplateTagsDocument,
  OpenDesignDocument,
  OpenSubmissionDocument,
  type EditorFontsQuery,
  type EditorTemplateTagsQuery,
} from '@adstudio/schema/client';
import { useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { DraftChoiceBar } from './DraftChoiceBar';
import { openingOf, type Opening } from './editor.opening';
import { blankDoc, materialIdsOf, textureUrl } from './editor.docs';
import type { EditorParams } from './editor.params';
import { EDITOR_PAGE_STRINGS as S } from './editor.strings';
import { showNotice, useNotice } from './editorNotices';
import { useDraftChoice } from './useDraftChoice';
import { useEditorPersistence, type EditorTarget } from './useEditorPersistence';
import { useResizeDesign } from './useResizeDesign';
import { bannedWordsOf, useBannedConfirm } from '../smart/hooks/useBannedConfirm';
import { BannedExportConfirm } from './BannedExportConfirm';

const page: CSSProperties = {
  height: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: 'system-ui, sans-serif',
};
const bar: CSSProperties = {
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  padding: '8px 16px',
  borderBottom: '1px solid #e2e8f0',
  fontSize: 14,
};
const message: CSSProperties = { padding: 48, textAlign: 'center', fontSize: 16 };

function Frame({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  const notice = useNotice();
  return (
    <div style={page}>
      <header style={bar}>
        <h1 style={{ fontSize: 16, margin: 0 }}>{S.title}</h1>
        {actions}
        {notice && (
          <span role="status" style={{ color: '#c05621' }}>
            {notice}
          </span>
        )}
      </header>
      <main style={{ flex: 1, minHeight: 0 }}>{children}</main>
    </div>
  );
}

const Message = ({ children }: { children: ReactNode }) => (
  <Frame>
    <p role="alert" style={message}>
      {children}
    </p>
  </Frame>
);

const subsetUrl = (url: string, chars: string) => `${url}/subset?text=${encodeURIComponent(chars)}`;

const toFontSources = (fonts: EditorFontsQuery['editorFonts']): FontSource[] =>
  fonts.map((f) => ({
    family: f.family,
    url: f.url,
    ...(f.weight !== null && { weight: f.weight }),
    ...(f.style === 'italic' && { style: 'italic' as const }),
    ...(f.unicodeRange !== null && { unicodeRange: f.unicodeRange }),
  }));

const toTagClasses = (classes: EditorTemplateTagsQuery['scenarioTagClasses'] | undefined) =>
  (classes ?? []).map((c) => ({
    id: Number(c.id),
    name: c.name,
    tags: c.tags.map((t) => ({ id: Number(t.id), name: t.name })),
  }));

interface Opened {
  doc: TemplateDoc;
  target: EditorTarget;
  /** The document is the user's autosave, newer than what was saved. */
  restored?: boolean;
  /** The header's controls beside the title (the draft's offer and the way back). */
  actions?: ReactNode;
  /** Every committed edit, besides the autosave. */
  onEdited?: (doc: TemplateDoc) => void;
}

/** The Editor with its data: fonts, the URLs of library materials the document names. */
function EditorSession({ doc, target, restored = false, actions, onEdited }: Opened) {
  const client = useApolloClient();
  // A reload or a crash mid-edit reopens the autosave: the user is told their edits are back.
  useEffect(() => {
    if (restored) showNotice(S.draftRestored);
  }, [restored]);
  const fonts = useQuery(EditorFontsDocument);
  const [materialUrls, setMaterialUrls] = useState<ReadonlyMap<string, string> | null>(null);
  const designer = target.userType === 'designer';
  // A designer names the template and tags it in the editor's template panel before 提交审核.
  const [name, setName] = useState(target.name);
  const tagClasses = useQuery(EditorTemplateTagsDocument, { skip: !designer });
  // A name cleared in the panel submits as the default (设计师模板) rather than failing.
  const callbacks = useEditorPersistence(
    useMemo(() => ({ ...target, name: name.trim() || target.name }), [target, name]),
  );
  // An export of a design whose text has 禁用 words (the server's word check) asks first.
  const banned = useBannedConfirm();
  const resize = useResizeDesign();
  const { onExport: exportDesign, onChange: autosave } = callbacks;
  const onChange = useMemo(
    () => (edited: TemplateDoc) => {
      autosave(edited);
      onEdited?.(edited);
    },
    [autosave, onEdited],
  );
  const onExport =
    exportDesign &&
    (async (edited: TemplateDoc, format: 'png' | 'jpeg' | 'pdf') => {
      if (await banned.ask(await bannedWordsOf(client, edited))) await exportDesign(edited, format);
    });

  useEffect(() => {
    let live = true;
    void Promise.all(
      materialIdsOf(doc).map(async (id) => {
        const { data } = await client
          .query({ query: EditorMaterialUrlDocument, variables: { id } })
          .catch(() => ({ data: undefined }));
        return [id, data?.material.url ?? ''] as const;
      }),
    ).then((entries) => {
      if (live) setMaterialUrls(new Map(entries));
    });
    return () => {
      live = false;
    };
  }, [client, doc]);

  const fontSources = useMemo(
    () => (fonts.data ? toFontSources(fonts.data.editorFonts) : null),
    [fonts.data],
  );
  // The browser gets each face as WOFF2 subsets of the characters the design uses (issue 32
  // item 7): tens of KB for a poster, not the 10.5 MB files the server renders with.
  const fontsFor = useMemo(
    () => fontSources && createFontSubsets(fontSources, subsetUrl),
    [fontSources],
  );
  if (fonts.error) return <Message>{S.loadFailed}</Message>;
  if (!fontSources || !materialUrls) return <Message>{S.opening}</Message>;
  return (
    <Frame actions={actions}>
      <Editor
        doc={doc}
        mode={target.userType}
        fontSources={fontSources}
        {...(fontsFor && { fontsFor })}
        resolveUrl={(texture) => textureUrl(texture, materialUrls)}
        {...callbacks}
        onChange={onChange}
        {...(onExport && { onExport })}
        {...(!designer && (target.templateId ?? target.designId) && { resize })}
        {...(designer && {
          tagClasses: toTagClasses(tagClasses.data?.scenarioTagClasses),
          templateName: name,
          onTemplateName: setName,
        })}
      />
      <BannedExportConfirm words={banned.words} onAnswer={banned.answer} />
    </Frame>
  );
}

/** Opens tempId: the viewer's design or a template; its autosave is offered (useDraftChoice). */
function OpenedTemplate({
  tempId,
  userType,
  filled,
}: {
  tempId: string;
  userType: EditorTarget['userType'];
  filled: boolean;
}) {
  const { data, error } = useQuery(OpenDesignDocument, {
    variables: { templateId: tempId },
    fetchPolicy: 'network-only',
  });
  const opening = useMemo(
    () => (data ? openingOf(data.design, filled) : undefined),
    [data, filled],
  );
  if (error || opening === null) return <Message>{S.loadFailed}</Message>;
  if (!data || !opening) return <Message>{S.opening}</Message>;
  const { template } = data.design;
  const target: EditorTarget = {
    userType,
    designId: template.isDesign ? template.id : null,
    templateId: template.isDesign ? null : template.id,
    name: template.name,
  };
  return (
    <ChosenDocument
      opening={opening}
      target={target}
      // A design reopened on its autosave (a reload mid-edit) says so; a smart fill is the choice.
      restored={opening.startOnDraft && !filled}
    />
  );
}

/**
 * 重新编辑 from 我的模板 (issue 32 item 9): a designer's rejected template, opened on its document;
 * 提交审核 sends it again by its id (it goes back to 待审核).
 */
function OpenedSubmission({ submissionId }: { submissionId: string }) {
  const { data, error } = useQuery(OpenSubmissionDocument, {
    variables: { id: submissionId },
    fetchPolicy: 'network-only',
  });
  const submission = data?.myTemplateSubmission;
  const opening = useMemo(
    () =>
      submission &&
      openingOf(
        {
          template: { ...submission, isDesign: false, document: submission.document ?? '' },
          draft: null,
        },
        false,
      ),
    [submission],
  );
  if (error || opening === null) return <Message>{S.loadFailed}</Message>;
  if (!submission || !opening) return <Message>{S.opening}</Message>;
  const target: EditorTarget = {
    userType: 'designer',
    designId: null,
    templateId: null,
    name: submission.name,
    submissionId,
  };
  return <EditorSession doc={opening.saved} target={target} />;
}

function ChosenDocument({
  opening,
  target,
  restored,
}: {
  opening: Opening;
  target: EditorTarget;
  restored: boolean;
}) {
  const choice = useDraftChoice(opening);
  return (
    <EditorSession
      doc={choice.doc}
      target={target}
      restored={restored}
      onEdited={choice.edited}
      actions={<DraftChoiceBar choice={choice} isDesign={target.designId !== null} />}
    />
  );
}

export interface OnlineEditorPageProps {
  params: EditorParams;
  signedIn: boolean;
}

/** editor.html (spec create-and-write §8): the editor in its own tab, adapted to GraphQL here. */
export function OnlineEditorPage({ params, signedIn }: OnlineEditorPageProps) {
  const blank = useMemo(() => blankDoc(params.size ?? undefined), [params.size]);
  if (!signedIn) {
    return (
      <Message>
        {S.pleaseLogin} <a href="/">{S.goLogin}</a>
      </Message>
    );
  }
  // A blank canvas: a designer's new template, or any user's new design (issue 30 item 7).
  if (params.tempNew) {
    const designer = params.userType === 'designer';
    const target = {
      userType: params.userType,
      designId: null,
      templateId: null,
      name: designer ? S.designerBlankName : S.userBlankName,
    };
    return <EditorSession doc={blank} target={target} />;
  }
  if (params.userType === 'designer' && params.submissionId)
    return <OpenedSubmission submissionId={params.submissionId} />;
  if (!params.tempId) return <Message>{S.noTemplate}</Message>;
  return (
    <OpenedTemplate tempId={params.tempId} userType={params.userType} filled={params.filled} />
  );
}

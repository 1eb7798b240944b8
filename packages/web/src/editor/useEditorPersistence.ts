import { useApolloClient } from '@apollo/client/react';
import type { TemplateDoc } from '@adstudio/render';
import {
  CutoutImageDocument,
  EditorAdjustToneDocument,
  EditorImageSearchDocument,
  ExportDesignDocument,
  RegisterUploadDocument,
  RequestUploadGrantDocument,
  SaveDesignDocument,
  SaveDesignDraftDocument,
  SubmitTemplateDocument,
  type ExportFormat,
} from '@adstudio/schema/client';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { stripQuery, thumbUrl } from '../materials/materials.utils';
import { sendToStorage } from '../uploads/sendToStorage';
import { categoryOf, tagIdsOf } from './editor.docs';
import { withTempId, type EditorUserType } from './editor.params';
import { EDITOR_PAGE_STRINGS as S } from './editor.strings';
import { showNotice } from './editorNotices';

/** Autosave waits this long after the last edit, so a drag sends one draft, not hundreds. */
export const DRAFT_DEBOUNCE_MS = 1000;
const SEARCH_PAGE_SIZE = 24;
const FORMAT: Record<'png' | 'jpeg' | 'pdf', ExportFormat> = {
  png: 'PNG',
  jpeg: 'JPEG',
  pdf: 'PDF',
};
// The editor shows its own message for these; the server's would say the same twice.
const QUIET = { context: { handlesErrors: true } };

export interface EditorTarget {
  userType: EditorUserType;
  /** The viewer's design being edited; null until the first save of a template. */
  designId: string | null;
  /** The template opened (library or the viewer's); null for a blank canvas (新建空白设计). */
  templateId: string | null;
  name: string;
  /** A rejected submission being edited again (重新编辑): 提交审核 resubmits it by this id. */
  submissionId?: string | null;
}

function startDownload(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The editor's callbacks over GraphQL: a user's save / autosave / export of their design, a
 * designer's submission, uploads (the upload grant), cutout and the library search.
 */
export function useEditorPersistence(target: EditorTarget) {
  const client = useApolloClient();
  const designId = useRef(target.designId);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(draftTimer.current);
    },
    [],
  );

  const draftTarget = useCallback(
    () =>
      designId.current
        ? { id: designId.current }
        : target.templateId
          ? { templateId: target.templateId }
          : null,
    [target.templateId],
  );

  const saveDesign = useCallback(
    async (doc: TemplateDoc) => {
      clearTimeout(draftTimer.current);
      const { data } = await client.mutate({
        mutation: SaveDesignDocument,
        variables: {
          // A blank canvas's first save makes a new design from nothing (issue 30 item 7).
          ...(designId.current
            ? { id: designId.current }
            : target.templateId
              ? { templateId: target.templateId }
              : { blank: true }),
          document: JSON.stringify(doc),
        },
      });
      const saved = data?.saveDesign;
      if (!saved) throw new Error('saveDesign answered nothing');
      if (designId.current !== saved.id) {
        designId.current = saved.id;
        // A reload now opens the design, not the template it came from.
        withTempId(window.location, window.history, saved.id);
      }
      return saved.id;
    },
    [client, target.templateId],
  );

  const submitTemplate = useCallback(
    async (doc: TemplateDoc) => {
      clearTimeout(draftTimer.current);
      await client.mutate({
        mutation: SubmitTemplateDocument,
        variables: {
          name: target.name,
          document: JSON.stringify(doc),
          category: categoryOf(doc),
          tagIds: tagIdsOf(doc),
          id: target.submissionId ?? undefined,
        },
      });
      showNotice(S.submitted);
    },
    [client, target.name, target.submissionId],
  );

  return useMemo(() => {
    const onChange = (doc: TemplateDoc) => {
      const where = draftTarget();
      if (!where) return;
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => {
        // A lost autosave is retried by the next edit; the user is not interrupted for it.
        client
          .mutate({
            mutation: SaveDesignDraftDocument,
            variables: { ...where, document: JSON.stringify(doc) },
            ...QUIET,
          })
          .catch(() => undefined);
      }, DRAFT_DEBOUNCE_MS);
    };

    const onSave =
      target.userType === 'designer'
        ? submitTemplate
        : async (doc: TemplateDoc) => {
            await saveDesign(doc);
          };

    // What is exported is what was saved: the server renders the stored design.
    const onExport =
      target.userType === 'designer'
        ? undefined
        : async (doc: TemplateDoc, format: 'png' | 'jpeg' | 'pdf') => {
            const id = await saveDesign(doc);
            const { data } = await client.mutate({
              mutation: ExportDesignDocument,
              variables: { id, format: FORMAT[format] },
            });
            if (!data) throw new Error('exportDesign answered nothing');
            startDownload(
              data.exportDesign.url,
              `${target.name}.${format === 'jpeg' ? 'jpg' : format}`,
            );
          };

    const onUploadImage = async (file: File) => {
      const granted = await client.mutate({
        mutation: RequestUploadGrantDocument,
        variables: { purpose: 'USER_IMAGE' },
        ...QUIET,
      });
      const grant = granted.data?.requestUploadGrant;
      if (!grant) throw new Error('no upload grant');
      await sendToStorage(grant, file, () => undefined);
      const stored = await client.mutate({
        mutation: RegisterUploadDocument,
        variables: { objectKey: grant.objectKey, fileName: file.name },
        ...QUIET,
      });
      const url = stored.data?.registerUpload.url;
      if (!url) throw new Error('upload not registered');
      return url;
    };

    const onCutout = async (url: string) => {
      const { data } = await client.mutate({
        mutation: CutoutImageDocument,
        variables: { url: stripQuery(url) },
        ...QUIET,
      });
      if (!data?.cutoutImage) throw new Error('cutout is off');
      return data.cutoutImage;
    };

    // 调色: the api stores the toned picture as the viewer's own and answers its URL.
    const onToneMatch = async (baseUrl: string, imageUrl: string) => {
      const { data } = await client.mutate({
        mutation: EditorAdjustToneDocument,
        variables: { baseUrl: stripQuery(baseUrl), changeUrl: stripQuery(imageUrl) },
        ...QUIET,
      });
      if (!data) throw new Error('adjustTone answered nothing');
      return data.adjustTone;
    };

    const onSearchImages = async (text: string) => {
      const { data } = await client.query({
        query: EditorImageSearchDocument,
        variables: { text, pageSize: SEARCH_PAGE_SIZE },
        ...QUIET,
      });
      return (data?.searchMaterials.items ?? []).map((m) => ({
        url: m.url,
        thumbUrl: thumbUrl(m.url),
        title: m.title,
      }));
    };

    return {
      onChange,
      onSave,
      onExport,
      onUploadImage,
      onCutout,
      onToneMatch,
      onSearchImages,
    };
  }, [client, draftTarget, saveDesign, submitTemplate, target.name, target.userType]);
}

import { layoutLabel, type LabelLayer, type TemplateDoc } from '@adstudio/render';
import { browserMeasurer, loadFonts, type FontSource } from '@adstudio/render/browser';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  commandByName,
  commandForKey,
  type CommandContext,
  type EditorCommand,
  type KeyLike,
} from './commands.js';
import {
  layerOf,
  patchLabel,
  patchLayer,
  setFocus,
  setHidden,
  setLocked,
  setTexture,
  type EditorMode,
} from './doc-ops.js';
import { COMPACT_MAX_WIDTH, ZOOM_MAX, ZOOM_MIN } from './editor.constants.js';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';
import { EditorCanvas } from './EditorCanvas.js';
import { CropDialog } from './CropDialog.js';
import { applyCrop, resetCrop } from './crop.js';
import { createHistory } from './history.js';
import { MaskDialog } from './MaskDialog.js';
import { toneBase } from './tone.js';
import { LayersPanel } from './LayersPanel.js';
import { PropertiesPanel } from './PropertiesPanel.js';
import { PANEL_STRINGS } from './panels/panels.strings.js';
import type { TagClassOption } from './panels/TemplateProperties.js';
import { TextEditOverlay } from './TextEditOverlay.js';
import { ResizeAction, type ResizeHandlers } from './ResizeDialog.js';
import { Toolbar, type ExportFormat } from './Toolbar.js';
import { useImages } from './useImages.js';
import { useLatest } from './useLatest.js';

export type { EditorMode } from './doc-ops.js';

export interface EditorProps {
  /** Already restored with restoreTemplate; a new document starts a new history. */
  doc: TemplateDoc;
  /** user: layers with a lock stay locked; designer: every layer is editable. */
  mode: EditorMode;
  /** The licensed fonts' browser files (from the page); loaded with @adstudio/render/browser loadFonts. */
  fontSources: readonly FontSource[];
  /**
   * The faces a document needs, e.g. subsets of fontSources with just its characters (issue 32
   * item 7); asked again after each edit, it answers every face so far. Default: fontSources.
   */
  fontsFor?: (doc: TemplateDoc) => readonly FontSource[];
  /** Texture → fetchable URL (default identity). */
  resolveUrl?: (texture: string) => string;
  /** After every committed edit (the page autosaves drafts from this). */
  onChange?: (doc: TemplateDoc) => void;
  onSave: (doc: TemplateDoc) => Promise<void>;
  onExport?: (doc: TemplateDoc, format: 'png' | 'jpeg' | 'pdf') => Promise<void>;
  /** Returns the new texture URL. */
  onUploadImage?: (file: File) => Promise<string>;
  /** Returns the cut-out PNG URL. */
  onCutout?: (url: string) => Promise<string>;
  /**
   * 调色 (the api's adjustTone): `imageUrl` (the layer's texture as the document holds it)
   * matched to `baseUrl`'s colours; the new URL.
   */
  onToneMatch?: (baseUrl: string, imageUrl: string) => Promise<string>;
  onSearchImages?: (
    query: string,
  ) => Promise<ReadonlyArray<{ url: string; thumbUrl: string; title: string }>>;
  /** Designer mode: the tag classes a template can carry (行业, 投放渠道 …), from the page. */
  tagClasses?: readonly TagClassOption[];
  /** Designer mode: the template's name as submitted, edited in the template panel. */
  templateName?: string;
  onTemplateName?: (name: string) => void;
  /** 调整尺寸: the fit reports of other sizes and saving them as new designs (ResizeDialog). */
  resize?: ResizeHandlers;
}

const identity = (texture: string) => texture;
const VIEW_MARGIN = 32;
const T = EDITOR_STRINGS.toolbar;
const E = EDITOR_STRINGS.image;
const P = PANEL_STRINGS.submit;

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The online editor (QUICKCREATE §8): edits a TemplateDoc and hands it back through callbacks. */
export function Editor(props: EditorProps) {
  const { mode, fontSources, onChange } = props;
  const resolveUrl = props.resolveUrl ?? identity;

  // A new document from the page starts over: new history, nothing selected.
  const [source, setSource] = useState(props.doc);
  const ops = useMemo(() => createHistory(source), [source]);
  const [history, setHistory] = useState(ops.initial);
  const [selection, setSelection] = useState<readonly string[]>([]);
  const [draft, setDraft] = useState<TemplateDoc | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [croppingKey, setCroppingKey] = useState<string | null>(null);
  const [mendingKey, setMendingKey] = useState<string | null>(null);
  // A phone (issue 32 item 10): the canvas fitted to the screen's width, a short toolbar, the
  // panels as sheets under the canvas. The first guess is the window's; the observer corrects it.
  const [compact, setCompact] = useState(
    () => typeof window !== 'undefined' && window.innerWidth < COMPACT_MAX_WIDTH,
  );
  const [layersOpen, setLayersOpen] = useState(false);
  const [zoomChoice, setZoomChoice] = useState<number | null>(null);
  const [fitZoom, setFitZoom] = useState(1);
  // The fonts wanted (below) whose loading has finished: ready only for the current ones.
  const [fontsLoadedFor, setFontsLoadedFor] = useState<object | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  // The last document handed to onChange, and the page's document it was an edit of: the page's
  // own document is not an edit, but undoing back to it is.
  const reported = useRef({ source: props.doc, doc: props.doc });
  if (source !== props.doc) {
    setSource(props.doc);
    setHistory(createHistory(props.doc).initial);
    setSelection([]);
    setDraft(null);
    setEditingKey(null);
    setZoomChoice(null);
  }

  const present = history.present;
  const doc = draft ?? present;
  const zoom = zoomChoice ?? fitZoom;
  const liveSelection = useMemo(
    () => selection.filter((k) => layerOf(present, k)),
    [selection, present],
  );
  const images = useImages(doc, resolveUrl);

  // Canvas text never waits for a font, and render's measurer caches widths: draw only once the
  // faces the document needs are loaded, or the first layout would be measured in a fallback font.
  // Keyed by content: a page that passes a fresh but equal array each render must not reload.
  const fontKey = useMemo(() => JSON.stringify(fontSources), [fontSources]);
  const latestFontsRef = useLatest(fontSources);
  const latestFontsForRef = useLatest(props.fontsFor);
  const fontsWanted = useMemo(() => ({ fontKey, source }), [fontKey, source]);
  const fontsReady = fontsLoadedFor === fontsWanted;
  // How many faces fontsFor had answered: an edit that needs more waits for them.
  const facesLoaded = useRef(0);
  useEffect(() => {
    let live = true;
    const faces = latestFontsForRef.current?.(fontsWanted.source) ?? latestFontsRef.current;
    facesLoaded.current = faces.length;
    loadFonts(faces, fontsWanted.source)
      .catch(() => undefined)
      .finally(() => {
        if (live) setFontsLoadedFor(fontsWanted);
      });
    return () => {
      live = false;
    };
  }, [fontsWanted, latestFontsRef, latestFontsForRef]);

  useEffect(() => {
    const last = reported.current.source === source ? reported.current.doc : source;
    if (present === last) return;
    reported.current = { source, doc: present };
    onChange?.(present);
  }, [present, source, onChange]);

  const viewport = useRef<HTMLDivElement>(null);
  const { width_g, height_g } = doc.renderConfig;
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => {
      const z = Math.min(
        (el.clientWidth - VIEW_MARGIN) / width_g,
        (el.clientHeight - VIEW_MARGIN) / height_g,
      );
      setFitZoom(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, [width_g, height_g]);

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const observer = new ResizeObserver(() => {
      setCompact(el.clientWidth < COMPACT_MAX_WIDTH);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
    };
  }, []);

  const latestPresentRef = useLatest(present);
  const edit = useCallback(
    (fn: (d: TemplateDoc) => TemplateDoc) => {
      const apply = () => {
        setHistory((h) => ops.push(h, fn(h.present)));
      };
      // With subset fonts, an edit that brings new characters (添加文字, a pasted title) waits
      // for their faces, as the measurer must never see a fallback font.
      const fontsFor = latestFontsForRef.current;
      const next = fontsFor && fn(latestPresentRef.current);
      const faces = fontsFor && next ? fontsFor(next) : [];
      if (!next || faces.length <= facesLoaded.current) {
        apply();
        return;
      }
      facesLoaded.current = faces.length;
      void loadFonts(faces, next)
        .catch(() => undefined)
        .then(apply);
    },
    [ops, latestFontsForRef, latestPresentRef],
  );
  // Edits that change text or fonts wait for the glyphs they need, for the measurer's sake (above).
  const editWithFonts = useCallback(
    (fn: (d: TemplateDoc) => TemplateDoc) => {
      const next = fn(latestPresentRef.current);
      const faces = latestFontsForRef.current?.(next) ?? latestFontsRef.current;
      if (latestFontsForRef.current) facesLoaded.current = faces.length;
      void loadFonts(faces, next)
        .catch(() => undefined)
        .then(() => {
          edit(fn);
        });
    },
    [edit, latestFontsRef, latestFontsForRef, latestPresentRef],
  );

  const context: CommandContext = {
    doc: present,
    selection: liveSelection,
    mode,
    zoom,
    fitZoom,
    canUndo: ops.canUndo(history),
    canRedo: ops.canRedo(history),
  };
  const contextRef = useLatest(context);

  const dispatch = useCallback(
    (command: EditorCommand, event?: KeyLike) => {
      const result = command.perform(contextRef.current, event);
      if (result.history === 'undo') setHistory((h) => ops.undo(h));
      if (result.history === 'redo') setHistory((h) => ops.redo(h));
      const next = result.doc;
      if (next) edit(() => next);
      if (result.selection) setSelection(result.selection);
      if (result.zoom !== undefined) setZoomChoice(result.zoom);
    },
    [edit, ops, contextRef],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e.target)) return;
      if (e.key === 'Escape') {
        setSelection([]);
        return;
      }
      const command = commandForKey(e);
      if (!command?.enabled(contextRef.current)) return;
      e.preventDefault();
      dispatch(command, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [dispatch, contextRef]);

  // Ctrl/⌘ + wheel zooms with the same commands as the toolbar; a plain wheel scrolls (pans).
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      dispatch(commandByName(e.deltaY < 0 ? 'zoomIn' : 'zoomOut'));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      el.removeEventListener('wheel', onWheel);
    };
  }, [dispatch]);

  const selected = liveSelection.flatMap((k) => layerOf(doc, k) ?? []);
  const cropping = croppingKey ? layerOf(present, croppingKey) : undefined;
  const mending = mendingKey ? layerOf(present, mendingKey) : undefined;
  const croppingImage = cropping?.type === 'sprite' ? images.get(cropping.texture) : undefined;
  const single = selected.length === 1 ? selected[0] : undefined;
  const editing = editingKey ? layerOf(doc, editingKey) : undefined;
  const label: LabelLayer | undefined =
    single?.type === 'label' ? single : editing?.type === 'label' ? editing : undefined;
  // The fitted size shown live while resizing: render's own layout of the layer as it stands.
  const layout = useMemo(
    () => (fontsReady && label ? layoutLabel(label, browserMeasurer) : undefined),
    [fontsReady, label],
  );

  const run = async (work: () => Promise<void>, pending: string, done: string, failed: string) => {
    setBusy(true);
    setStatus(pending);
    try {
      await work();
      setStatus(done);
    } catch {
      setStatus(failed);
    } finally {
      setBusy(false);
    }
  };
  const { onSave, onExport, onToneMatch, onUploadImage } = props;
  // 调色: the design without the layer is the base the layer's colours move towards; the toned
  // picture is a new upload of the user's, put in as one undoable edit (the layer's crop kept).
  const tone =
    onToneMatch && onUploadImage
      ? (key: string) => {
          const layer = layerOf(present, key);
          if (layer?.type !== 'sprite' || !layer.texture) return;
          const source = layer.texture;
          void run(
            async () => {
              const base = await onUploadImage(await toneBase(present, key, images));
              // The document's own reference (asset://, material:, an upload): the server reads
              // those, not the browser's address of a library asset.
              const toned = await onToneMatch(base, source);
              edit((d) => patchLayer(d, key, { texture: toned }));
            },
            E.toneRunning,
            E.toneDone,
            E.toneFailed,
          );
        }
      : undefined;

  const layersPanel = (
    <LayersPanel
      doc={doc}
      mode={mode}
      selection={liveSelection}
      onSelect={setSelection}
      onHidden={(key, hidden) => {
        edit((d) => setHidden(d, key, hidden));
      }}
      onLocked={(key, locked) => {
        edit((d) => setLocked(d, key, locked));
      }}
      style={compact ? styles.sheet : undefined}
    />
  );
  const propertiesPanel = (
    <PropertiesPanel
      selected={selected}
      layout={layout}
      onTextPatch={(patch, fonts) => {
        if (!single) return;
        const apply = (d: TemplateDoc) => patchLabel(d, single.key, patch);
        if (fonts) editWithFonts(apply);
        else edit(apply);
      }}
      resolveUrl={resolveUrl}
      onUploadImage={props.onUploadImage}
      onCutout={props.onCutout}
      onSearchImages={props.onSearchImages}
      onTexture={(key, texture) => {
        edit((d) => setTexture(d, key, texture));
      }}
      onFlip={(flipX) => {
        if (single) edit((d) => patchLayer(d, single.key, { flipX }));
      }}
      onFocus={(focus) => {
        if (single) edit((d) => setFocus(d, single.key, focus));
      }}
      onTone={tone}
      onMend={onUploadImage && setMendingKey}
      onCrop={(key) => {
        const layer = layerOf(present, key);
        if (layer?.type === 'sprite' && images.get(layer.texture)?.naturalWidth)
          setCroppingKey(key);
        else setStatus(EDITOR_STRINGS.image.cropWaiting);
      }}
      notify={setStatus}
      designer={
        mode === 'designer'
          ? {
              doc: present,
              tagClasses: props.tagClasses ?? [],
              name: props.templateName,
              onName: props.onTemplateName,
              onEdit: edit,
            }
          : undefined
      }
      style={compact ? styles.sheet : undefined}
    />
  );

  return (
    <div ref={root} style={styles.root}>
      <Toolbar
        compact={compact}
        extra={
          compact && (
            <button
              type="button"
              style={styles.button}
              aria-pressed={layersOpen}
              onClick={() => {
                setLayersOpen((open) => !open);
              }}
            >
              {T.layers}
            </button>
          )
        }
        context={context}
        dispatch={dispatch}
        busy={busy}
        resize={
          props.resize && <ResizeAction doc={present} handlers={props.resize} disabled={busy} />
        }
        status={fontsReady ? status : T.loadingFonts}
        saveLabel={mode === 'designer' ? P.submit : T.save}
        onSave={() => {
          const [pending, done, failed] =
            mode === 'designer'
              ? [P.submitting, P.submitted, P.submitFailed]
              : [T.saving, T.saved, T.saveFailed];
          void run(() => onSave(present), pending, done, failed);
        }}
        onExport={
          onExport &&
          ((format: ExportFormat) =>
            void run(() => onExport(present, format), T.exporting, '', T.exportFailed))
        }
      />
      <div style={compact ? styles.bodyCompact : styles.body}>
        {!compact && layersPanel}
        <div ref={viewport} style={styles.viewport}>
          <div style={styles.stageWrap}>
            {fontsReady && (
              <EditorCanvas
                doc={doc}
                mode={mode}
                zoom={zoom}
                selection={liveSelection}
                images={images}
                onSelect={setSelection}
                onCommit={(next) => {
                  edit(() => next);
                }}
                onDraft={setDraft}
                onEditText={setEditingKey}
              />
            )}
            {editing?.type === 'label' && (
              <TextEditOverlay
                key={editing.key}
                layer={editing}
                layout={layout}
                zoom={zoom}
                onDone={(text) => {
                  setEditingKey(null);
                  if (text !== null && text !== editing.text)
                    editWithFonts((d) => patchLabel(d, editing.key, { text }));
                }}
              />
            )}
          </div>
        </div>
        {!compact
          ? propertiesPanel
          : layersOpen
            ? layersPanel
            : selected.length > 0 && propertiesPanel}
      </div>
      {mending?.type === 'sprite' && onUploadImage && (
        <MaskDialog
          key={mending.key}
          url={resolveUrl(mending.texture)}
          onSave={async (png) => {
            const key = mending.key;
            setStatus(E.mendSaving);
            try {
              // A new upload of the user's: the cut-out the layer had is left as it was.
              const url = await onUploadImage(png);
              edit((d) => patchLayer(d, key, { texture: url }));
              setMendingKey(null);
              setStatus(E.mendDone);
            } catch {
              setStatus(E.mendFailed);
            }
          }}
          onClose={() => {
            setMendingKey(null);
          }}
        />
      )}
      {cropping?.type === 'sprite' && croppingImage && (
        <CropDialog
          key={cropping.key}
          layer={cropping}
          image={croppingImage}
          onApply={(crop, size) => {
            edit((d) => applyCrop(d, cropping.key, crop, size));
            setCroppingKey(null);
          }}
          onReset={(size) => {
            edit((d) => resetCrop(d, cropping.key, size));
            setCroppingKey(null);
          }}
          onClose={() => {
            setCroppingKey(null);
          }}
        />
      )}
    </div>
  );
}

import {
  commandByName,
  type CommandContext,
  type CommandName,
  type EditorCommand,
} from './commands.js';
import type { ReactNode } from 'react';
import { EDITOR_STRINGS } from './editor.strings.js';
import { styles } from './editor.styles.js';

const GROUPS: readonly (readonly CommandName[])[] = [
  ['undo', 'redo'],
  ['addText', 'addImage', 'addShape'],
  ['delete', 'duplicate', 'group', 'ungroup', 'bringForward', 'sendBackward'],
  [
    'alignLeft',
    'alignCentre',
    'alignRight',
    'alignTop',
    'alignMiddle',
    'alignBottom',
    'distributeHorizontal',
    'distributeVertical',
  ],
  ['zoomOut', 'zoomFit', 'zoomIn'],
];

// A phone's toolbar (issue 32 item 10): what a thumb needs on a small screen; the rest stays on
// the keyboard shortcuts and a wider screen.
const COMPACT_GROUPS: readonly (readonly CommandName[])[] = [
  ['undo', 'redo'],
  ['addText', 'addImage'],
  ['delete'],
  ['zoomFit'],
];

const EXPORT_FORMATS = [
  ['png', 'PNG'],
  ['jpeg', 'JPEG'],
  ['pdf', 'PDF'],
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number][0];

interface ToolbarProps {
  context: CommandContext;
  dispatch: (command: EditorCommand) => void;
  busy: boolean;
  status: string;
  /** 保存 for users, 提交审核 for designers. */
  saveLabel?: string;
  onSave: () => void;
  onExport: ((format: ExportFormat) => void) | undefined;
  /** A phone: the short toolbar, PNG export only, and `extra` (the layers toggle). */
  compact?: boolean;
  extra?: ReactNode;
  /** 调整尺寸 (ResizeDialog), when the page offers it. */
  resize?: ReactNode;
}

/** Buttons for the registered commands, save and export, and the last message. */
export function Toolbar({
  context,
  dispatch,
  busy,
  status,
  saveLabel,
  onSave,
  onExport,
  compact = false,
  extra,
  resize,
}: ToolbarProps) {
  const T = EDITOR_STRINGS.toolbar;
  const formats = compact ? EXPORT_FORMATS.slice(0, 1) : EXPORT_FORMATS;
  return (
    <div style={styles.toolbar} role="toolbar">
      {extra}
      {(compact ? COMPACT_GROUPS : GROUPS).map((names) => (
        <span key={names[0]} style={{ display: 'contents' }}>
          {names.map((name) => {
            const command = commandByName(name);
            return (
              <button
                key={name}
                type="button"
                style={styles.button}
                disabled={!command.enabled(context)}
                onClick={() => {
                  dispatch(command);
                }}
              >
                {command.label}
              </button>
            );
          })}
          <span style={styles.separator} />
        </span>
      ))}
      <span style={{ color: '#646a73' }}>{Math.round(context.zoom * 100)}%</span>
      <span style={styles.status} role="status">
        {status}
      </span>
      {resize}
      {onExport &&
        formats.map(([format, label]) => (
          <button
            key={format}
            type="button"
            style={styles.button}
            disabled={busy}
            onClick={() => {
              onExport(format);
            }}
          >
            {T.export} {label}
          </button>
        ))}
      <button type="button" style={styles.primary} disabled={busy} onClick={onSave}>
        {saveLabel ?? T.save}
      </button>
    </div>
  );
}

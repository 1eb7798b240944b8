// The frame of the image tools' dialogs (裁剪, 修补抠图): a modal sheet with its title and a line
// of help, and the scale that fits a picture into it — on a phone, into the screen's width.
import type { ReactNode } from 'react';
import { styles } from './editor.styles.js';

const VIEW_W = 520;
const VIEW_H = 400;
/** The sheet's padding and the screen's edge beside a picture on a phone. */
const PHONE_MARGIN = 64;

/** View pixels per picture pixel: the picture fitted to the dialog, small ones enlarged. */
export function viewScale(size: { width: number; height: number }): number {
  return Math.min(
    VIEW_W / size.width,
    VIEW_H / size.height,
    (window.innerWidth - PHONE_MARGIN) / size.width,
  );
}

interface ImageToolDialogProps {
  title: string;
  hint: string;
  children: ReactNode;
}

export function ImageToolDialog({ title, hint, children }: ImageToolDialogProps) {
  return (
    <div style={styles.dialogBackdrop} role="dialog" aria-modal="true" aria-label={title}>
      <div style={styles.dialogSheet}>
        <div style={styles.panelTitle}>{title}</div>
        <div style={{ color: '#646a73', marginBottom: 8 }}>{hint}</div>
        {children}
      </div>
    </div>
  );
}

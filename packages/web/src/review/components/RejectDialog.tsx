import { Button, Dialog, Field, Portal, RadioGroup, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../shared/toaster';
import { REASON_MAX, REVIEW_STRINGS } from '../review.strings';

interface RejectDialogProps {
  count: number;
  /** Replaces 拒绝 N 个素材 (the template tab names its template). */
  title?: string;
  presets: readonly string[];
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** A preset reason, free text, or both (joined with '；'). */
export function composeReason(preset: string, text: string): string {
  return [preset.trim(), text.trim()].filter(Boolean).join('；');
}

/** Reject with a preset reason and / or free text (the uploader sees it). */
export function RejectDialog({
  count,
  title,
  presets,
  loading,
  onConfirm,
  onCancel,
}: RejectDialogProps) {
  const [preset, setPreset] = useState('');
  const [text, setText] = useState('');
  const submit = () => {
    const reason = composeReason(preset, text);
    if (!reason) {
      notify({ type: 'warning', title: REVIEW_STRINGS.reasonRequired });
      return;
    }
    if (reason.length > REASON_MAX) {
      notify({ type: 'warning', title: REVIEW_STRINGS.reasonTooLong });
      return;
    }
    onConfirm(reason);
  };
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title ?? REVIEW_STRINGS.rejectTitle(count)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Field.Root>
                  <Field.Label>{REVIEW_STRINGS.presetReasons}</Field.Label>
                  <RadioGroup.Root
                    size="sm"
                    value={preset}
                    onValueChange={(details) => {
                      setPreset(details.value ?? '');
                    }}
                    aria-label={REVIEW_STRINGS.presetReasons}
                  >
                    <Stack gap="2">
                      {presets.map((reason) => (
                        <RadioGroup.Item key={reason} value={reason}>
                          <RadioGroup.ItemHiddenInput />
                          <RadioGroup.ItemIndicator />
                          <RadioGroup.ItemText>{reason}</RadioGroup.ItemText>
                        </RadioGroup.Item>
                      ))}
                    </Stack>
                  </RadioGroup.Root>
                </Field.Root>
                <Field.Root>
                  <Field.Label>{REVIEW_STRINGS.otherReason}</Field.Label>
                  <Textarea
                    value={text}
                    maxLength={REASON_MAX}
                    rows={3}
                    aria-label={REVIEW_STRINGS.otherReason}
                    onChange={(event) => {
                      setText(event.target.value);
                    }}
                  />
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onCancel}>
                {REVIEW_STRINGS.cancel}
              </Button>
              <Button colorPalette="red" size="sm" loading={loading} onClick={submit}>
                {REVIEW_STRINGS.confirmReject}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Alert, Button, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useSession } from '../../accounts/session';
import { editorHref } from '../templates.utils';
import { PSD_STRINGS as S } from './psd.strings';
import { uploadPsd, type PsdImported } from './psdUpload';

type State =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'converting' }
  | { step: 'done'; result: PsdImported }
  | { step: 'failed'; message: string };

export interface PsdImportProps {
  /** Tests hand in a fake; the page uses the browser's. */
  createXhr?: () => XMLHttpRequest;
}

/**
 * 导入 PSD on the designer's page: uploads the file with its progress, then shows the fonts that
 * were replaced (and what else did not carry over) and opens the template in the editor's tab.
 */
export function PsdImport({ createXhr }: PsdImportProps) {
  const input = useRef<HTMLInputElement>(null);
  const { token, userInfo } = useSession();
  const [state, setState] = useState<State>({ step: 'idle' });
  const busy = state.step === 'uploading' || state.step === 'converting';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setState({ step: 'uploading', percent: 0 });
    const progress = (fraction: number) => {
      // Once every byte is sent the api reads the layers: the bar gives way to a sentence.
      setState(
        fraction >= 1
          ? { step: 'converting' }
          : { step: 'uploading', percent: Math.round(fraction * 100) },
      );
    };
    uploadPsd(file, token, progress, createXhr).then(
      (result) => {
        setState({ step: 'done', result });
      },
      (err: unknown) => {
        setState({ step: 'failed', message: err instanceof Error ? err.message : S.failed });
      },
    );
  };

  return (
    <Stack gap="2" align="start">
      <Text color="fg.muted" fontSize="sm">
        {S.hint}
      </Text>
      <input
        ref={input}
        type="file"
        accept=".psd,image/vnd.adobe.photoshop"
        hidden
        onChange={choose}
      />
      <Button size="sm" loading={busy} onClick={() => input.current?.click()}>
        {S.importPsd}
      </Button>
      {state.step === 'uploading' && (
        <Progress.Root
          size="xs"
          w="xs"
          value={state.percent}
          translations={{ value: ({ percent }) => S.progressLabel(percent) }}
        >
          <Progress.Label fontSize="xs">{S.uploading(state.percent)}</Progress.Label>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      )}
      {state.step === 'converting' && <Text fontSize="sm">{S.converting}</Text>}
      {state.step === 'failed' && (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      )}
      {state.step === 'done' && (
        <Stack gap="2" role="status">
          <Text fontSize="sm">
            {S.imported(state.result.template.name)}，{S.slots(state.result.slots.length)}
          </Text>
          {state.result.warnings.length > 0 && (
            <Alert.Root status="warning" size="sm">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{S.warningsTitle}</Alert.Title>
                <List.Root as="ul" fontSize="sm" aria-label={S.warningsTitle}>
                  {state.result.warnings.map((w) => (
                    <List.Item key={w}>{w}</List.Item>
                  ))}
                </List.Root>
              </Alert.Content>
            </Alert.Root>
          )}
          <HStack>
            <Button asChild size="sm" colorPalette="blue">
              <a
                href={editorHref(String(state.result.template.id), userInfo, token)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {S.openInEditor}
              </a>
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}

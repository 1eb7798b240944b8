import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Checkbox,
  CloseButton,
  Drawer,
  HStack,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { CopyCardsDocument, UseCopyCardDocument, type CopyKind } from '@adstudio/schema/client';
import { getToken } from '../../accounts/session';
import { COPY_PAGE_SIZE, COPY_STRINGS as S, DEFAULT_LINES } from '../copy.strings';
import { selectionOf } from '../copy.utils';
import { CopyCardResults } from './CopyCardResults';
import { LineCountSelect } from './LineCountSelect';
import type { CopyCard } from './CopyCardView';
import { TagClassSelects } from './TagClassSelects';

export interface CopySelection {
  mainLabel: string;
  secondLabel: string;
  thirdLabel: string;
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The card's copy as the three-field form takes it, and the card (for forms laid out otherwise). */
  onConfirm: (selection: CopySelection, card: CopyCard) => void;
  /** Tag classes offered as filters (default 143: every class). */
  classId?: string;
  /** Only classic or only original cards (default: both). */
  kind?: CopyKind;
}

/**
 * 文案库 (spec create-and-write §2 copy library drawer): bottom drawer at 85% height, a select per
 * tag class with 全部, 行数 1/2/3 (default 2), cards with a checkbox, 20 a page, 确认选择.
 */
export function CopyLibraryDrawer({ open, onClose, onConfirm, classId = '143', kind }: Props) {
  const [tags, setTags] = useState<Record<string, string>>({});
  const [lines, setLines] = useState<number>(DEFAULT_LINES);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<CopyCard | null>(null);
  const tagIds = Object.values(tags);
  const { data, previousData, loading, error, refetch } = useQuery(
    CopyCardsDocument,
    open
      ? {
          variables: {
            kind,
            tagIds: tagIds.length > 0 ? tagIds : null,
            lines,
            page,
            pageSize: COPY_PAGE_SIZE,
          },
        }
      : skipToken,
  );
  const [countUse] = useMutation(UseCopyCardDocument, { context: { handlesErrors: true } });
  const result = (data ?? previousData)?.copyCards;

  const confirm = () => {
    if (!chosen) return;
    onConfirm(selectionOf(chosen), chosen);
    // Counting a use needs an account; a guest's choice still fills the form.
    if (getToken()) void countUse({ variables: { id: chosen.id } }).catch(() => undefined);
    onClose();
  };

  return (
    <Drawer.Root
      open={open}
      placement="bottom"
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      lazyMount
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content h="85vh" roundedTop="lg">
            <Drawer.Header>
              <Drawer.Title>{S.library}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <HStack gap="4" wrap="wrap">
                  <TagClassSelects
                    classId={classId}
                    value={tags}
                    onChange={(next) => {
                      setTags(next);
                      setPage(1);
                    }}
                  />
                  <LineCountSelect
                    label={S.lines}
                    value={lines}
                    onChange={(next) => {
                      setLines(next);
                      setPage(1);
                    }}
                  />
                </HStack>
                <HStack gap="3">
                  <Text fontWeight="semibold">{S.examples}</Text>
                  {result && <Text color="fg.muted">{S.count(result.total)}</Text>}
                  <Text color="fg.subtle" fontSize="sm">
                    {S.hint}
                  </Text>
                </HStack>
                <CopyCardResults
                  result={result}
                  loading={loading}
                  error={error}
                  onRetry={() => refetch()}
                  onPage={setPage}
                  action={(card) => (
                    <Checkbox.Root
                      size="sm"
                      checked={chosen?.id === card.id}
                      onCheckedChange={(details) => {
                        setChosen(details.checked === true ? card : null);
                      }}
                    >
                      <Checkbox.HiddenInput aria-label={S.chooseCard(card.mainTitle)} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  )}
                />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" disabled={!chosen} onClick={confirm}>
                {S.confirmSelection}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

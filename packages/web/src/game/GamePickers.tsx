import { Button, chakra, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import type { GameMaterialsQuery } from '@adstudio/schema/client';
import { GAME_STRINGS as S } from './game.strings';

export type Art = GameMaterialsQuery['gameMaterials']['items'][number];

interface PickerProps {
  label: string;
  items: readonly Art[];
  selected: readonly string[];
  onToggle: (id: string) => void;
  testId: string;
  thumb?: number;
}

/** A row of a pack's pictures; a chosen one is framed. */
export function ArtPicker({ label, items, selected, onToggle, testId, thumb = 24 }: PickerProps) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Wrap gap="2">
        {items.map((item) => {
          const on = selected.includes(item.id);
          return (
            <chakra.button
              key={item.id}
              type="button"
              aria-pressed={on}
              aria-label={item.name}
              title={item.name}
              borderWidth="3px"
              borderColor={on ? 'brand.solid' : 'transparent'}
              borderRadius="md"
              bg="bg.muted"
              p="1"
              onClick={() => {
                onToggle(item.id);
              }}
            >
              <Image src={item.url} alt={item.name} h={thumb} maxW="40" objectFit="contain" />
              <Text fontSize="xs">{item.name}</Text>
            </chakra.button>
          );
        })}
      </Wrap>
    </Stack>
  );
}

interface RowProps {
  items: readonly Art[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  onAdd: () => void;
  onRemove: (() => void) | null;
  index: number;
}

/** A small-image row: several small images (可多选), + adds a row, − removes it (not the first). */
export function SmallImageRow({ items, selected, onChange, onAdd, onRemove, index }: RowProps) {
  return (
    <HStack gap="2" align="start" data-testid="small-row">
      <Stack flex="1" borderWidth="1px" borderRadius="md" p="2" gap="1">
        {selected.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {S.chooseSmall}
          </Text>
        )}
        <Wrap gap="1">
          {items.map((item) => {
            const on = selected.includes(item.id);
            return (
              <chakra.button
                key={item.id}
                type="button"
                aria-pressed={on}
                aria-label={`${item.name}（第${index + 1}行）`}
                borderWidth="2px"
                borderColor={on ? 'brand.solid' : 'transparent'}
                borderRadius="sm"
                onClick={() => {
                  onChange(on ? selected.filter((id) => id !== item.id) : [...selected, item.id]);
                }}
              >
                <Image src={item.url} alt={item.name} boxSize="12" />
              </chakra.button>
            );
          })}
        </Wrap>
      </Stack>
      <Button size="sm" variant="outline" aria-label={S.addRow} onClick={onAdd}>
        +
      </Button>
      {onRemove && (
        <Button size="sm" variant="outline" aria-label={S.removeRow} onClick={onRemove}>
          −
        </Button>
      )}
    </HStack>
  );
}

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

interface ToggleProps {
  item: Art;
  on: boolean;
  label: string;
  onClick: () => void;
  /** The small-image rows show thumbnails only; the pickers show a larger picture and its name. */
  compact?: boolean;
  thumb?: number;
}

/** One of a pack's pictures as a toggle button; a chosen one is framed. */
function ArtToggle({ item, on, label, onClick, compact = false, thumb = 24 }: ToggleProps) {
  return (
    <chakra.button
      type="button"
      aria-pressed={on}
      aria-label={label}
      title={item.name}
      borderWidth={compact ? '2px' : '3px'}
      borderColor={on ? 'brand.solid' : 'transparent'}
      borderRadius={compact ? 'sm' : 'md'}
      bg={compact ? undefined : 'bg.muted'}
      p={compact ? undefined : '1'}
      onClick={onClick}
    >
      {compact ? (
        <Image src={item.url} alt={item.name} boxSize="12" />
      ) : (
        <>
          <Image src={item.url} alt={item.name} h={thumb} maxW="40" objectFit="contain" />
          <Text fontSize="xs">{item.name}</Text>
        </>
      )}
    </chakra.button>
  );
}

/** A row of a pack's pictures to choose from. */
export function ArtPicker({ label, items, selected, onToggle, testId, thumb = 24 }: PickerProps) {
  return (
    <Stack gap="2" data-testid={testId}>
      <Text fontWeight="semibold" fontSize="sm">
        {label}
      </Text>
      <Wrap gap="2">
        {items.map((item) => (
          <ArtToggle
            key={item.id}
            item={item}
            on={selected.includes(item.id)}
            label={item.name}
            thumb={thumb}
            onClick={() => {
              onToggle(item.id);
            }}
          />
        ))}
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
              <ArtToggle
                key={item.id}
                item={item}
                on={on}
                compact
                label={`${item.name}（第${index + 1}行）`}
                onClick={() => {
                  onChange(on ? selected.filter((id) => id !== item.id) : [...selected, item.id]);
                }}
              />
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

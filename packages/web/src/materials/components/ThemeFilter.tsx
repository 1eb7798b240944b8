import { Box, Button, Heading, Wrap } from '@chakra-ui/react';
import type { ThemeTile_ThemeFragment } from '@adstudio/schema/client';
import { MATERIAL_STRINGS } from '../materials.strings';

interface ThemeFilterProps {
  themes: readonly ThemeTile_ThemeFragment[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Toggle buttons over the themes; the search page keeps the choice in theme_arr. */
export function ThemeFilter({ themes, selected, onChange }: ThemeFilterProps) {
  if (themes.length === 0) return null;
  return (
    <Box role="group" aria-label={MATERIAL_STRINGS.themes}>
      <Heading as="h2" size="sm" mb="3" color="gray.600">
        {MATERIAL_STRINGS.themes}
      </Heading>
      <Wrap gap="2">
        <Button
          size="xs"
          variant={selected.length === 0 ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={selected.length === 0}
          onClick={() => {
            onChange([]);
          }}
        >
          {MATERIAL_STRINGS.allThemes}
        </Button>
        {themes.map((theme) => {
          const on = selected.includes(theme.id);
          return (
            <Button
              key={theme.id}
              size="xs"
              variant={on ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={on}
              onClick={() => {
                onChange(on ? selected.filter((id) => id !== theme.id) : [...selected, theme.id]);
              }}
            >
              {theme.name}
            </Button>
          );
        })}
      </Wrap>
    </Box>
  );
}

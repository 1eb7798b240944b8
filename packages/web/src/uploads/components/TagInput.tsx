import { Button, HStack, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { readTagHistory, rememberTag } from '../tagHistory';
import { UPLOAD_STRINGS } from '../uploads.strings';

interface TagInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
}

/** Tags of the file(s) being edited, plus the locally kept history (spec platform-core §3, §5). */
export function TagInput({ tags, onChange }: TagInputProps) {
  const [draft, setDraft] = useState('');
  const [history, setHistory] = useState(readTagHistory);

  // spec §5: a new tag is added only if non-empty and not already present.
  const add = (raw: string) => {
    const name = raw.trim();
    if (!name) return;
    setHistory(rememberTag(name));
    if (!tags.includes(name)) onChange([...tags, name]);
  };

  return (
    <Stack gap="2">
      <HStack gap="2">
        <Input
          size="sm"
          value={draft}
          maxLength={20}
          aria-label={UPLOAD_STRINGS.tags}
          placeholder={UPLOAD_STRINGS.tagPlaceholder}
          onChange={(event) => {
            setDraft(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add(draft);
            setDraft('');
          }}
        />
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            add(draft);
            setDraft('');
          }}
        >
          {UPLOAD_STRINGS.addTag}
        </Button>
      </HStack>
      {tags.length > 0 && (
        <Wrap gap="1.5" aria-label="已选标签">
          {tags.map((tag) => (
            <Tag.Root key={tag} size="md" colorPalette="brand">
              <Tag.Label>{tag}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`${UPLOAD_STRINGS.removeTag} ${tag}`}
                  onClick={() => {
                    onChange(tags.filter((t) => t !== tag));
                  }}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      {history.length > 0 && (
        <Stack gap="1">
          <Text fontSize="xs" color="gray.500">
            {UPLOAD_STRINGS.tagHistory}
          </Text>
          <Wrap gap="1.5" aria-label={UPLOAD_STRINGS.tagHistory}>
            {history.map((tag) => (
              <Button
                key={tag}
                size="2xs"
                variant="subtle"
                onClick={() => {
                  add(tag);
                }}
              >
                {tag}
              </Button>
            ))}
          </Wrap>
        </Stack>
      )}
    </Stack>
  );
}

import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { hitTooltip } from '../../wordcheck/components/HighlightedText';
import { replaceSpan } from '../../wordcheck/wordcheck.utils';
import { useCopyCheck } from '../hooks/useCopyCheck';
import { SMART_STRINGS as S } from '../smart.strings';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Sample copy shown while empty (the poster form's defaults); the label otherwise. */
  placeholder?: string;
  /** A maximum length, enforced and shown as a counter (the single-image form, spec §2). */
  maxChars?: number;
}

/** A copy field checked by the word checker: each 禁用 hit with its legal basis and replacements. */
export function CopyField({ label, value, onChange, placeholder = label, maxChars }: Props) {
  const hits = useCopyCheck(value);
  return (
    <Stack gap="1">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        aria-invalid={hits.length > 0}
        maxLength={maxChars}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      {maxChars !== undefined && (
        <Text fontSize="xs" color="fg.muted" alignSelf="end" data-testid="copy-counter">
          {Array.from(value).length}/{maxChars}
        </Text>
      )}
      {hits.map((hit) => (
        <Stack
          key={`${hit.start}-${hit.end}`}
          gap="1"
          fontSize="xs"
          color="red.700"
          data-testid="copy-banned-hit"
          title={hitTooltip(hit)}
        >
          <Text fontWeight="semibold">
            {S.bannedHit(hit.matched)} · {hit.category}
          </Text>
          <Text>
            {S.legalBasis}：{hit.legalBasis || '—'}
          </Text>
          <HStack gap="1" wrap="wrap">
            {hit.suggestions.length === 0 ? (
              <Text>{S.noSuggestion}</Text>
            ) : (
              <>
                <Text>{S.suggestions}：</Text>
                {hit.suggestions.map((s) => (
                  <Button
                    key={s}
                    size="2xs"
                    variant="outline"
                    onClick={() => {
                      onChange(replaceSpan(value, hit.start, hit.end, s));
                    }}
                  >
                    {s}
                  </Button>
                ))}
              </>
            )}
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}

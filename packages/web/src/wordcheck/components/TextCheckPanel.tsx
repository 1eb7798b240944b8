import { skipToken, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Spinner,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { CheckWordsDocument } from '@adstudio/schema/client';
import { useCopy } from '../hooks/useCopy';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import {
  CHECK_DEBOUNCE_MS,
  CONTENT_MAX_CHARS,
  GENERAL_INDUSTRY,
  HIT_LIST_LIMIT,
} from '../wordcheck.constants';
import { SEVERITY_COLORS, WORDCHECK_STRINGS as S } from '../wordcheck.strings';
import { cleanedText, maskedText, outermost, replaceSpan } from '../wordcheck.utils';
import { HighlightedText, hitTooltip, nestedWords, type Hit } from './HighlightedText';
import { IndustrySelect } from './IndustrySelect';

const VERDICT_COLORS: Record<string, string> = { pass: 'green', review: 'orange', reject: 'red' };

/** Paste text, pick an industry; hits are marked in place and can be replaced in one click. */
export function TextCheckPanel({ initialContent = '' }: { initialContent?: string }) {
  const [content, setContent] = useState(initialContent);
  const [industry, setIndustry] = useState<string>(GENERAL_INDUSTRY);
  const [selected, setSelected] = useState<Hit | null>(null);
  const settled = useDebouncedValue(content, CHECK_DEBOUNCE_MS);
  const tooLong = content.length > CONTENT_MAX_CHARS;
  const { data, loading } = useQuery(
    CheckWordsDocument,
    !settled.trim() || tooLong
      ? skipToken
      : { variables: { content: settled, industry }, fetchPolicy: 'no-cache' },
  );
  // Results speak of the text they were computed for: only while it is still the text shown.
  const current = settled === content && content.trim() !== '' ? data?.checkWords : undefined;
  const hits = useMemo(() => current?.hits ?? [], [current]);
  const marked = useMemo(() => outermost(hits), [hits]);
  const copy = useCopy();

  const replace = (hit: Hit, suggestion: string) => {
    setContent(replaceSpan(content, hit.start, hit.end, suggestion));
    setSelected(null);
  };

  return (
    <Stack gap="4">
      <Flex gap="4" align="end" wrap="wrap">
        <IndustrySelect value={industry} onChange={setIndustry} />
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={!current}
            onClick={() => void copy(cleanedText(content, hits))}
          >
            {S.copyCleaned}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={!current}
            onClick={() => void copy(maskedText(content, hits))}
          >
            {S.copyMasked}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setContent('');
              setSelected(null);
            }}
          >
            {S.clear}
          </Button>
        </HStack>
      </Flex>
      <Field.Root invalid={tooLong}>
        <Field.Label>{S.contentLabel}</Field.Label>
        <Textarea
          value={content}
          onChange={(e) => {
            setContent(e.currentTarget.value);
            setSelected(null);
          }}
          placeholder={S.contentPlaceholder}
          rows={8}
          resize="vertical"
        />
        <Field.HelperText>
          {content.length.toLocaleString()} / {CONTENT_MAX_CHARS.toLocaleString()}
        </Field.HelperText>
        {tooLong && <Field.ErrorText>{S.tooLong}</Field.ErrorText>}
      </Field.Root>

      {content.trim() !== '' && !tooLong && (
        <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
          <Stack flex="3" gap="3" minW="0" w="full">
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{S.preview}</Text>
              {(loading || !current) && (
                <HStack gap="1" color="fg.muted">
                  <Spinner size="xs" />
                  <Text fontSize="sm">{S.checking}</Text>
                </HStack>
              )}
              {current && (
                <>
                  <Badge colorPalette={VERDICT_COLORS[current.verdict] ?? 'gray'}>
                    {S.verdicts[current.verdict] ?? current.verdict}
                  </Badge>
                  <Badge colorPalette="red">禁用 {current.summary.banned}</Badge>
                  <Badge colorPalette="orange">敏感 {current.summary.sensitive}</Badge>
                  <Badge colorPalette="yellow">疑似 {current.summary.suspect}</Badge>
                </>
              )}
            </HStack>
            {current?.truncated && (
              <Text fontSize="sm" color="fg.muted">
                {S.truncated(current.total)}
              </Text>
            )}
            {current && current.whitelisted > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {S.whitelisted(current.whitelisted)}
              </Text>
            )}
            <Box borderWidth="1px" borderRadius="md" p="4" maxH="32rem" overflowY="auto">
              <HighlightedText
                text={content}
                hits={current ? hits : []}
                selected={selected}
                onSelect={setSelected}
              />
            </Box>
            {current && current.contacts.length > 0 && (
              <Text fontSize="sm">
                {S.contacts}：
                {current.contacts
                  .map((c) => `${S.contactKinds[c.kind] ?? c.kind} ${c.matched}`)
                  .join('；')}
              </Text>
            )}
          </Stack>
          <Stack flex="2" gap="3" w="full">
            <Text fontWeight="semibold">
              {S.hitList}
              {current ? `（${current.total}）` : ''}
            </Text>
            {current && hits.length === 0 && <Text color="fg.muted">{S.noHits}</Text>}
            {selected && (
              <HitCard
                hit={selected}
                onReplace={(s) => {
                  replace(selected, s);
                }}
                highlighted
              />
            )}
            {marked.slice(0, HIT_LIST_LIMIT).map((hit) =>
              hit === selected ? null : (
                <HitCard
                  key={`${hit.start}-${hit.end}`}
                  hit={hit}
                  onReplace={(s) => {
                    replace(hit, s);
                  }}
                />
              ),
            )}
            {marked.length > HIT_LIST_LIMIT && (
              <Text fontSize="sm" color="fg.muted">
                {S.more(marked.length - HIT_LIST_LIMIT)}
              </Text>
            )}
          </Stack>
        </Flex>
      )}
    </Stack>
  );
}

function HitCard({
  hit,
  onReplace,
  highlighted = false,
}: {
  hit: Hit;
  onReplace: (suggestion: string) => void;
  highlighted?: boolean;
}) {
  const color = SEVERITY_COLORS[hit.severity] ?? 'gray';
  return (
    <Box
      as="article"
      aria-label={`命中 ${hit.matched}`}
      borderWidth={highlighted ? '2px' : '1px'}
      borderColor={highlighted ? `${color}.500` : undefined}
      borderRadius="md"
      p="3"
      title={hitTooltip(hit)}
    >
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{hit.matched}</Text>
        {hit.matched !== hit.word && <Text color="fg.muted">→ {hit.word}</Text>}
        <Badge colorPalette={color}>{hit.severity}</Badge>
        <Badge variant="outline">{hit.category}</Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" mt="1">
        {S.legalBasis}：{hit.legalBasis || '—'} · {S.industryApplied}：{hit.industry}
        {hit.normalisations.length > 0 &&
          ` · ${S.normalisation}：${hit.normalisations.map((n) => n.label).join('、')}`}
      </Text>
      {hit.nested.length > 0 && (
        <Text fontSize="sm" mt="1">
          {S.nested}：{nestedWords(hit)}
        </Text>
      )}
      <Wrap gap="2" mt="2">
        {hit.suggestions.length === 0 ? (
          <Text fontSize="sm">{S.noSuggestion}</Text>
        ) : (
          hit.suggestions.map((s) => (
            <Button
              key={s}
              size="xs"
              variant="subtle"
              onClick={() => {
                onReplace(s);
              }}
            >
              {S.replaceWith(s)}
            </Button>
          ))
        )}
      </Wrap>
      {hit.notes.length > 0 && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {S.notes}：{hit.notes.join('；')}
        </Text>
      )}
    </Box>
  );
}

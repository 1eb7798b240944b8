import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import {
  AddLexiconEntryDocument,
  LexiconEntriesDocument,
  SetLexiconEntryEnabledDocument,
  WordCheckVocabularyDocument,
  type LexiconAdmin_EntryFragment,
  type WordCheckVocabularyQuery,
} from '@adstudio/schema/client';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';
import { notify } from '../../shared/toaster';
import { Pager } from '../../shared/components/Pager';
import { LEXICON_ADMIN_STRINGS as S, LEXICON_PAGE_SIZE } from '../lexiconAdmin.strings';

const splitList = (text: string) =>
  text
    .split(/[,，、]/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** The lexicon: search by word and severity, add a word, enable or disable one. */
export function LexiconEntriesPanel() {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const [severity, setSeverity] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(LexiconEntriesDocument, {
    variables: { keyword, severity: severity || null, page, pageSize: LEXICON_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.lexiconEntries;
  const [setEnabled] = useMutation(SetLexiconEntryEnabledDocument);
  const vocabulary = useQuery(WordCheckVocabularyDocument).data?.wordCheckVocabulary;

  const toggle = async (entry: LexiconAdmin_EntryFragment) => {
    const { word, category, severity: level, legalBasis, suggestions, industries } = entry;
    const input = { word, category, severity: level, legalBasis, suggestions, industries };
    const { data: done } = await setEnabled({
      variables: {
        id: entry.id,
        input: { ...input, homophone: entry.homophone },
        enabled: !entry.enabled,
      },
    }).catch(() => ({ data: undefined }));
    if (done) notify({ type: 'success', title: S.toggled(word, !entry.enabled) });
  };

  return (
    <Stack gap="5">
      {vocabulary && (
        <AddEntryForm
          vocabulary={vocabulary}
          onAdded={() => {
            setPage(1);
          }}
        />
      )}
      <HStack
        as="form"
        gap="3"
        wrap="wrap"
        onSubmit={(e: SyntheticEvent) => {
          e.preventDefault();
          setKeyword(draft.trim() || null);
          setPage(1);
        }}
      >
        <Input
          maxW="xs"
          aria-label={S.keyword}
          placeholder={S.keywordPlaceholder}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
          }}
        />
        <NativeSelect.Root w="36">
          <NativeSelect.Field
            aria-label={S.severity}
            value={severity}
            onChange={(e) => {
              setSeverity(e.target.value);
              setPage(1);
            }}
          >
            <option value="">{S.allSeverities}</option>
            {vocabulary?.severities.map((level) => (
              <option key={level}>{level}</option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button type="submit" colorPalette="brand" loading={loading && !result}>
          {S.search}
        </Button>
        {result && (
          <Text color="fg.muted" fontSize="sm" ml="auto">
            {S.total(result.total)}
          </Text>
        )}
      </HStack>
      <ListStatus
        loading={loading}
        error={error}
        empty={!result || result.items.length === 0}
        onRetry={() => refetch()}
        emptyText={S.empty}
        skeleton={LIST_SPINNER}
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{S.word}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.category}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.severity}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                {S.legalBasis}
              </Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                {S.suggestions}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{S.industries}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.state}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {result?.items.map((entry) => (
              <Table.Row key={entry.id} data-testid="lexicon-row">
                <Table.Cell fontWeight="medium">{entry.word}</Table.Cell>
                <Table.Cell>{entry.category}</Table.Cell>
                <Table.Cell>{entry.severity}</Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }} color="fg.muted">
                  {entry.legalBasis}
                </Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }} color="fg.muted">
                  {entry.suggestions.join('、')}
                </Table.Cell>
                <Table.Cell>{entry.industries.join('、') || S.general}</Table.Cell>
                <Table.Cell>
                  <HStack gap="2">
                    <Badge colorPalette={entry.enabled ? 'green' : 'gray'}>
                      {entry.enabled ? S.enabled : S.disabled}
                    </Badge>
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${entry.enabled ? S.disable : S.enable} ${entry.word}`}
                      onClick={() => void toggle(entry)}
                    >
                      {entry.enabled ? S.disable : S.enable}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListStatus>
      {result && (
        <Pager
          page={result.page}
          pageSize={result.pageSize}
          total={result.total}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}

/** A labelled native select over a fixed list. */
function Choice(props: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect.Root w="40" flexShrink="0">
      <NativeSelect.Field
        aria-label={props.label}
        value={props.value}
        onChange={(e) => {
          props.onChange(e.target.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

interface AddEntryFormProps {
  vocabulary: WordCheckVocabularyQuery['wordCheckVocabulary'];
  onAdded: () => void;
}

function AddEntryForm({ vocabulary, onAdded }: AddEntryFormProps) {
  const { categories, severities, industries } = vocabulary;
  const [word, setWord] = useState('');
  const [category, setCategory] = useState(categories[0] ?? '');
  const [severity, setSeverity] = useState(severities[0] ?? '');
  // The first industry is 通用: an entry without industries.
  const [industry, setIndustry] = useState(industries[0] ?? '');
  const [legalBasis, setLegalBasis] = useState('');
  const [suggestions, setSuggestions] = useState('');
  const [add, { loading }] = useMutation(AddLexiconEntryDocument, {
    refetchQueries: [LexiconEntriesDocument],
  });

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    if (!word.trim()) {
      notify({ type: 'warning', title: S.required(S.word) });
      return;
    }
    // A refusal is shown by the error link; the form keeps what was typed.
    const { data } = await add({
      variables: {
        input: {
          word: word.trim(),
          category,
          severity,
          industries: industry === industries[0] ? [] : [industry],
          legalBasis: legalBasis.trim() || null,
          suggestions: splitList(suggestions),
        },
      },
    }).catch(() => ({ data: undefined }));
    if (!data) return;
    notify({ type: 'success', title: S.added(data.addLexiconEntry.word) });
    setWord('');
    setSuggestions('');
    onAdded();
  };

  const field = (label: string, value: string, set: (v: string) => void, placeholder = label) => (
    <Input
      maxW="xs"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => {
        set(e.target.value);
      }}
    />
  );

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      onSubmit={(e: SyntheticEvent) => void submit(e)}
    >
      <Text fontWeight="semibold">{S.addWord}</Text>
      <HStack gap="3" wrap="wrap" align="start">
        {field(S.word, word, setWord)}
        <Choice label={S.category} value={category} options={categories} onChange={setCategory} />
        <Choice
          label={`${S.addWord}${S.severity}`}
          value={severity}
          options={severities}
          onChange={setSeverity}
        />
        <Choice label={S.industries} value={industry} options={industries} onChange={setIndustry} />
      </HStack>
      <HStack gap="3" wrap="wrap" align="start">
        {field(S.legalBasis, legalBasis, setLegalBasis)}
        {field(S.suggestions, suggestions, setSuggestions, S.suggestionsHint)}
        <Button type="submit" colorPalette="brand" loading={loading} flexShrink="0">
          {S.add}
        </Button>
      </HStack>
    </Stack>
  );
}

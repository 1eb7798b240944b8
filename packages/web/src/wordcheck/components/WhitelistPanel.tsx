import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, Stack, Table } from '@chakra-ui/react';
import { useState, type SyntheticEvent } from 'react';
import {
  AddWhitelistEntryDocument,
  RemoveWhitelistEntryDocument,
  WordWhitelistDocument,
} from '@adstudio/schema/client';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';
import { notify } from '../../shared/toaster';
import { LEXICON_ADMIN_STRINGS as S } from '../lexiconAdmin.strings';

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : S.noEnd);

/** Phrases let through for one team or all, until a date: list, add, remove. */
export function WhitelistPanel() {
  const { data, loading, error, refetch } = useQuery(WordWhitelistDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const changes = { refetchQueries: [WordWhitelistDocument], awaitRefetchQueries: true };
  const [add, adding] = useMutation(AddWhitelistEntryDocument, changes);
  const [remove] = useMutation(RemoveWhitelistEntryDocument, changes);
  const [phrase, setPhrase] = useState('');
  const [team, setTeam] = useState('');
  const [note, setNote] = useState('');
  const [until, setUntil] = useState('');

  const submit = async (e: SyntheticEvent) => {
    e.preventDefault();
    const missing = !phrase.trim() ? S.phrase : !note.trim() ? S.note : null;
    if (missing) {
      notify({ type: 'warning', title: S.required(missing) });
      return;
    }
    const input = {
      phrase: phrase.trim(),
      team: team.trim() || null,
      note: note.trim(),
      until: until || null,
    };
    // A refusal is shown by the error link; the form keeps what was typed.
    const { data: done } = await add({ variables: { input } }).catch(() => ({ data: undefined }));
    if (!done) return;
    setPhrase('');
    setNote('');
  };

  const entries = data?.wordWhitelist;
  const bind = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
  };
  return (
    <Stack gap="5">
      <HStack
        as="form"
        gap="3"
        wrap="wrap"
        align="start"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        onSubmit={(e: SyntheticEvent) => void submit(e)}
      >
        <Input
          maxW="48"
          aria-label={S.phrase}
          placeholder={S.phrase}
          value={phrase}
          onChange={bind(setPhrase)}
        />
        <Input
          maxW="40"
          aria-label={S.team}
          placeholder={S.allTeams}
          value={team}
          onChange={bind(setTeam)}
        />
        <Input
          maxW="64"
          aria-label={S.note}
          placeholder={S.note}
          value={note}
          onChange={bind(setNote)}
        />
        <Input maxW="44" type="date" aria-label={S.until} value={until} onChange={bind(setUntil)} />
        <Button type="submit" colorPalette="brand" loading={adding.loading}>
          {S.addPhrase}
        </Button>
      </HStack>
      <ListStatus
        loading={loading}
        error={error}
        empty={!entries || entries.length === 0}
        onRetry={() => refetch()}
        emptyText={S.whitelistEmpty}
        skeleton={LIST_SPINNER}
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{S.phrase}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.team}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.note}</Table.ColumnHeader>
              <Table.ColumnHeader>{S.until}</Table.ColumnHeader>
              <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>
                {S.createdBy}
              </Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries?.map((entry) => (
              <Table.Row key={entry.id} data-testid="whitelist-row">
                <Table.Cell fontWeight="medium">{entry.phrase}</Table.Cell>
                <Table.Cell>{entry.team ?? S.allTeams}</Table.Cell>
                <Table.Cell color="fg.muted">{entry.note}</Table.Cell>
                <Table.Cell>{day(entry.until)}</Table.Cell>
                <Table.Cell display={{ base: 'none', md: 'table-cell' }}>
                  {entry.createdBy}
                </Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`${S.remove} ${entry.phrase}`}
                    onClick={() =>
                      void remove({ variables: { id: entry.id } })
                        .then(({ data: done }) => {
                          if (done) notify({ type: 'success', title: S.removed(entry.phrase) });
                        })
                        .catch(() => undefined)
                    }
                  >
                    {S.remove}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListStatus>
    </Stack>
  );
}

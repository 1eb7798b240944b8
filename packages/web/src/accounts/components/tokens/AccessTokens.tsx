import { Badge, Box, Button, Checkbox, Code, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type SyntheticEvent } from 'react';
import {
  AccessTokensDocument,
  AccessTokenUsesDocument,
  AllAccessTokenUsesDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
  type AccessTokenScope,
  type AccessTokens_TokenFragment,
} from '@adstudio/schema/client';
import { formatDateTime } from '../../../shared/utils/format';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { notify } from '../../../shared/toaster';
import { useViewer } from '../../hooks/useViewer';
import { SCOPE_LABEL, SCOPE_OPTIONS, TOKEN_STRINGS as S, USES_PAGE_SIZE } from './tokens.strings';

const dateOf = (iso: string | null) => (iso ? formatDateTime(iso) : null);

/**
 * 访问令牌 (issue 33 item 5): the viewer creates tokens for other tools (shown once), sees each
 * one's last use and its recent uses, and revokes them; an admin also sees every token's uses.
 */
export function AccessTokens() {
  const { isAdmin } = useViewer();
  const { data } = useQuery(AccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<AccessTokens_TokenFragment | null>(null);
  const [revoke, revokeState] = useMutation(RevokeAccessTokenDocument, {
    refetchQueries: [AccessTokenUsesDocument],
  });
  const tokens = data?.accessTokens ?? [];

  return (
    <Stack gap="3" fontSize="sm">
      <Text color="gray.600">{S.intro}</Text>
      {created ? (
        <CreatedToken
          token={created}
          onDone={() => {
            setCreated(null);
          }}
        />
      ) : (
        <CreateForm onCreated={setCreated} />
      )}
      {tokens.length === 0 ? (
        <Text color="gray.500">{S.empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={S.section}>
          {tokens.map((token) => (
            <Box
              as="li"
              key={token.id}
              data-testid="access-token"
              borderWidth="1px"
              p="2"
              borderRadius="md"
            >
              <Flex justify="space-between" gap="2" align="center">
                <Text fontWeight="medium" truncate>
                  {token.name}
                </Text>
                {token.revokedAt ? (
                  <Badge colorPalette="gray">{S.revoked}</Badge>
                ) : (
                  <Button
                    size="2xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => {
                      setRevoking(token);
                    }}
                  >
                    {S.revoke}
                  </Button>
                )}
              </Flex>
              <Code fontSize="xs">{token.prefix}…</Code>
              <Flex gap="1" wrap="wrap" my="1">
                {token.scopes.map((scope) => (
                  <Badge key={scope} size="sm">
                    {SCOPE_LABEL[scope]}
                  </Badge>
                ))}
              </Flex>
              <Text color="gray.600">{S.lastUsed(dateOf(token.lastUsedAt))}</Text>
              <Text color="gray.600">{S.expires(dateOf(token.expiresAt))}</Text>
            </Box>
          ))}
        </Stack>
      )}
      {tokens.length > 0 && <OwnUses />}
      {isAdmin && <AllUses />}
      <ConfirmDialog
        open={revoking !== null}
        title={S.revoke}
        loading={revokeState.loading}
        onCancel={() => {
          setRevoking(null);
        }}
        onConfirm={() => {
          if (!revoking) return;
          void revoke({ variables: { id: revoking.id } }).then(
            () => {
              setRevoking(null);
              notify({ type: 'success', title: S.revokedNotice });
            },
            // The error link has shown the server's message.
            () => {
              setRevoking(null);
            },
          );
        }}
      >
        {revoking && S.revokeConfirm(revoking.name)}
      </ConfirmDialog>
    </Stack>
  );
}

function CreateForm({ onCreated }: { onCreated: (token: string) => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<AccessTokenScope[]>(['READ']);
  const [expiresOn, setExpiresOn] = useState('');
  const [create, state] = useMutation(CreateAccessTokenDocument, {
    refetchQueries: [AccessTokensDocument],
    awaitRefetchQueries: true,
  });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (scopes.length === 0) {
      notify({ type: 'warning', title: S.chooseScope });
      return;
    }
    void create({ variables: { name, scopes, expiresOn: expiresOn || null } }).then(
      (result) => {
        const token = result.data?.createAccessToken.token;
        if (token) onCreated(token);
      },
      // The error link has shown the server's Chinese message.
      () => undefined,
    );
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit} aria-label={S.create}>
      <Input
        size="sm"
        aria-label={S.name}
        placeholder={S.namePlaceholder}
        value={name}
        maxLength={40}
        required
        onChange={(e) => {
          setName(e.target.value);
        }}
      />
      <Text>{S.scopes}</Text>
      <Flex gap="2" wrap="wrap">
        {SCOPE_OPTIONS.map((option) => (
          <Checkbox.Root
            key={option.value}
            size="sm"
            checked={scopes.includes(option.value)}
            onCheckedChange={(details) => {
              setScopes((current) =>
                details.checked === true
                  ? SCOPE_OPTIONS.map((o) => o.value).filter(
                      (v) => v === option.value || current.includes(v),
                    )
                  : current.filter((v) => v !== option.value),
              );
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{option.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      <Text>{S.expiresOn}</Text>
      <Input
        size="sm"
        type="date"
        aria-label={S.expiresOn}
        value={expiresOn}
        onChange={(e) => {
          setExpiresOn(e.target.value);
        }}
      />
      <Button type="submit" size="sm" colorPalette="blue" loading={state.loading}>
        {S.create}
      </Button>
    </Stack>
  );
}

function CreatedToken({ token, onDone }: { token: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor="green.300"
      bg="green.50"
      p="2"
      borderRadius="md"
      role="status"
    >
      <Text fontWeight="semibold">{S.createdTitle}</Text>
      <Text color="orange.700">{S.shownOnce}</Text>
      <Code data-testid="new-token" wordBreak="break-all" whiteSpace="normal">
        {token}
      </Code>
      <Flex gap="2">
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(token).then(() => {
              setCopied(true);
            });
          }}
        >
          {copied ? S.copied : S.copy}
        </Button>
        <Button size="xs" onClick={onDone}>
          {S.done}
        </Button>
      </Flex>
    </Stack>
  );
}

interface UseItem {
  id: string;
  tokenName: string;
  userName?: string;
  operation: string;
  usedAt: string;
}

function OwnUses() {
  const { data } = useQuery(AccessTokenUsesDocument, {
    variables: { page: 1, pageSize: USES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return <UseList title={S.uses} page={data?.accessTokenUses} />;
}

function AllUses() {
  const { data } = useQuery(AllAccessTokenUsesDocument, {
    variables: { page: 1, pageSize: USES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return <UseList title={S.allUses} page={data?.allAccessTokenUses} />;
}

function UseList({ title, page }: { title: string; page?: { total: number; items: UseItem[] } }) {
  const items = page?.items ?? [];
  return (
    <Stack gap="1" aria-label={title} as="section">
      <Text fontWeight="medium">
        {title}
        {page ? `（${page.total}）` : ''}
      </Text>
      {items.length === 0 ? (
        <Text color="gray.500">{S.noUses}</Text>
      ) : (
        <Stack as="ol" gap="1" listStyleType="none">
          {items.map((use) => (
            <Box as="li" key={use.id} data-testid="token-use" color="gray.700">
              <Text fontSize="xs" color="gray.500">
                {[formatDateTime(use.usedAt), use.tokenName, use.userName]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Text fontSize="xs" wordBreak="break-all">
                {use.operation}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { useLazyQuery } from '@apollo/client/react';
import { Badge, Box, Button, Field, Flex, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { CheckUrlsDocument } from '@adstudio/schema/client';
import { notify } from '../../shared/toaster';
import { GENERAL_INDUSTRY, LINKS_MAX } from '../wordcheck.constants';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';
import { parseLinks } from '../wordcheck.utils';
import { IndustrySelect } from './IndustrySelect';

const STATUS_COLORS: Record<string, string> = {
  ok: 'green',
  flagged: 'orange',
  blocked: 'red',
  refused: 'red',
  unreachable: 'gray',
  invalid: 'gray',
};

/** Links: blocked domains, words in the link, and the page's own text (fetched safely by the api). */
export function UrlCheckPanel() {
  const [input, setInput] = useState('');
  const [industry, setIndustry] = useState<string>(GENERAL_INDUSTRY);
  const [run, { data, loading }] = useLazyQuery(CheckUrlsDocument, { fetchPolicy: 'no-cache' });

  const submit = () => {
    const links = parseLinks(input);
    if (links.length === 0) {
      notify({ type: 'warning', title: S.emptyLinks });
      return;
    }
    if (links.length > LINKS_MAX) {
      notify({ type: 'warning', title: S.tooManyLinks });
      return;
    }
    void run({ variables: { links, industry } });
  };

  return (
    <Stack gap="4">
      <Flex gap="4" align="end" wrap="wrap">
        <IndustrySelect value={industry} onChange={setIndustry} />
        <Button size="sm" colorPalette="blue" loading={loading} onClick={submit}>
          {S.checkLinks}
        </Button>
      </Flex>
      <Field.Root>
        <Field.Label>{S.linksLabel}</Field.Label>
        <Textarea
          value={input}
          onChange={(e) => {
            setInput(e.currentTarget.value);
          }}
          placeholder={S.linksPlaceholder}
          rows={5}
        />
      </Field.Root>
      {data && (
        <Box overflowX="auto">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>链接</Table.ColumnHeader>
                <Table.ColumnHeader>结果</Table.ColumnHeader>
                <Table.ColumnHeader>说明</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.checkUrls.map((r, i) => {
                const linkWords = r.urlHits?.hits.map((h) => h.word) ?? [];
                const pageWords = r.page?.result?.hits.map((h) => h.word) ?? [];
                return (
                  <Table.Row key={`${i}-${r.link}`}>
                    <Table.Cell maxW="xs" wordBreak="break-all">
                      {r.link}
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLORS[r.status] ?? 'gray'}>
                        {S.linkStatus[r.status] ?? r.status}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {r.reason && <Text>{r.reason}</Text>}
                      {r.blockedBy && <Text fontSize="sm">{r.blockedBy}</Text>}
                      {linkWords.length > 0 && (
                        <Text fontSize="sm">
                          {S.linkWords}：{[...new Set(linkWords)].join('、')}
                        </Text>
                      )}
                      {pageWords.length > 0 && (
                        <Text fontSize="sm">
                          {S.pageWords}（{r.page?.result?.total}）：
                          {[...new Set(pageWords)].slice(0, 20).join('、')}
                        </Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

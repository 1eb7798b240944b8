import { Badge, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { MyTemplateSubmissionsDocument, type TemplateReviewStatus } from '@adstudio/schema/client';
import { useSession, type UserInfo } from '../../accounts/session';
import { formatDateTime } from '../../shared/utils/format';
import { PATHS } from '../../shared/paths';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';

// The designer's loop (issue 32 item 9): each submitted template with 待审核 / 已通过 / 未通过 and,
// when it was turned down, the reviewer's reason.
export const MY_TEMPLATES_STRINGS = {
  title: '我的模板',
  empty: '还没有提交过模板',
  status: { PENDING: '待审核', PASS: '已通过', REJECT: '未通过' } satisfies Record<
    TemplateReviewStatus,
    string
  >,
  reason: (r: string) => `未通过原因：${r}`,
  // A rejected template opens in the editor; 提交审核 there sends it back to 待审核.
  reedit: '重新编辑',
  preview: (name: string) => `${name} 预览图`,
} as const;
const S = MY_TEMPLATES_STRINGS;
const PALETTE: Record<TemplateReviewStatus, string> = {
  PENDING: 'orange',
  PASS: 'green',
  REJECT: 'red',
};

/** 重新编辑: a rejected template in the editor's tab, to fix and submit again by its id. */
export function resubmitHref(submissionId: string, user: UserInfo | null, token: string | null) {
  const query = new URLSearchParams({
    userType: 'designer',
    tempNew: 'false',
    submissionId,
    user_id: user?.id ?? '',
    token: token ?? '',
  });
  return `${PATHS.editorPage}?${query.toString()}`;
}

/** 我的模板: the viewer's submitted templates, newest first. */
export function MyTemplates() {
  const mine = useQuery(MyTemplateSubmissionsDocument, { fetchPolicy: 'cache-and-network' });
  const items = mine.data?.myTemplateSubmissions.items ?? [];
  const { token, userInfo } = useSession();
  return (
    <ListStatus
      loading={mine.loading}
      error={mine.error}
      empty={items.length === 0}
      onRetry={() => mine.refetch()}
      emptyText={S.empty}
      skeleton={LIST_SPINNER}
    >
      <Stack as="ul" gap="3" listStyleType="none" aria-label={S.title}>
        {items.map((t) => (
          <HStack
            as="li"
            key={t.id}
            gap="3"
            align="flex-start"
            borderWidth="1px"
            borderRadius="md"
            p="3"
          >
            <Image
              src={t.previewUrl}
              alt={S.preview(t.name)}
              h="20"
              w="auto"
              maxW="32"
              objectFit="contain"
            />
            <Stack gap="1" minW="0">
              <HStack gap="2">
                <Text fontWeight="semibold">{t.name}</Text>
                <Badge colorPalette={PALETTE[t.status]}>{S.status[t.status]}</Badge>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t.width}×{t.height} · {formatDateTime(t.createdAt)}
              </Text>
              {t.status === 'REJECT' && t.reason && (
                <Text fontSize="sm" color="red.600">
                  {S.reason(t.reason)}
                </Text>
              )}
              {t.status === 'REJECT' && (
                <Button asChild variant="outline" size="xs" alignSelf="flex-start">
                  <a
                    href={resubmitHref(t.id, userInfo, token)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {S.reedit}
                  </a>
                </Button>
              )}
            </Stack>
          </HStack>
        ))}
      </Stack>
    </ListStatus>
  );
}

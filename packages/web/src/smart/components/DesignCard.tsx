import { Badge, Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { SmartProfileQuery } from '@adstudio/schema/client';
import { useSession } from '../../accounts/session';
import { editorHref } from '../../templates/templates.utils';
import { SMART_STRINGS as S } from '../smart.strings';

export type Design = SmartProfileQuery['smartProfile']['designs'][number];

/** A recommended template: its own preview, why it was chosen, what to watch, 在线编辑. */
export function DesignCard({ design }: { design: Design }) {
  const { token, userInfo } = useSession();
  const { template, match } = design;
  return (
    <Stack borderWidth="1px" borderRadius="md" p="2" gap="2" data-testid="design-card">
      <Image src={template.previewUrl} alt={template.name} borderRadius="sm" />
      <HStack gap="1" wrap="wrap">
        {match.reasons.map((reason) => (
          <Badge key={reason} colorPalette="green" data-testid="design-reason">
            {reason}
          </Badge>
        ))}
      </HStack>
      {match.warnings.map((warning) => (
        <Text key={warning} fontSize="xs" color="orange.600">
          {warning}
        </Text>
      ))}
      <Box>
        <Button asChild size="xs" colorPalette="brand">
          <a
            href={editorHref(template.id, userInfo, token)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {S.onlineEdit}
          </a>
        </Button>
      </Box>
    </Stack>
  );
}

import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { TEMPLATE_STRINGS } from '../templates.strings';

/**
 * The address 在线编辑 opens. The editor itself is the next issue; until then the page says so
 * plainly and shows which template it was asked for (never the token).
 */
export function EditorPage() {
  const [params] = useSearchParams();
  const shown = ['userType', 'tempNew', 'tempId', 'user_id'] as const;
  return (
    <Stack gap="4" py="10" px={{ base: '4', md: '8' }} maxW="3xl" mx="auto" w="full">
      <Heading as="h1" size="xl">
        {TEMPLATE_STRINGS.editorTitle}
      </Heading>
      <Text>{TEMPLATE_STRINGS.editorPending}</Text>
      <Box borderWidth="1px" borderRadius="md" p="4" fontSize="sm" color="fg.muted">
        <Text fontWeight="semibold" mb="1">
          {TEMPLATE_STRINGS.editorParams}
        </Text>
        {shown.map((key) => (
          <Text key={key} data-testid={`editor-${key}`}>
            {key}: {params.get(key) ?? ''}
          </Text>
        ))}
      </Box>
      <Button asChild alignSelf="start" colorPalette="brand" size="sm">
        <RouterLink to={PATHS.modelCenter}>{TEMPLATE_STRINGS.backToCentre}</RouterLink>
      </Button>
    </Stack>
  );
}

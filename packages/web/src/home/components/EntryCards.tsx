import { Badge, Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { showNotOpen } from '../../shared/toaster';
import type { Entry, EntryGroup } from '../home.constants';

function EntryBody({ entry }: { entry: Entry }) {
  return (
    <Card.Body gap="1.5" p="5">
      <Stack direction="row" align="center" gap="2" wrap="wrap">
        <Card.Title fontSize="md">{entry.title}</Card.Title>
        {entry.badge && (
          <Badge size="sm" colorPalette="gray">
            {entry.badge}
          </Badge>
        )}
      </Stack>
      <Card.Description fontSize="sm">{entry.description}</Card.Description>
    </Card.Body>
  );
}

const cardStyle = {
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'box-shadow 0.2s, transform 0.2s',
  _hover: { shadow: 'md', transform: 'translateY(-2px)' },
} as const;

function EntryCard({ entry }: { entry: Entry }) {
  const { action } = entry;
  if (action.kind === 'link') {
    return (
      <Card.Root asChild {...cardStyle}>
        <RouterLink to={action.to}>
          <EntryBody entry={entry} />
        </RouterLink>
      </Card.Root>
    );
  }
  return (
    <Card.Root asChild {...cardStyle}>
      <button
        type="button"
        onClick={() => {
          showNotOpen(action.message);
        }}
      >
        <EntryBody entry={entry} />
      </button>
    </Card.Root>
  );
}

/** spec platform-core §2 "Main home": quick-create and quick-write entry cards. */
export function EntryCards({ groups }: { groups: EntryGroup[] }) {
  return (
    <Stack gap="10">
      {groups.map((group) => (
        <Box as="section" key={group.title} aria-labelledby={`entry-${group.title}`}>
          <Stack direction="row" align="baseline" gap="3" mb="4">
            <Heading as="h2" size="xl" id={`entry-${group.title}`}>
              {group.title}
            </Heading>
            <Text color="gray.500" fontSize="sm">
              {group.subtitle}
            </Text>
          </Stack>
          <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="4">
            {group.entries.map((entry) => (
              <EntryCard key={entry.title} entry={entry} />
            ))}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}

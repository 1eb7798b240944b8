import { IconButton, Portal, Tooltip } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EditIcon } from '../../shared/components/icons';
import { PATHS } from '../../shared/paths';
import { STRINGS } from '../../shared/strings';

/** spec platform-core §2: the designer-only edit icon, tooltip 设计师专属入口. Loaded for designers only. */
export function DesignerEntry() {
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <IconButton asChild size="sm" variant="ghost" aria-label={STRINGS.designerEntry}>
          <RouterLink to={PATHS.designer}>
            <EditIcon />
          </RouterLink>
        </IconButton>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{STRINGS.designerEntry}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

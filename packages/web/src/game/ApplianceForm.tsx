import { useLazyQuery, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GamesDocument, GameTemplatesByFormatDocument } from '@adstudio/schema/client';
import { CopyLibraryButton } from '../copy/components/CopyLibraryButton';
import type { CopySelection } from '../copy/components/CopyLibraryDrawer';
import { useChangeCopy } from '../copy/hooks/useChangeCopy';
import { notify } from '../shared/toaster';
import { CopyField } from '../smart/components/CopyField';
import { OwnImageSlot } from '../uploads/ownImage/OwnImageSlot';
import { useOwnImage } from '../uploads/ownImage/useOwnImage';
import { GameResults, type LoadBatch } from './GameResults';
import { GAME_STRINGS as S } from './game.strings';

const EMPTY: CopySelection = { mainLabel: '', secondLabel: '', thirdLabel: '' };

/**
 * The appliance sub-form (industry 269, spec §2): two logos, person and background uploads, 主标题文案
 * and 副标题文案 with 换一组文案 and 文案库, then 智能创作 on the appliance pack's layouts (风格1301).
 */
export function ApplianceForm() {
  const line = useQuery(GamesDocument, { variables: { kind: 'APPLIANCE' } }).data?.games[0];
  const logo0 = useOwnImage();
  const logo1 = useOwnImage();
  const person = useOwnImage();
  const background = useOwnImage();
  const [copy, setCopy] = useState<CopySelection>(EMPTY);
  const { changing, change } = useChangeCopy(2, setCopy);
  const [find, found] = useLazyQuery(GameTemplatesByFormatDocument, {
    fetchPolicy: 'network-only',
  });
  const [results, setResults] = useState<{ load: LoadBatch; fill: Record<string, unknown> } | null>(
    null,
  );

  if (results) {
    return (
      <GameResults
        load={results.load}
        fill={results.fill}
        onBack={() => {
          setResults(null);
        }}
      />
    );
  }

  const generate = () => {
    if (!line) return;
    if (!copy.mainLabel.trim()) {
      notify({ type: 'warning', title: S.noMainCopy });
      return;
    }
    const variables = {
      format: line.formats[0] ?? null,
      style: line.style,
      mainTitle: copy.mainLabel.trim(),
    };
    const load: LoadBatch = async (page) =>
      (await find({ variables: { ...variables, page } })).data?.gameTemplatesByFormat ?? null;
    const pictures = {
      logo_0: logo0.url,
      logo_1: logo1.url,
      role_0: person.url,
      background: background.url,
    };
    setResults({
      load,
      fill: {
        ...(copy.secondLabel.trim() && { secondLabel: copy.secondLabel.trim() }),
        ...Object.fromEntries(Object.entries(pictures).filter(([, url]) => url)),
      },
    });
  };

  return (
    <Stack gap="4" maxW="2xl" data-testid="appliance-form">
      {line && (
        <Badge alignSelf="start" colorPalette="orange">
          {line.mark}
        </Badge>
      )}
      <Stack gap="1">
        <HStack gap="6" wrap="wrap">
          <OwnImageSlot label={`${S.uploadLogo}1`} image={logo0} cutout={false} />
          <OwnImageSlot label={`${S.uploadLogo}2`} image={logo1} cutout={false} />
          <OwnImageSlot label={S.uploadPerson} image={person} />
          <OwnImageSlot label={S.uploadBackground} image={background} cutout={false} />
        </HStack>
        <Text fontSize="xs" color="fg.muted">
          {S.logosOnlyTwo}
        </Text>
      </Stack>
      <CopyField
        label={S.mainCopy}
        value={copy.mainLabel}
        onChange={(v) => {
          setCopy({ ...copy, mainLabel: v });
        }}
      />
      <CopyField
        label={S.secondCopy}
        value={copy.secondLabel}
        onChange={(v) => {
          setCopy({ ...copy, secondLabel: v });
        }}
      />
      <HStack gap="3">
        <Button size="sm" variant="ghost" loading={changing} onClick={() => void change()}>
          {S.changeCopy}
        </Button>
        <CopyLibraryButton onConfirm={setCopy} />
        <Button size="sm" colorPalette="brand" loading={found.loading} onClick={generate}>
          {S.generate}
        </Button>
      </HStack>
    </Stack>
  );
}

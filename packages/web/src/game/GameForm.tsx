import { skipToken, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  Badge,
  Button,
  Field,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Switch,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import {
  GameCaptureDocument,
  GameMaterialsDocument,
  GamesDocument,
  GameTemplatesDocument,
} from '@adstudio/schema/client';
import { notify } from '../shared/toaster';
import { ArtPicker, SmallImageRow } from './GamePickers';
import { GameResults, type LoadBatch, type Rendered } from './GameResults';
import {
  addRow,
  EMPTY_CHOICE,
  onGameChange,
  placeRoles,
  removeRow,
  unmetRule,
  type FacePlace,
  type GameChoice,
} from './game.rules';
import { GAME_STRINGS as S } from './game.strings';

const warn = (title: string) => {
  notify({ type: 'warning', title });
};
const PERSONS_MAX = 2;
const PLACES: FacePlace[] = ['left', 'center', 'right'];

interface Results {
  load: LoadBatch;
  capture: Rendered | null;
  fill: Record<string, unknown>;
  place: FacePlace;
}

/** A game's pictures of one kind (findMaterials by tags: game, 人物|场景|小图). */
function useArt(game: string | undefined, kind: string) {
  return (
    useQuery(GameMaterialsDocument, game ? { variables: { tags: [game, kind] } } : skipToken).data
      ?.gameMaterials.items ?? []
  );
}

/**
 * The game banner sub-form (industry 270, spec §2): every option, rule, reset and step comes from
 * the chosen game's pack (allGameList); the pictures from findMaterials.
 */
export function GameForm() {
  const games = useQuery(GamesDocument).data?.games ?? [];
  const [gameId, setGameId] = useState<number | null>(null);
  const game = games.find((g) => g.id === gameId);
  const [choice, setChoice] = useState<GameChoice>(EMPTY_CHOICE);
  const [step, setStep] = useState<'form' | 'face'>('form');
  const [place, setPlace] = useState<FacePlace>('right');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Results | null>(null);
  const persons = useArt(game?.name, '人物');
  const scenes = useArt(game?.name, '场景');
  const small = useArt(game?.name, '小图');
  const [findTemplates] = useLazyQuery(GameTemplatesDocument, { fetchPolicy: 'network-only' });
  const [capture] = useMutation(GameCaptureDocument);
  const adjust = useMemo(
    () =>
      results && results.place !== 'right'
        ? (doc: string) => placeRoles(doc, results.place)
        : undefined,
    [results],
  );

  if (results) {
    return (
      <GameResults
        load={results.load}
        fill={results.fill}
        {...(adjust && { adjust })}
        capture={results.capture}
        onBack={() => {
          setResults(null);
        }}
      />
    );
  }

  const free = game?.form.titleMode === 'FREE';
  const mainTitle = free
    ? [choice.title, choice.titleBottom]
        .map((t) => t.trim())
        .filter(Boolean)
        .join('\n')
    : choice.title;
  const update = (patch: Partial<GameChoice>) => {
    setChoice((c) => ({ ...c, ...patch }));
  };

  const generate = async () => {
    if (!game || busy) return;
    const unmet = unmetRule(game.form.requires.generate, choice, 'generate');
    if (unmet) {
      warn(unmet);
      return;
    }
    setBusy(true);
    try {
      const ids = [...choice.persons, ...(choice.scene ? [choice.scene] : [])];
      const style = game.style;
      const load: LoadBatch = async (page) =>
        (await findTemplates({ variables: { materialIds: ids, style, mainTitle, page } })).data
          ?.gameTemplates ?? null;
      const rows = choice.rows.filter((r) => r.length > 0);
      let banner: Rendered | null = null;
      if (choice.smallOn && choice.scene && rows.length > 0) {
        const made = await capture({
          variables: {
            backgroundId: choice.scene,
            title: mainTitle.replace(/\n/gu, ' '),
            smallImageRows: rows,
          },
        });
        const c = made.data?.gameCapture;
        if (c) banner = { id: c.design.id, imageUrl: c.design.previewUrl };
      }
      setResults({
        load,
        capture: banner,
        fill: choice.secondTitle.trim() ? { secondLabel: choice.secondTitle.trim() } : {},
        place,
      });
      setStep('form');
    } catch {
      // The client's error link has said why.
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    if (!game) return;
    const unmet = unmetRule(game.form.requires.next, choice, 'next');
    if (unmet) {
      warn(unmet);
      return;
    }
    setStep('face');
  };

  const toggleSmall = (on: boolean) => {
    if (!game) return;
    const unmet = on ? unmetRule(game.form.requires.smallImages, choice, 'smallImages') : null;
    if (unmet) {
      warn(unmet);
      return;
    }
    update({ smallOn: on });
  };

  if (game && step === 'face') {
    const person = persons.find((p) => p.id === choice.persons[0]);
    const scene = scenes.find((s) => s.id === choice.scene);
    return (
      <Stack gap="4" maxW="2xl" data-testid="face-step">
        <Text fontWeight="semibold">{S.faceStep}</Text>
        <Text fontSize="sm" color="fg.muted">
          {S.faceHint}
        </Text>
        <Stack
          position="relative"
          h="48"
          borderRadius="md"
          overflow="hidden"
          bgImage={scene ? `url(${scene.url})` : undefined}
          bgSize="cover"
          align={place === 'left' ? 'start' : place === 'center' ? 'center' : 'end'}
          justify="end"
          px="4"
        >
          {person && <img src={person.url} alt={person.name} style={{ height: '90%' }} />}
        </Stack>
        <HStack>
          {PLACES.map((p) => (
            <Button
              key={p}
              size="sm"
              variant={p === place ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => {
                setPlace(p);
              }}
            >
              {S.facePlaces[p]}
            </Button>
          ))}
        </HStack>
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setStep('form');
            }}
          >
            {S.back}
          </Button>
          <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void generate()}>
            {S.generate}
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="4" maxW="3xl" data-testid="game-form">
      <Field.Root maxW="60">
        <Field.Label>{S.game}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={S.game}
            value={gameId === null ? '' : String(gameId)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              const chosen = games.find((g) => String(g.id) === value);
              setGameId(chosen ? chosen.id : null);
              if (chosen) setChoice((c) => onGameChange(c, chosen.form.clearOnSelect));
              setStep('form');
            }}
          >
            <option value="">{S.chooseGame}</option>
            {games.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {game && (
        <>
          <Badge alignSelf="start" colorPalette="orange">
            {game.mark}
          </Badge>
          <ArtPicker
            label={S.personArt}
            items={persons}
            selected={choice.persons}
            testId="art-person"
            onToggle={(id) => {
              const on = choice.persons.includes(id);
              update({
                persons: on
                  ? choice.persons.filter((p) => p !== id)
                  : [...choice.persons, id].slice(-PERSONS_MAX),
              });
            }}
          />
          <ArtPicker
            label={S.sceneArt}
            items={scenes}
            selected={choice.scene ? [choice.scene] : []}
            testId="art-scene"
            thumb={16}
            onToggle={(id) => {
              const scene = choice.scene === id ? null : id;
              // The small images need the scene: without it the switch goes off.
              update({ scene, ...(scene === null && { smallOn: false }) });
            }}
          />
          {free ? (
            <HStack gap="3">
              <Field.Root>
                <Field.Label>{S.mainTitleTop}</Field.Label>
                <Input
                  size="sm"
                  value={choice.title}
                  maxLength={12}
                  onChange={(e) => {
                    update({ title: e.currentTarget.value });
                  }}
                />
              </Field.Root>
              <Field.Root>
                <Field.Label>{S.mainTitleBottom}</Field.Label>
                <Input
                  size="sm"
                  value={choice.titleBottom}
                  maxLength={12}
                  onChange={(e) => {
                    update({ titleBottom: e.currentTarget.value });
                  }}
                />
              </Field.Root>
            </HStack>
          ) : (
            <Field.Root maxW="60">
              <Field.Label>{S.mainTitle}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={S.mainTitle}
                  value={choice.title}
                  onChange={(e) => {
                    update({ title: e.currentTarget.value });
                  }}
                >
                  <option value="">{S.chooseTitle}</option>
                  {game.form.titles.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          <Field.Root>
            <Field.Label>{S.secondTitle}</Field.Label>
            <Input
              size="sm"
              maxW="md"
              value={choice.secondTitle}
              maxLength={18}
              onChange={(e) => {
                update({ secondTitle: e.currentTarget.value });
              }}
            />
            <Wrap gap="1" mt="1" aria-label={S.secondPresets}>
              {game.form.secondTitles.map((t) => (
                <Button
                  key={t}
                  size="xs"
                  variant="subtle"
                  onClick={() => {
                    update({ secondTitle: t });
                  }}
                >
                  {t}
                </Button>
              ))}
            </Wrap>
          </Field.Root>
          {game.form.smallImages && (
            <Stack gap="2">
              <Switch.Root
                checked={choice.smallOn}
                onCheckedChange={(e) => {
                  toggleSmall(e.checked);
                }}
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{S.smallSwitch}</Switch.Label>
              </Switch.Root>
              {choice.rows.map((row, i) => (
                <SmallImageRow
                  // Rows have no id of their own; their place is what + and − act on.
                  key={i}
                  index={i}
                  items={small}
                  selected={row}
                  onChange={(ids) => {
                    if (!choice.smallOn) {
                      warn(S.switchFirst);
                      return;
                    }
                    update({ rows: choice.rows.map((r, j) => (j === i ? ids : r)) });
                  }}
                  onAdd={() => {
                    const added = addRow(choice, game.form.smallRowsMax);
                    if (typeof added === 'string') warn(added);
                    else setChoice(added);
                  }}
                  onRemove={
                    i === 0
                      ? null
                      : () => {
                          setChoice(removeRow(choice, i));
                        }
                  }
                />
              ))}
            </Stack>
          )}
          <HStack>
            {game.form.steps.includes('FACE') ? (
              <Button size="sm" colorPalette="brand" onClick={next}>
                {S.next}
              </Button>
            ) : (
              <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void generate()}>
                {S.generate}
              </Button>
            )}
          </HStack>
        </>
      )}
    </Stack>
  );
}

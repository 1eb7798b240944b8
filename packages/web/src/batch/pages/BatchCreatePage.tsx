import {
  Box,
  Button,
  Heading,
  HStack,
  Image,
  Link,
  NativeSelect,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import {
  BatchItemsDocument,
  BatchProgressDocument,
  BatchSamplesDocument,
  BatchSlotsDocument,
  BatchSmartFieldsDocument,
  MapBatchDocument,
  PreflightBatchDocument,
  RetryBatchDocument,
  StartBatchDocument,
  type BatchSmartInput,
  type PreflightBatchMutation,
} from '@adstudio/schema/client';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useSession } from '../../accounts/session';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { deepestHandle } from '../../shared/routeHandle';
import { notify } from '../../shared/toaster';
import { editorHref } from '../../templates/templates.utils';
import { BATCH_STRINGS as S } from '../batch.strings';
import { uploadImages, uploadSheet, type CreatedBatch } from '../batch.upload';
import { TemplatePicker } from '../components/TemplatePicker';

// How often the page asks for progress while the batch runs.
const POLL_MS = 1_000;

type Report = Pick<PreflightBatchMutation['preflightBatch'], 'rows' | 'templates'>;

// Rows of 每行智能推荐's template list shown before 另有 N 行.
const ROW_TEMPLATES_SHOWN = 30;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="md" p="4" aria-label={title}>
      <Heading size="sm">{title}</Heading>
      {children}
    </Stack>
  );
}

/**
 * 批量生成 (issue 33): a sheet (and a zip of pictures), a template, the columns mapped to its
 * slots, the first rows drawn, preflight per row, the run with a progress bar, the downloads and
 * 只重试失败的行. ?batch=<id> opens a batch made before (创作记录's entry) on its items.
 */
export function BatchCreatePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const { token, userInfo } = useSession();
  const [params] = useSearchParams();
  const [sheet, setSheet] = useState<CreatedBatch | null>(null);
  // The zip stays in the page: a fixed sheet is a new batch, given the same pictures again.
  const [zip, setZip] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [imageCount, setImageCount] = useState(0);
  const [templateId, setTemplateId] = useState<string | null>(null);
  // 每行智能推荐: a scenario instead of one template (the two exclude each other).
  const [smart, setSmart] = useState<BatchSmartInput | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [report, setReport] = useState<Report | null>(null);
  const id = sheet ? String(sheet.id) : (params.get('batch') ?? '');

  const templateSlots = useQuery(
    BatchSlotsDocument,
    templateId ? { variables: { templateId } } : skipToken,
  );
  const smartFields = useQuery(BatchSmartFieldsDocument, smart ? {} : skipToken);
  const slotList = smart ? smartFields.data?.batchSmartFields : templateSlots.data?.batchSlots;
  const progress = useQuery(BatchProgressDocument, id ? { variables: { id } } : skipToken);
  const batch = progress.data?.batch;
  const columns = sheet?.columns ?? batch?.columns ?? [];
  const designed = Boolean(batch?.templateId ?? batch?.mode === 'SMART');
  const mappedNow = Boolean(designed && batch && batch.mapping.length > 0);
  const samples = useQuery(
    BatchSamplesDocument,
    mappedNow && batch?.status === 'DRAFT' ? { variables: { id } } : skipToken,
  );
  const running = batch?.status === 'RUNNING';
  const finished = batch?.status === 'FINISHED';
  const items = useQuery(BatchItemsDocument, finished ? { variables: { id } } : skipToken);
  const [mapBatch, mapped] = useMutation(MapBatchDocument);
  const [preflight, checking] = useMutation(PreflightBatchDocument);
  const [start, starting] = useMutation(StartBatchDocument);
  const [retry, retrying] = useMutation(RetryBatchDocument);
  // Progress is asked for only while the batch runs.
  const { startPolling, stopPolling } = progress;
  useEffect(() => {
    if (running) startPolling(POLL_MS);
    else stopPolling();
  }, [running, startPolling, stopPolling]);

  // A fixed sheet keeps what was chosen for the one before: the pictures, the template and the
  // columns' slots (those columns it still has).
  const reapply = async (next: CreatedBatch) => {
    const nextId = String(next.id);
    if (zip) setImageCount((await uploadImages(nextId, zip)).images.length);
    const pairs = Object.entries(mapping)
      .filter(([column, slot]) => slot && next.columns.includes(column))
      .map(([column, slot]) => ({ column, slot }));
    const chosen = Boolean(templateId ?? smart);
    if (chosen && pairs.length > 0)
      await mapBatch({ variables: { id: nextId, templateId, smart, mapping: pairs } });
    if (zip || (chosen && pairs.length > 0)) notify({ type: 'info', title: S.reapplied });
  };
  const onSheet = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const next = await uploadSheet(file);
      await reapply(next);
      setSheet(next);
      setReport(null);
    } catch (err) {
      notify({ type: 'error', title: (err as Error).message });
    } finally {
      setUploading(false);
    }
  };
  const onZip = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || !id) return;
    setUploading(true);
    try {
      setImageCount((await uploadImages(id, file)).images.length);
      setZip(file);
      setReport(null);
    } catch (err) {
      notify({ type: 'error', title: (err as Error).message });
    } finally {
      setUploading(false);
    }
  };
  const saveMapping = async () => {
    if (!templateId && !smart) return;
    const pairs = Object.entries(mapping)
      .filter(([, slot]) => slot)
      .map(([column, slot]) => ({ column, slot }));
    await mapBatch({ variables: { id, templateId, smart, mapping: pairs } }).catch(() => undefined);
    setReport(null);
    if (mappedNow) void samples.refetch();
  };
  const check = async () => {
    const res = await preflight({ variables: { id } }).catch(() => undefined);
    if (res?.data) setReport(res.data.preflightBatch);
  };

  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: S.pageTitle }]} />
      <Heading size="lg">{S.pageTitle}</Heading>
      <Text color="fg.muted">{S.intro}</Text>

      <Section title={S.sheetStep}>
        <HStack gap="4" wrap="wrap">
          <Button asChild size="sm" loading={uploading} loadingText={S.uploading}>
            <label>
              {S.sheetPick}
              <input
                type="file"
                accept=".csv,.xlsx"
                hidden
                aria-label={S.sheetPick}
                onChange={(e) => void onSheet(e)}
              />
            </label>
          </Button>
          {sheet && (
            <Button asChild size="sm" variant="outline" disabled={uploading}>
              <label>
                {S.zipPick}
                <input
                  type="file"
                  accept=".zip"
                  hidden
                  aria-label={S.zipPick}
                  onChange={(e) => void onZip(e)}
                />
              </label>
            </Button>
          )}
        </HStack>
        {sheet && (
          <Text fontSize="sm" data-testid="sheet-summary">
            {S.sheetRead(sheet.total, sheet.columns.length)}
            {sheet.encoding === 'gbk' ? `，${S.gbk}` : ''}
            {imageCount > 0 ? `；${S.images(imageCount)}` : ''}
          </Text>
        )}
        {sheet && (
          <Box overflowX="auto">
            <Text fontSize="sm" fontWeight="medium">
              {S.samplesTitle}
            </Text>
            <table>
              <thead>
                <tr>
                  {sheet.columns.map((c) => (
                    <th key={c} style={{ padding: '2px 8px', textAlign: 'left' }}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {sheet.sample_rows.map((row, i) => (
                  <tr key={i}>
                    {row.map((cell, j) => (
                      <td key={j} style={{ padding: '2px 8px' }}>
                        {cell}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </Box>
        )}
      </Section>

      {sheet && (
        <Section title={S.templateStep}>
          <TemplatePicker
            value={templateId}
            firstRow={sheet.sample_rows[0] ?? []}
            onPick={(picked) => {
              setTemplateId(picked);
              setSmart(null);
              setMapping({});
            }}
            smart={smart}
            onSmart={(chosen) => {
              setSmart(chosen);
              setTemplateId(null);
              setMapping({});
            }}
          />
        </Section>
      )}

      {sheet && (templateId ?? smart) && (
        <Section title={smart ? S.smartMappingStep : S.mappingStep}>
          {columns.map((column) => (
            <HStack key={column} gap="3">
              <Text w="40" fontSize="sm">
                {column}
              </Text>
              <NativeSelect.Root size="sm" w="64">
                <NativeSelect.Field
                  aria-label={column}
                  value={mapping[column] ?? ''}
                  onChange={(e) => {
                    setMapping({ ...mapping, [column]: e.target.value });
                  }}
                >
                  <option value="">{S.notMapped}</option>
                  {slotList?.map((slot) => (
                    <option key={slot.field} value={slot.field}>
                      {slot.label}
                      {slot.text ? '' : S.imageSlot}
                    </option>
                  ))}
                </NativeSelect.Field>
              </NativeSelect.Root>
            </HStack>
          ))}
          <Button
            size="sm"
            alignSelf="start"
            loading={mapped.loading}
            onClick={() => void saveMapping()}
          >
            {S.saveMapping}
          </Button>
        </Section>
      )}

      {mappedNow && batch?.status === 'DRAFT' && samples.data && (
        <Section title={S.samplesDrawn}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            {samples.data.batchSamples.map((sample) => (
              <Stack key={sample.row} gap="1" fontSize="sm" data-testid="batch-sample">
                {sample.previewUrl ? (
                  <Image
                    src={sample.previewUrl}
                    alt={S.rowLabel(sample.row)}
                    bg="gray.100"
                    borderRadius="md"
                  />
                ) : (
                  <Text color="red.600">{S.sampleFailed}</Text>
                )}
                <Text>
                  {sample.templateName
                    ? S.rowTemplate(sample.row, sample.templateName)
                    : S.rowLabel(sample.row)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      )}

      {designed && batch && (
        <Section title={S.checkStep}>
          <Button
            size="sm"
            alignSelf="start"
            loading={checking.loading}
            loadingText={S.checking}
            disabled={running}
            onClick={() => void check()}
          >
            {S.check}
          </Button>
          {report && (
            <Stack gap="2" data-testid="preflight-report">
              {/* Counted from the check, not from the rows still pending: once the run starts
                  those leave, and the report read 可以生成 0 行. */}
              <Text fontSize="sm">
                {S.checkSummary(batch.total - batch.blocked, batch.blocked, batch.warned)}
              </Text>
              {report.rows.length === 0 && <Text fontSize="sm">{S.allClear}</Text>}
              {report.templates.length > 0 && (
                <Box fontSize="sm" data-testid="preflight-templates">
                  <Text fontWeight="medium">{S.rowTemplatesTitle}</Text>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gapX="4">
                    {report.templates.slice(0, ROW_TEMPLATES_SHOWN).map((t) => (
                      <Text key={t.row}>{S.rowTemplate(t.row, t.templateName)}</Text>
                    ))}
                  </SimpleGrid>
                  {report.templates.length > ROW_TEMPLATES_SHOWN && (
                    <Text color="fg.muted">
                      {S.moreRows(report.templates.length - ROW_TEMPLATES_SHOWN)}
                    </Text>
                  )}
                </Box>
              )}
              {report.rows.map((r) => (
                <Box
                  key={r.row}
                  fontSize="sm"
                  borderLeftWidth="3px"
                  pl="2"
                  borderColor={r.blocked ? 'red.500' : 'orange.400'}
                >
                  <Text fontWeight="medium">
                    {r.templateName ? S.rowTemplate(r.row, r.templateName) : S.rowLabel(r.row)}{' '}
                    {r.blocked ? S.blocked : S.warned}
                  </Text>
                  {/* The api's message names the words and their suggestions already. */}
                  {r.problems.map((p, i) => (
                    <Text key={i} color={p.blocks ? 'red.600' : 'orange.600'}>
                      {p.message}
                    </Text>
                  ))}
                </Box>
              ))}
            </Stack>
          )}
        </Section>
      )}

      {batch?.checked && (
        <Section title={S.runStep}>
          <HStack gap="3">
            <Button
              size="sm"
              loading={starting.loading}
              disabled={running || batch.pending === 0}
              onClick={() => void start({ variables: { id } }).catch(() => undefined)}
            >
              {S.start}
            </Button>
            {finished && batch.failed > 0 && (
              <Button
                size="sm"
                variant="outline"
                loading={retrying.loading}
                onClick={() => void retry({ variables: { id } }).catch(() => undefined)}
              >
                {S.retry}
              </Button>
            )}
          </HStack>
          {(running || finished) && (
            <Stack gap="1">
              <Progress.Root
                value={
                  batch.total - batch.blocked > 0
                    ? (batch.done / (batch.total - batch.blocked)) * 100
                    : 0
                }
                aria-label={S.progress(batch.done, batch.total - batch.blocked)}
              >
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
              <Text fontSize="sm" data-testid="batch-progress">
                {S.progress(batch.done, batch.total - batch.blocked)}，
                {S.counts(batch.failed, batch.blocked)}
                {running && batch.etaSeconds !== null ? `，${S.eta(batch.etaSeconds)}` : ''}
                {finished ? `，${S.finished}` : ''}
              </Text>
            </Stack>
          )}
          {finished && (
            <HStack gap="4" wrap="wrap">
              <Link href={batch.zipUrl} download>
                {S.downloadZip}
              </Link>
              <Link href={batch.manifestCsvUrl} download>
                {S.downloadCsv}
              </Link>
              <Link href={batch.manifestJsonUrl} download>
                {S.downloadJson}
              </Link>
              <Link href={batch.proofUrl} target="_blank" rel="noreferrer">
                {S.proof}
              </Link>
            </HStack>
          )}
        </Section>
      )}

      {finished && items.data && (
        <Section title={S.itemsTitle}>
          <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
            {items.data.batchItems.map((item) => (
              <Stack key={item.row} gap="1" fontSize="sm" data-testid="batch-item">
                {item.imageUrl && <Image src={item.imageUrl} alt={S.rowLabel(item.row)} />}
                <Text>
                  {item.templateName
                    ? S.rowTemplate(item.row, item.templateName)
                    : S.rowLabel(item.row)}{' '}
                  · {S.statuses[item.status]}
                </Text>
                {item.error && <Text color="red.600">{item.error}</Text>}
                {item.designId && (
                  <Link
                    href={editorHref(item.designId, userInfo, token)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    {S.edit}
                  </Link>
                )}
              </Stack>
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}

// Inputs that once broke the api with a 500 or held it (issue 29), shared by the REST and GraphQL
// fuzzers: template documents the engine must refuse, JSON nested thousands deep, copy by the page.
import { editedSample, SAMPLE } from '../designs/designs.fixtures.js';

/** `[[[…]]]` nested `depth` deep. */
export const deepList = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** `{"a":{"a":…1}}` nested `depth` deep. */
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

// Ten layers of the sample, each the parent of the next: nine levels under the first.
const NESTED = [
  'deco_0',
  'deco_ring_0',
  'role_0',
  'product_0',
  'mainLabel_0',
  'mainLabel_1',
].concat(['secondTextFrame_0', 'secondLabel_0', 'thirdLabel_0', 'logo_0']);
const parents = (pairs: Record<string, string>) =>
  editedSample(Object.fromEntries(Object.entries(pairs).map(([key, p]) => [key, { parent: p }])));
const notes = SAMPLE.synthetic.renderConfig.materials.notesLabel_0;

/** The sample poster as it is, as JSON text. */
export const SAMPLE_DOCUMENT = editedSample({});

/** The sample poster broken one way each, as JSON text: every one must be a 400, never a 500. */
export const BROKEN_DOCUMENTS: Readonly<Record<string, string>> = {
  selfParent: parents({ deco_0: 'deco_0' }),
  parentCycle: parents({ deco_0: 'role_0', role_0: 'deco_0' }),
  longCycle: parents({ deco_0: 'mainLabel_0', mainLabel_0: 'logo_0', logo_0: 'deco_0' }),
  missingParent: parents({ deco_0: 'nowhere' }),
  nestedNine: parents(Object.fromEntries(NESTED.slice(1).map((key, i) => [key, NESTED[i] ?? key]))),
  fortyOneSlots: editedSample(
    Object.fromEntries(
      Array.from({ length: 41 }, (_, i) => [
        `notes_${i}`,
        {
          ...notes,
          key: `notes_${i}`,
          slot: { field: 'notesLabel', index: i + 1, required: false, whenEmpty: 'hide' },
        },
      ]),
    ),
  ),
  deepInside: editedSample({ deco_0: { name: JSON.parse(deepObject(40)) as unknown } }),
};

/** 2,900 copy lines (180 KB): what held the api's event loop for 29.5 s. */
export const COPY_LINES_BOMB: readonly string[] = Array<string>(2900).fill('春日上新 限时八折');

// The TemplateDoc (QUICKCREATE §2) as TypeBox schemas; the TypeScript types are inferred from them so
// the stored shape and the code cannot drift. Limits live in template.constants.ts.
import { CATEGORY_OFFICIAL, CATEGORY_POSTER } from '@adstudio/domain';
import Type, { type Static } from 'typebox';
import {
  CANVAS_MAX_PX,
  CANVAS_MIN_PX,
  FONT_SIZE_MAX,
  FONT_SIZE_MIN,
  LAYER_MAX,
  TEXT_MAX_CHARS,
} from './template.constants.js';

const Coord = Type.Number({ minimum: -100_000, maximum: 100_000 });
const Size = Type.Number({ minimum: 0, maximum: 100_000 });
const Point = Type.Tuple([Coord, Coord]);
const Unit = Type.Number({ minimum: 0, maximum: 1 });
const Name = Type.String({ minLength: 1, maxLength: 128 });
const Colour = Type.String({ minLength: 1, maxLength: 64 });

export const GradientSchema = Type.Object({
  type: Type.Union([Type.Literal('linear'), Type.Literal('radial')]),
  angle: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
  stops: Type.Array(Type.Tuple([Unit, Colour]), { minItems: 2, maxItems: 16 }),
});
export const PaintSchema = Type.Union([Colour, GradientSchema]);

export const SLOT_FIELDS = [
  'mainLabel',
  'secondLabel',
  'thirdLabel',
  'productLabel',
  'productTopLabel',
  'productNotesLabel',
  'notesLabel',
  'copyrightNotice',
  'codeLabel',
  'role',
  'product',
  'logo',
  'code',
  'background',
] as const;
export type SlotField = (typeof SLOT_FIELDS)[number];
/** Slot fields whose content is text; the others take an image. */
export const TEXT_SLOT_FIELDS: readonly SlotField[] = SLOT_FIELDS.slice(0, 9);

const SlotSchema = Type.Object({
  field: Type.Enum(SLOT_FIELDS),
  index: Type.Integer({ minimum: 0, maximum: 50 }),
  required: Type.Boolean(),
  whenEmpty: Type.Union([Type.Literal('hide'), Type.Literal('keep'), Type.Literal('collapse')]),
  accepts: Type.Optional(Type.Array(Name, { maxItems: 16 })),
  maxChars: Type.Optional(Type.Integer({ minimum: 1, maximum: TEXT_MAX_CHARS })),
  sample: Type.Optional(Type.String({ maxLength: TEXT_MAX_CHARS })),
  cutout: Type.Optional(Name),
  facing: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  mirrorable: Type.Optional(Type.Boolean()),
  face: Type.Optional(
    Type.Object({
      targetWidth: Type.Number({ minimum: 1, maximum: 8000 }),
      center: Point,
      yawShift: Type.Number({ minimum: -1000, maximum: 1000 }),
    }),
  ),
});

// How a layer follows a change of canvas size (issue 32 item 1; QUICKCREATE §2 `constraints`): pinned to an
// edge or the centre on each axis, or stretched across it; scaled with the content or kept at its size;
// and, per target size ('750x1334'), an archetype box a designer placed for a different aspect family.
const ResizeArchetypeSchema = Type.Object({
  pos: Point,
  width: Size,
  height: Size,
  hidden: Type.Optional(Type.Boolean()),
});
export const ConstraintsSchema = Type.Object({
  h: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right'), Type.Literal('stretch')])),
  v: Type.Optional(Type.Union([Type.Literal('top'), Type.Literal('center'), Type.Literal('bottom'), Type.Literal('stretch')])),
  scale: Type.Optional(Type.Union([Type.Literal('content'), Type.Literal('fixed')])),
  sizes: Type.Optional(
    Type.Record(Type.String({ maxLength: 9 }), ResizeArchetypeSchema, { maxProperties: 6 }),
  ),
});

const ShadowSchema = Type.Object({
  color: Colour,
  blur: Type.Number({ minimum: 0, maximum: 500 }),
  x: Coord,
  y: Coord,
});

const CommonProps = {
  key: Name,
  id: Type.Optional(Type.Number()),
  name: Type.Optional(Type.String({ maxLength: 128 })),
  parent: Type.Optional(Name),
  pos: Point,
  anchor: Type.Tuple([Unit, Unit]),
  width: Size,
  height: Size,
  scale: Type.Number({ exclusiveMinimum: 0, maximum: 100 }),
  rotation: Type.Optional(Type.Number({ minimum: -360, maximum: 360 })),
  zIndex: Type.Integer({ minimum: -100_000, maximum: 100_000 }),
  opacity: Type.Optional(Unit),
  blendMode: Type.Optional(Name),
  shadow: Type.Optional(ShadowSchema),
  lock: Type.Optional(Type.Record(Type.String(), Type.Boolean())),
  mirrorWith: Type.Optional(Name),
  hidden: Type.Optional(Type.Boolean()),
  constraints: Type.Optional(ConstraintsSchema),
  slot: Type.Optional(SlotSchema),
};

/** A box inside an image in 0..1 of its size: the face or main subject that `cover` crops around. */
const BoxSchema = Type.Object({ x: Unit, y: Unit, w: Unit, h: Unit });

export const SpriteSchema = Type.Object({
  ...CommonProps,
  type: Type.Literal('sprite'),
  texture: Type.String({ maxLength: 2048 }),
  fit: Type.Union([
    Type.Literal('cover'),
    Type.Literal('contain'),
    Type.Literal('fill'),
    Type.Literal('none'),
  ]),
  focus: Type.Optional(
    Type.Union([
      Type.Literal('face'),
      Type.Literal('subject'),
      Type.Literal('center'),
      Type.Object({ x: Unit, y: Unit }),
    ]),
  ),
  focusBox: Type.Optional(BoxSchema),
  crop: Type.Optional(BoxSchema),
  flipX: Type.Optional(Type.Boolean()),
  tone: Type.Optional(Name),
  nineSlice: Type.Optional(Type.Tuple([Size, Size, Size, Size])),
  hug: Type.Optional(Type.Object({ target: Name, padding: Type.Tuple([Size, Size]) })),
});

const EffectSchema = Type.Union([
  Type.Object({ type: Type.Literal('stroke'), color: Colour, width: Type.Number({ minimum: 0, maximum: 200 }) }),
  Type.Object({ type: Type.Literal('shadow'), color: Colour, x: Coord, y: Coord, blur: Type.Number({ minimum: 0, maximum: 500 }) }),
]);

export const FitSchema = Type.Object({
  mode: Type.Union([
    Type.Literal('shrink'),
    Type.Literal('ellipsis'),
    Type.Literal('clip'),
    Type.Literal('grow'),
  ]),
  minFontSize: Type.Number({ minimum: FONT_SIZE_MIN, maximum: FONT_SIZE_MAX }),
  maxFontSize: Type.Optional(Type.Number({ minimum: FONT_SIZE_MIN, maximum: FONT_SIZE_MAX })),
  maxLines: Type.Integer({ minimum: 1, maximum: 100 }),
  balance: Type.Optional(Type.Boolean()),
  kinsoku: Type.Optional(Type.Boolean()),
});

export const LabelSchema = Type.Object({
  ...CommonProps,
  type: Type.Literal('label'),
  text: Type.String({ maxLength: TEXT_MAX_CHARS }),
  fontFamily: Name,
  fontSize: Type.Number({ minimum: FONT_SIZE_MIN, maximum: FONT_SIZE_MAX }),
  fontWeight: Type.Number({ minimum: 100, maximum: 900 }),
  fillColor: PaintSchema,
  textAlign: Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')]),
  verticalAlign: Type.Optional(
    Type.Union([Type.Literal('top'), Type.Literal('middle'), Type.Literal('bottom')]),
  ),
  strokeWidth: Type.Number({ minimum: 0, maximum: 200 }),
  strokeColor: Type.Optional(Colour),
  effects: Type.Optional(Type.Array(EffectSchema, { maxItems: 8 })),
  lineHeight: Type.Optional(Type.Number({ minimum: 0.5, maximum: 4 })),
  letterSpacing: Type.Optional(Type.Number({ minimum: -200, maximum: 200 })),
  maxWidth: Size,
  maxHeight: Size,
  fit: FitSchema,
});

export const ShapeSchema = Type.Object({
  ...CommonProps,
  type: Type.Literal('shape'),
  shape: Type.Union([Type.Literal('rect'), Type.Literal('ellipse')]),
  fill: Type.Optional(PaintSchema),
  stroke: Type.Optional(Type.Object({ color: Colour, width: Type.Number({ minimum: 0, maximum: 500 }) })),
  radius: Type.Optional(Size),
});

export const GroupSchema = Type.Object({ ...CommonProps, type: Type.Literal('group') });

export const LAYER_SCHEMAS = {
  sprite: SpriteSchema,
  label: LabelSchema,
  shape: ShapeSchema,
  group: GroupSchema,
} as const;
export type LayerType = keyof typeof LAYER_SCHEMAS;

const CanvasSide = Type.Integer({ minimum: CANVAS_MIN_PX, maximum: CANVAS_MAX_PX });

export const MetaSchema = Type.Object({
  category: Type.Union([Type.Literal(CATEGORY_OFFICIAL), Type.Literal(CATEGORY_POSTER)]),
  tags: Type.Record(Type.String(), Type.Array(Type.Integer())),
  palette: Type.Optional(Type.Record(Type.String(), Colour)),
  fonts: Type.Optional(Type.Array(Name)),
  layoutFamily: Type.String({ maxLength: 128 }),
  provenance: Type.Optional(
    Type.Object({
      source: Name,
      assets: Type.Array(Type.Object({ ref: Type.String({ maxLength: 2048 }), licence: Name })),
    }),
  ),
});

/** The document without its layers; the layers are checked one by one for messages that name them. */
export const DocShellSchema = Type.Object({
  schemaVersion: Type.Literal(2),
  style: Type.Optional(Type.String({ maxLength: 64 })),
  format: Type.Optional(Type.String({ maxLength: 64 })),
  logo: Type.Optional(Type.Object({ slots: Type.Array(Name), max: Type.Integer({ minimum: 0, maximum: 20 }) })),
  meta: MetaSchema,
  renderConfig: Type.Object({
    width_g: CanvasSide,
    height_g: CanvasSide,
    inclueLevel: Type.Optional(Type.Number()),
    materials: Type.Record(Type.String(), Type.Unknown(), { maxProperties: LAYER_MAX }),
  }),
});

export type Paint = Static<typeof PaintSchema>;
export type Gradient = Static<typeof GradientSchema>;
export type Slot = Static<typeof SlotSchema>;
export type Fit = Static<typeof FitSchema>;
export type Constraints = Static<typeof ConstraintsSchema>;
export type SpriteLayer = Static<typeof SpriteSchema>;
export type LabelLayer = Static<typeof LabelSchema>;
export type ShapeLayer = Static<typeof ShapeSchema>;
export type GroupLayer = Static<typeof GroupSchema>;
export type Layer = SpriteLayer | LabelLayer | ShapeLayer | GroupLayer;
export type TemplateMeta = Static<typeof MetaSchema>;
export type TemplateDoc = Omit<Static<typeof DocShellSchema>, 'renderConfig'> & {
  renderConfig: Omit<Static<typeof DocShellSchema>['renderConfig'], 'materials'> & {
    materials: Record<string, Layer>;
  };
};

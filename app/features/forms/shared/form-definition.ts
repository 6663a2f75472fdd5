import type { FieldValues } from "./form-state";
import type { FieldErrors } from "../../../../contracts/field-errors";
import type { FormId } from "../../../../contracts/form-ids";
import type * as v from "valibot";
import type { SchemaResolverOptions, UiErrors } from "./schema-resolver";

/** The API lists a form's pickers offer, by their path. */
export type ListPath = "/api/vacancies" | "/api/services" | "/api/service-options?for=tech" | "/api/service-options?for=vma";

/** Lists loaded with the page, so that its plain controls offer them and its island starts with them. */
export type FormLists = Partial<Record<ListPath, unknown[]>>;

/** The query parameter of the page a stored form leads back to: it names the form, never a value of it (shared with the server's page cache). */
export { SENT_PARAM } from "../../../../contracts/form-ids";

/** Messages the server answers a posted form with when the submission itself could not be taken. */
/** Why a posted form was not taken; FOREIGN_ORIGIN: it was posted from a page of another site. */
export type SubmitFailure = "RATE_LIMITED" | "TOO_LARGE" | "UNAVAILABLE" | "FOREIGN_ORIGIN";

/** A posted form that was not stored: what the visitor sent (never the file) and why, as error keys. */
export interface FormOutcome {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  failure?: SubmitFailure;
  /** The answer's `Retry-After`, for the message that says when to send again. */
  retryAfterSeconds?: number;
}

/** What the server hands each form's island: its page's own address to post to, its lists, the last post's outcome. */
export interface FormIslandProps {
  action?: string;
  lists?: FormLists;
  outcome?: FormOutcome;
}

/**
 * One form, as the browser validates it and as its page's action does: the
 * same values, payload and rules on both sides of a post.
 */
export interface FormDefinition<Values extends FieldValues = FieldValues> extends SchemaResolverOptions<Values> {
  id: FormId;
  schema: v.GenericSchema;
  /** Whether it carries a resume: it posts as multipart, with the larger body limit. */
  hasResume: boolean;
  defaults: () => Values;
  /** The payload as it would be sent, built from the form's values. */
  toPayload: (values: Values) => Record<string, unknown>;
  /** Where Continue Exploring leads after a success. */
  continueTo: string;
  /** The lists its pickers offer. */
  lists?: readonly ListPath[];
  /** A posted form's values that the plain controls carry in their own way (position rows, a typed skill…). */
  fromForm?: (data: FormData, values: Values, lists: FormLists) => Values;
}

/** A form's contract schema: an object of payload fields (`contracts/submissions/*`), its rules across fields piped after it. */
export type FormSchema = v.GenericSchema & { readonly entries: v.ObjectEntries };

/** Every value of a form, for a field that reads its neighbours. */
export type AnyValues = Readonly<Record<string, unknown>>;

/**
 * A payload field whose form value is not what the payload carries (a file
 * read into memory, position rows, a picked number that travels as a title),
 * or that starts otherwise than empty. Said once, beside the field's control.
 */
export interface FieldCodec<Value> {
  /** What the form starts with, when not the field's empty value. */
  initial?: () => Value;
  /** What the payload carries, from the field's value and, when it depends on them, the form's others. */
  send?: (value: Value, values: AnyValues) => unknown;
  /** The value of a form posted without scripts, when its plain control posts it in a shape of its own. */
  read?: (data: FormData, name: string) => Value;
}

/** A payload field the form does not hold: it is made from the form's other values. */
export interface DerivedField {
  derive: (values: AnyValues) => unknown;
}

// biome-ignore lint/suspicious/noExplicitAny: each field's codec has a value type of its own
export type FormFields = Record<string, FieldCodec<any> | DerivedField>;

/** A workflow's constant (`ByForm`, `industry`): the schema's default, sent as it is, never a form value. */
type ConstantField = { readonly type: "optional"; readonly wrapped: { readonly type: "literal" }; readonly default: string };

/**
 * The form value of a payload field the form holds as the payload carries it:
 * a box as a boolean, text and numbers typed as text, a list as its items.
 */
type PlainValue<Field> = Field extends ConstantField
  ? never
  : [NonNullable<InputOf<Field>>] extends [boolean]
    ? boolean
    : [NonNullable<InputOf<Field>>] extends [string | number]
      ? string
      : string[] extends NonNullable<InputOf<Field>>
        ? string[]
        : never;

type InputOf<Field> = Field extends v.GenericSchema ? v.InferInput<Field> : never;

type Shape<Schema extends FormSchema> = Schema["entries"];

type ValueOf<Schema extends FormSchema, Fields extends FormFields, Name> = Name extends keyof Fields
  ? Fields[Name] extends FieldCodec<infer Value>
    ? Value
    : never
  : Name extends keyof Shape<Schema>
    ? PlainValue<Shape<Schema>[Name]>
    : never;

/** What a form holds: every field of its contract schema, typed from it, but for what its fields say otherwise. */
export type FormValues<Schema extends FormSchema, Fields extends FormFields = Record<never, never>> = {
  -readonly [Name in keyof Shape<Schema> | keyof Fields as Name extends keyof Fields
    ? Fields[Name] extends DerivedField
      ? never
      : Name
    : [ValueOf<Schema, Fields, Name>] extends [never]
      ? never
      : Name]: ValueOf<Schema, Fields, Name>;
};

/** The values type of a defined form. */
export type ValuesOf<Definition> = Definition extends FormDefinition<infer Values> ? Values : never;

/** What the fields' schemas are made of, as far as a form reads them. */
type FieldSchema = v.GenericSchema & {
  readonly type: string;
  readonly wrapped?: FieldSchema;
  readonly default?: unknown;
  readonly literal?: unknown;
  readonly options?: readonly FieldSchema[];
};

function constantOf(field: FieldSchema): { value: unknown } | undefined {
  return field.type === "optional" && field.default !== undefined && field.wrapped?.type === "literal"
    ? { value: field.default }
    : undefined;
}

/**
 * What a field holds before the visitor touches it: a box unticked, a list
 * empty, text empty; a default of the schema as a control holds it (contact
 * way 1 as the radio's "1"). Undefined: no value the form can hold by itself.
 * A pipe has the type of its first schema.
 */
function emptyValue(field: FieldSchema): unknown {
  switch (field.type) {
    case "optional":
    case "nullable":
    case "nullish": {
      const value = field.default;
      if (value === undefined) return field.wrapped && emptyValue(field.wrapped);
      return typeof value === "boolean" || Array.isArray(value) ? value : String(value);
    }
    case "boolean":
      return false;
    case "literal":
      return typeof field.literal === "boolean" ? false : "";
    case "array":
      return [];
    case "union":
      return field.options?.some((option) => Array.isArray(emptyValue(option))) ? [] : "";
    case "object":
      return undefined;
    default:
      return "";
  }
}

const isDerived = (field: FieldCodec<unknown> | DerivedField | undefined): field is DerivedField =>
  field !== undefined && "derive" in field;

interface FormSpec<Schema extends FormSchema, Fields extends FormFields, Values extends FieldValues = FormValues<Schema, Fields>>
  extends Omit<SchemaResolverOptions<Values>, "toPayload"> {
  id: FormId;
  /** The contract's schema: the fields, their rules and messages, and the payload's shape. */
  schema: Schema;
  /** The fields whose form value differs from the payload's (see `FieldCodec`). */
  fields?: Fields;
  continueTo: string;
  lists?: readonly ListPath[];
  uiRules?: (values: Values, schemaErrors: FieldErrors) => UiErrors;
  /** What a posted form carries beyond one field at a time (a picked vacancy's other fields). */
  fromForm?: (data: FormData, values: Values, lists: FormLists) => Values;
}

/**
 * A form from its contract schema. Its values, what it starts with and the
 * payload it sends all follow from the schema's fields: a field added to the
 * schema is held, posted and sent once the form lays it out. `fields` says
 * where a form holds something else than the payload carries.
 */
export function defineForm<Schema extends FormSchema, const Fields extends FormFields = Record<never, never>>(
  spec: FormSpec<Schema, Fields>,
): FormDefinition<FormValues<Schema, Fields>> {
  type Values = FormValues<Schema, Fields>;
  const { schema, fields = {} as Fields } = spec;
  const shape = schema.entries as Record<string, FieldSchema>;
  const codecs: Record<string, FieldCodec<unknown> | DerivedField | undefined> = fields;
  const names = [...new Set([...Object.keys(shape), ...Object.keys(codecs)])];

  const defaults = (): Values => {
    const values: Record<string, unknown> = {};
    for (const name of names) {
      const codec = codecs[name];
      const field = shape[name];
      if (isDerived(codec) || (!codec && field && constantOf(field))) continue;
      const value = codec?.initial ? codec.initial() : field && emptyValue(field);
      if (value !== undefined) values[name] = value;
    }
    return values as Values;
  };

  const toPayload = (values: Values) => {
    const held: AnyValues = values;
    const payload: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(shape)) {
      const codec = codecs[name];
      const constant = codec ? undefined : constantOf(field);
      if (isDerived(codec)) payload[name] = codec.derive(held);
      else if (codec?.send) payload[name] = codec.send(held[name], held);
      else payload[name] = constant ? constant.value : held[name];
    }
    return payload;
  };

  const read = Object.entries(codecs).flatMap(([name, codec]) =>
    codec && !isDerived(codec) && codec.read ? [[name, codec.read] as const] : [],
  );
  const fromForm = (data: FormData, values: Values, lists: FormLists): Values => {
    const posted = { ...values };
    for (const [name, readField] of read) (posted as Record<string, unknown>)[name] = readField(data, name);
    return spec.fromForm ? spec.fromForm(data, posted, lists) : posted;
  };

  return {
    id: spec.id,
    schema,
    hasResume: "candidateResume" in shape,
    defaults,
    toPayload,
    uiRules: spec.uiRules,
    fieldFor: spec.fieldFor,
    continueTo: spec.continueTo,
    lists: spec.lists,
    fromForm,
  };
}

import { type BuilderTypes, builder } from './builder';
import type { FieldError } from './errors';

export const FieldErrorType = builder.objectRef<FieldError>('FieldError').implement({
  description: 'Bad input for one field (null field: the whole request).',
  fields: (t) => ({
    field: t.exposeString('field', { nullable: true }),
    messages: t.exposeStringList('messages'),
  }),
});

export type BasePayload = { ok: boolean; errors: FieldError[] };

/** Every mutation answers with `ok` and per-field `errors`, besides its own fields. */
export function payloadFields<T extends BasePayload>(t: PayloadFieldBuilder<T>) {
  return {
    ok: t.boolean({ resolve: (payload) => payload.ok }),
    errors: t.field({ type: [FieldErrorType], resolve: (payload) => payload.errors }),
  };
}

type PayloadFieldBuilder<T extends BasePayload> = PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>;

export const SimplePayload = builder.objectRef<BasePayload>('SimplePayload').implement({
  description: 'A mutation result with nothing besides success and errors.',
  fields: (t) => payloadFields(t),
});

export const okPayload = { ok: true, errors: [] as FieldError[] };

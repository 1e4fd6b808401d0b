import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as z from 'zod/mini';
import { MSG_VALIDATION_PREFIX, requestIssueMessage } from '@shared/api/validation/request-message';

/**
 * Query strings arrive as text. Lenient conversion hides mistakes (`vehicleId=1.5` becoming 1,
 * `0x10` becoming 16), so query values are converted here by strict rules instead: plain decimal
 * integers, plain decimal numbers, `true`/`false`; anything else stays a string and fails
 * validation with a clear message.
 */
const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?\d{1,15}(\.\d{1,15})?$/;

function propertyType(schema: unknown, key: string): unknown {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return undefined;
  const properties = schema.properties;
  if (typeof properties !== 'object' || properties === null || !(key in properties)) return undefined;
  const property: unknown = (properties as Record<string, unknown>)[key];
  return typeof property === 'object' && property !== null && 'type' in property ? property.type : undefined;
}

function convert(type: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'integer' && INTEGER.test(value)) return Number(value);
  if (type === 'number' && DECIMAL.test(value)) return Number(value);
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

function convertQuery(jsonSchema: unknown, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(propertyType(jsonSchema, key), item)]));
}

/** The request schemas of the contract (`shared/api/endpoints/`) are zod; they carry `_zod`. */
export function isZodSchema(schema: unknown): schema is z.ZodMiniType {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** The JSON Schema of a request schema: what the query converter and the route-table tests read. */
export function requestJsonSchema(schema: z.ZodMiniType): unknown {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/**
 * A failed check becomes an Error whose message is already the Chinese sentence; Fastify passes it
 * to the error handler with `validation` set, which answers it in the envelope.
 */
function zodValidator(schema: z.ZodMiniType, fromText: boolean) {
  const jsonSchema = fromText ? requestJsonSchema(schema) : undefined;
  return (input: unknown) => {
    const value = fromText ? convertQuery(jsonSchema, input) : input;
    const result = schema.safeParse(value);
    if (result.success) return { value: result.data };
    const error: FastifySchemaValidationError = {
      keyword: 'zod',
      instancePath: '',
      schemaPath: '',
      params: {},
      message: requestIssueMessage(result.error.issues, value),
    };
    return { error: [error] };
  };
}

/**
 * Every route's request schema is a zod schema of the contract (`serve()` registers them). A route
 * registered with anything else is a programming error, caught at start-up.
 */
export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart, url }) => {
  if (!isZodSchema(schema)) throw new Error(`route ${url ?? ''}: the ${httpPart ?? 'request'} schema must come from shared/api/endpoints`);
  return zodValidator(schema, httpPart === 'querystring' || httpPart === 'params');
};

/** The sentence the validator already worded (see zodValidator), for Fastify's schemaErrorFormatter. */
export function schemaErrorMessage(errors: readonly FastifySchemaValidationError[]): string {
  return errors[0]?.message ?? `${MSG_VALIDATION_PREFIX}请求内容格式不正确`;
}

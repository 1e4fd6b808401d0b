import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/**
 * Query strings arrive as text. TypeBox's own conversion is lenient in ways that hide mistakes
 * (`vehicleId=1.5` becomes 1, `0x10` becomes 16), so query values are converted here by strict
 * rules instead: plain decimal integers, plain decimal numbers, `true`/`false`; anything else stays
 * a string and fails validation with a clear message.
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

function convertQuery(schema: TSchema, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, convert(propertyType(schema, key), item)]));
}

export const strictValidatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const fromText = httpPart === 'querystring' || httpPart === 'params';
  return (input: unknown) => {
    const value = fromText ? convertQuery(schema, input) : input;
    if (validator.Check(value)) return { value };
    const errors: FastifySchemaValidationError[] = validator.Errors(value);
    return { error: errors };
  };
};

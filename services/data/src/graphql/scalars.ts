// AppSync's scalars, validated on the way in: AWSDateTime (ISO 8601 with a zone), AWSDate (YYYY-MM-DD), AWSJSON
// (JSON text in variables and answers), AWSEmail, AWSURL.
import { isAwsEmail } from '@innov/contracts';
import { GraphQLError, type GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2}(:?\d{2})?)?)$/;

function fail(name: string, value: unknown, why = ''): never {
  const shown = typeof value === 'string' ? JSON.stringify(value.slice(0, 64)) : String(value).slice(0, 64);
  throw new GraphQLError(`Invalid ${name} value ${shown}${why ? `: ${why}` : ''}`);
}

function dateTime(value: unknown): string {
  if (typeof value !== 'string' || !DATE_TIME.test(value) || Number.isNaN(Date.parse(value)))
    fail('AWSDateTime', value, 'expected ISO 8601 like 2026-01-31T12:00:00.000Z');
  return new Date(Date.parse(value)).toISOString();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(value: unknown): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    fail('AWSDate', value, 'expected a date like 2026-01-31');
  return value;
}

function email(value: unknown): string {
  if (!isAwsEmail(value)) fail('AWSEmail', value);
  return value;
}

function url(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2_048) fail('AWSURL', value);
  try {
    const u = new URL(value);
    if (!/^[a-z][a-z0-9+.-]*:$/.test(u.protocol)) fail('AWSURL', value);
  } catch {
    fail('AWSURL', value, 'expected an absolute URL');
  }
  return value;
}

const JSON_MAX = 64 * 1024;

function jsonIn(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.length > JSON_MAX) fail('AWSJSON', value, 'too long');
  try {
    return JSON.parse(value);
  } catch {
    fail('AWSJSON', value, 'not valid JSON');
  }
}

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return undefined;
  }
}

type Impl = Pick<GraphQLScalarType, 'serialize' | 'parseValue' | 'parseLiteral'>;

const stringScalar = (name: string, check: (v: unknown) => string): Impl => ({
  serialize: (v) => (v instanceof Date ? v.toISOString() : v),
  parseValue: check,
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? check(ast.value) : fail(name, 'a non-string literal')),
});

export const SCALARS: Record<string, Impl> = {
  AWSDateTime: stringScalar('AWSDateTime', dateTime),
  AWSDate: {
    ...stringScalar('AWSDate', date),
    serialize: (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
  },
  AWSEmail: stringScalar('AWSEmail', email),
  AWSURL: stringScalar('AWSURL', url),
  AWSJSON: {
    // AppSync sends AWSJSON as JSON text.
    serialize: (v) => (typeof v === 'string' ? v : JSON.stringify(v)),
    parseValue: jsonIn,
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? jsonIn(ast.value) : literal(ast)),
  },
};

/** Gives the SDL-declared scalars their behaviour (buildSchema leaves custom scalars as pass-through). */
export function installScalars(types: Record<string, unknown>): void {
  for (const [name, impl] of Object.entries(SCALARS)) {
    const type = types[name] as GraphQLScalarType | undefined;
    if (type) Object.assign(type, impl);
  }
}

// Reading Stripe's form parameters (decoded by qs): each helper checks the type and answers Stripe's
// invalid_request_error naming the parameter, so junk input is a 400, never a failure.
import type Stripe from 'stripe';
import { invalid, missingParam } from '../engine/errors.ts';

export type Params = Record<string, unknown>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function obj(p: Params, name: string, path = name): Params | undefined {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (!isObject(v)) throw invalid(`Invalid object`, path);
  return v;
}

export function str(p: Params, name: string, opts: { required?: boolean; max?: number; path?: string } = {}) {
  const path = opts.path ?? name;
  const v = p[name];
  if (v === undefined) {
    if (opts.required) throw missingParam(path);
    return undefined;
  }
  if (typeof v !== 'string') throw invalid(`Invalid string: ${JSON.stringify(v).slice(0, 100)}`, path);
  if (opts.required && v === '') throw missingParam(path);
  if (v.length > (opts.max ?? 5000))
    throw invalid(`Invalid string: too long (at most ${opts.max ?? 5000} characters)`, path);
  return v;
}

/** A string that may be emptied ('' → null). */
export function nullableStr(p: Params, name: string, max = 5000) {
  const v = str(p, name, { max });
  if (v === undefined) return undefined;
  return v === '' ? null : v;
}

export function int(
  p: Params,
  name: string,
  opts: { required?: boolean; min?: number; max?: number; path?: string } = {},
) {
  const path = opts.path ?? name;
  const v = p[name];
  if (v === undefined || v === '') {
    if (opts.required) throw missingParam(path);
    return undefined;
  }
  if (typeof v !== 'string' || !/^-?\d{1,15}$/.test(v))
    throw invalid(`Invalid integer: ${String(v).slice(0, 100)}`, path);
  const n = Number(v);
  if (opts.min !== undefined && n < opts.min) {
    throw invalid(`Invalid integer: ${v}; must be at least ${opts.min}`, path);
  }
  if (opts.max !== undefined && n > opts.max) throw invalid(`Invalid integer: ${v}; must be at most ${opts.max}`, path);
  return n;
}

export function num(p: Params, name: string, opts: { min?: number; max?: number } = {}) {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  const n = typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isFinite(n) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
    throw invalid(`Invalid decimal: ${String(v).slice(0, 100)}`, name);
  }
  return n;
}

export function bool(p: Params, name: string) {
  const v = p[name];
  if (v === undefined || v === '') return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw invalid(`Invalid boolean: ${String(v).slice(0, 100)}`, name);
}

export function oneOf<T extends string>(p: Params, name: string, values: readonly T[], path = name): T | undefined {
  const v = str(p, name, { path });
  if (v === undefined || v === '') return undefined;
  if (!(values as readonly string[]).includes(v)) {
    throw invalid(`Invalid ${name}: must be one of ${values.join(', ')}`, path);
  }
  return v as T;
}

/** Arrays as qs decodes them: `a[0][x]` is an array, or an object keyed by index past qs's array limit. */
export function arr(p: Params, name: string): Params[] {
  const v = p[name];
  if (v === undefined || v === '') return [];
  const list = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : null;
  if (!list) throw invalid('Invalid array', name);
  return list.map((item, i) => {
    if (!isObject(item)) throw invalid('Invalid object', `${name}[${i}]`);
    return item;
  });
}

export function strings(p: Params, name: string): string[] {
  const v = p[name];
  if (v === undefined || v === '') return [];
  const list = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : [v];
  return list.map((s, i) => {
    if (typeof s !== 'string' || s.length > 5000) throw invalid('Invalid string', `${name}[${i}]`);
    return s;
  });
}

/** metadata: string values (at most 50 keys); on update '' removes a key and metadata='' clears all. */
export function metadata(p: Params, current: Stripe.Metadata | null = null): Stripe.Metadata | undefined {
  const v = p.metadata;
  if (v === undefined) return undefined;
  if (v === '') return {};
  if (!isObject(v)) throw invalid('Invalid object', 'metadata');
  const out: Stripe.Metadata = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(v)) {
    if (key.length > 40)
      throw invalid('Metadata keys can have a maximum length of 40 characters.', `metadata[${key.slice(0, 40)}]`);
    if (typeof value !== 'string' || value.length > 500) {
      throw invalid('Metadata values can have a maximum length of 500 characters.', `metadata[${key}]`);
    }
    if (value === '') delete out[key];
    else out[key] = value;
  }
  if (Object.keys(out).length > 50) throw invalid('You can have at most 50 metadata keys.', 'metadata');
  return out;
}

export function listParams(p: Params) {
  return {
    limit: int(p, 'limit', { min: 1, max: 100 }) ?? 10,
    startingAfter: str(p, 'starting_after') || undefined,
    endingBefore: str(p, 'ending_before') || undefined,
  };
}

export function createdRange(p: Params) {
  const c = p.created;
  if (c === undefined) return {};
  if (typeof c === 'string') {
    const n = int(p, 'created');
    return { createdGte: n, createdLte: n };
  }
  const o = obj(p, 'created')!;
  return {
    createdGte: int(o, 'gte', { path: 'created[gte]' }) ?? (int(o, 'gt', { path: 'created[gt]' }) ?? -2) + 1,
    createdLte: int(o, 'lte', { path: 'created[lte]' }) ?? (int(o, 'lt', { path: 'created[lt]' }) ?? 1e12) - 1,
  };
}

export interface Address {
  city: string | null;
  country: string | null;
  line1: string | null;
  line2: string | null;
  postal_code: string | null;
  state: string | null;
}

export function address(p: Params, name: string): Address | null | undefined {
  if (p[name] === '') return null;
  const o = obj(p, name);
  if (!o) return undefined;
  const f = (k: string) => nullableStr(o, k, 200) ?? null;
  return {
    city: f('city'),
    country: f('country'),
    line1: f('line1'),
    line2: f('line2'),
    postal_code: f('postal_code'),
    state: f('state'),
  };
}

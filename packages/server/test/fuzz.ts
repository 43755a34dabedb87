// The edge fuzz tests' kit: every way to spoil one part of a plausible request (NUL, unpaired surrogates, an
// oversize string, a number, an array, null, an object, an ill-formed key), a runner with modest concurrency,
// and a tally of the answers a client must never get (5xx), each with the request that earned it.
import { randomBytes } from 'node:crypto';

/** About 10 kB of text that does not compress (an index entry of it cannot hide behind TOAST compression). */
export const OVERSIZE = randomBytes(7_680).toString('base64');

export interface Spoilt {
  /** Where and how, e.g. `UserAttributes.0.Value ← NUL`. */
  label: string;
  value: unknown;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : 'fuzz');

/** Each bad value that can replace `value`: text a store refuses, text too long, and every wrong JSON type. */
export function badValues(value: unknown): Spoilt[] {
  const text = asText(value);
  return [
    { label: 'NUL', value: `${text}\u0000` },
    { label: 'lone surrogate', value: `${text}\ud800` },
    { label: '10 kB', value: OVERSIZE },
    { label: 'number', value: 12_345 },
    { label: 'array', value: [text] },
    { label: 'null', value: null },
    { label: 'object', value: { fuzz: text } },
  ];
}

/** Keys a store refuses. */
export const BAD_KEYS: Spoilt[] = [
  { label: 'NUL key', value: 'key\u0000' },
  { label: 'lone surrogate key', value: '\ud800key' },
];

/** Every copy of `value` with one part spoilt: the value itself, any leaf below it, or a key added to an object. */
export function* spoil(value: unknown, path: string): Generator<Spoilt> {
  for (const bad of badValues(value)) yield { label: `${path} ← ${bad.label}`, value: bad.value };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      for (const inner of spoil(value[i], `${path}.${i}`)) {
        yield { label: inner.label, value: value.map((item, j) => (j === i ? inner.value : item)) };
      }
    }
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      for (const inner of spoil(item, `${path}.${key}`))
        yield { label: inner.label, value: { ...record, [key]: inner.value } };
    }
    for (const key of BAD_KEYS)
      yield { label: `${path} ← ${key.label}`, value: { ...record, [key.value as string]: 'v' } };
  }
}

/** Runs `work` over every item, `concurrency` at a time. */
export async function runAll<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** The requests sent and the ones answered with a server error (or that could not be answered at all). */
export class Tally {
  sent = 0;
  readonly failures: string[] = [];

  record(label: string, status: number, body: string): void {
    this.sent++;
    if (status >= 500) this.failures.push(`${status} ${label}: ${body.slice(0, 300)}`);
  }

  /** A request that got no HTTP answer (connection reset, timeout) counts as a server failure too. */
  async send(label: string, request: () => Promise<Response>): Promise<{ status: number; text: string }> {
    let status: number;
    let text: string;
    try {
      const res = await request();
      status = res.status;
      text = await res.text();
    } catch (error) {
      status = 599;
      text = `no answer: ${(error as Error).message}`;
    }
    this.record(label, status, text);
    return { status, text };
  }
}

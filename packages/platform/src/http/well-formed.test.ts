import { describe, expect, it } from 'vitest';
import { findIllFormedString, isWellFormedText, toWellFormed } from './well-formed.ts';

describe('well-formed client text', () => {
  it('refuses U+0000 and unpaired surrogates, and accepts surrogate pairs', () => {
    expect(isWellFormedText('plain é 😀')).toBe(true);
    expect(isWellFormedText('a\u0000b')).toBe(false);
    expect(isWellFormedText('\ud800')).toBe(false);
    expect(isWellFormedText('x\udc00')).toBe(false);
    expect(isWellFormedText('\ude00\ud83d')).toBe(false);
    expect(toWellFormed('a\ud800')).toBe('a\ufffd');
  });

  it('names the path of the first ill-formed key or value, never the text itself', () => {
    expect(findIllFormedString({ a: 1, b: [null, true, 'ok'], c: { d: 'fine' } })).toBeUndefined();
    expect(findIllFormedString(JSON.parse('{"UserAttributes":[{"Name":"email","Value":"\\ud800"}]}'))).toBe(
      'UserAttributes.0.Value',
    );
    expect(findIllFormedString({ ClientMetadata: { 'k\u0000': 'v' } })).toBe('ClientMetadata (a key)');
    expect(findIllFormedString({ '\ud800': 1 })).toBe('(a key)');
    expect(findIllFormedString('\u0000')).toBe('(the value)');
    expect(findIllFormedString({ first: 'a\u0000', second: '\ud800' })).toBe('first');
    expect(findIllFormedString({ [`${'k'.repeat(100)}`]: '\u0000' })).toBe(`${'k'.repeat(64)}…`);
  });

  it('reads URLSearchParams names and values', () => {
    expect(findIllFormedString(new URLSearchParams('client_id=abc&state=x'))).toBeUndefined();
    expect(findIllFormedString(new URLSearchParams('client_id=a%00b'))).toBe('client_id');
    expect(findIllFormedString(new URLSearchParams('a%00=b'))).toBe('(a parameter name)');
  });

  it('walks a deeply nested value without recursion', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`);
    expect(findIllFormedString(deep)).toMatch(/^0(\.0)+$/);
  });
});

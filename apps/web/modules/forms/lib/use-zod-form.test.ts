import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFormOptions } from './use-zod-form.ts';

const ZProfile = z.object({
  givenName: z.string().trim().min(1, 'Enter your given name.'),
  channels: z.array(z.enum(['EMAIL', 'SMS'])),
});

/** Runs the form's resolver as react-hook-form does on submit. */
async function resolve<T extends FieldValues, O>(resolver: Resolver<T, unknown, O> | undefined, values: unknown) {
  if (!resolver) throw new Error('no resolver');
  return resolver(values as T, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('useZodForm options', () => {
  it('validates with the schema and submits its output', async () => {
    const options = zodFormOptions(ZProfile, { givenName: '', channels: [] });
    expect(options.defaultValues).toEqual({ givenName: '', channels: [] });
    const ok = await resolve(options.resolver, { givenName: '  Ada ', channels: ['SMS'] });
    expect(ok.errors).toEqual({});
    expect(ok.values).toEqual({ givenName: 'Ada', channels: ['SMS'] });
  });

  it("shows the schema's messages, word for word, on the fields", async () => {
    const { resolver } = zodFormOptions(ZProfile, { givenName: '', channels: [] });
    const bad = await resolve(resolver, { givenName: '   ', channels: ['FAX'] });
    expect(bad.values).toEqual({});
    expect(bad.errors.givenName?.message).toBe('Enter your given name.');
    expect(bad.errors.channels).toBeDefined();
  });

  it('validates on submit, then live while the user corrects, unless told otherwise', () => {
    const options = zodFormOptions(ZProfile, { givenName: '', channels: [] });
    expect(options.mode).toBe('onSubmit');
    expect(options.reValidateMode).toBe('onChange');
    expect(zodFormOptions(ZProfile, { givenName: '' }, { mode: 'onChange' }).mode).toBe('onChange');
  });
});

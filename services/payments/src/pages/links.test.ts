import { describe, expect, it } from 'vitest';
import { hostedInvoiceUrls, hostedOrigin, invoiceToken, validInvoiceToken } from './links.ts';

const deps = {
  config: { publicUrl: 'https://pay.example.com', allowedHosts: ['app.example.org', 'staging.example.org:8443'] },
  linkKey: Buffer.alloc(32, 1),
};

describe('hosted page links', () => {
  it("builds an invoice's page and PDF links on PUBLIC_URL with an HMAC token", () => {
    const { hosted, pdf } = hostedInvoiceUrls(deps as never, 'in_123');
    const t = invoiceToken(deps, 'in_123');
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hosted).toBe(`https://pay.example.com/pay/invoices/in_123?t=${t}`);
    expect(pdf).toBe(`https://pay.example.com/pay/invoices/in_123/pdf?t=${t}`);
    expect(validInvoiceToken(deps, 'in_123', t)).toBe(true);
    expect(validInvoiceToken(deps, 'in_124', t)).toBe(false);
    expect(validInvoiceToken({ linkKey: Buffer.alloc(32, 2) }, 'in_123', t)).toBe(false);
    for (const junk of [undefined, null, '', 'x', `${t}x`, t.slice(1), 'é'.repeat(43), 'a'.repeat(10_000)]) {
      expect(validInvoiceToken(deps, 'in_123', junk)).toBe(false);
    }
  });

  it("serves hosted pages on the hint's origin only when it is this server's", () => {
    const origin = (hint?: string) => hostedOrigin(deps as never, hint);
    expect(origin()).toBe('https://pay.example.com');
    expect(origin('https://pay.example.com/dashboard?x=1')).toBe('https://pay.example.com');
    expect(origin('http://localhost:3000/dashboard/subscription')).toBe('http://localhost:3000');
    expect(origin('http://127.0.0.1:4123/x')).toBe('http://127.0.0.1:4123');
    expect(origin('http://[::1]:4123/x')).toBe('http://[::1]:4123');
    expect(origin('https://app.example.org/x')).toBe('https://app.example.org');
    expect(origin('https://staging.example.org:8443/x')).toBe('https://staging.example.org:8443');
    expect(origin('https://staging.example.org/x')).toBe('https://pay.example.com');
    expect(origin('https://evil.example.net/x')).toBe('https://pay.example.com');
    expect(origin('https://app.example.org.evil.net/x')).toBe('https://pay.example.com');
    expect(origin('javascript:alert(1)')).toBe('https://pay.example.com');
    expect(origin('https://user:pw@localhost/x')).toBe('https://pay.example.com');
    expect(origin('not a url')).toBe('https://pay.example.com');
  });
});

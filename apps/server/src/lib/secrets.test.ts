import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '@steelworks/contract/einvoice';
import { decryptSecret, encryptSecret, maskSecret } from './secrets';

const KEY = 'a-settings-secret-of-32-characters-or-more';

describe('secrets kept in the settings', () => {
  it('encrypt to a different text each time, and open only with their key', () => {
    const one = encryptSecret('irp-client-secret-1234', KEY);
    const two = encryptSecret('irp-client-secret-1234', KEY);
    expect(one).toMatch(/^enc:v1:/);
    expect(one).not.toContain('irp-client-secret');
    expect(one).not.toBe(two);
    expect(decryptSecret(one, KEY)).toBe('irp-client-secret-1234');
    expect(decryptSecret(one, `${KEY}-other`)).toBe('');
    expect(decryptSecret(one, undefined)).toBe('');
    // A tampered text does not open: one character of the ciphertext changed (not the last, whose low bits are padding).
    const at = one.length - 3;
    expect(decryptSecret(`${one.slice(0, at)}${one[at] === 'A' ? 'B' : 'A'}${one.slice(at + 1)}`, KEY)).toBe('');
    // A secret of 100 characters (the most the settings take) fits the stored 200.
    expect(encryptSecret('x'.repeat(100), KEY).length).toBeLessThanOrEqual(200);
  });

  it('read a value stored before encryption as it is, and mask any', () => {
    expect(decryptSecret('plain-old', KEY)).toBe('plain-old');
    expect(maskSecret('anything')).toBe(SECRET_MASK);
    expect(maskSecret('')).toBeNull();
  });
});

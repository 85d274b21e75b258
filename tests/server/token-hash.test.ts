import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../src/services/secrets.ts';

/** Stored token hashes are SHA-256 in hex of the token's UTF-8: a change of algorithm would lock every player out. */
describe('hashToken', () => {
  it.each([
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'], // FIPS 180-2 test vector
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['ñ', '024bb90888ca89a15a19e9bdd8c712bfb070465fce1ef25e43c170ea44fc5e5f'], // sha256sum of its UTF-8 bytes
  ])('%j', (token, expected) => {
    expect(hashToken(token)).toBe(expected);
  });

  it('new tokens are 256 random bits in base64url, and distinct', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

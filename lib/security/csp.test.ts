import { contentSecurityPolicy, newNonce, nonceFromPolicy } from './csp';

describe('nonceFromPolicy', () => {
  it('finds the nonce middleware put in the policy', () => {
    const nonce = newNonce();
    expect(nonceFromPolicy(contentSecurityPolicy(nonce))).toBe(nonce);
    expect(nonceFromPolicy(contentSecurityPolicy(nonce, { dev: true, https: true }))).toBe(nonce);
  });

  it('is undefined without a policy or a nonce in it', () => {
    expect(nonceFromPolicy(null)).toBeUndefined();
    expect(nonceFromPolicy(undefined)).toBeUndefined();
    expect(nonceFromPolicy("script-src 'self'")).toBeUndefined();
    // A quote cannot end the value early and smuggle markup into the attribute.
    expect(nonceFromPolicy("script-src 'nonce-abc\"><x'")).toBeUndefined();
  });
});

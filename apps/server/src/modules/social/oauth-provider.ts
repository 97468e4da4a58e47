/** Who the provider says the user is. `subject` is the provider's stable account id. */
export type ProviderIdentity = { subject: string; email: string; fullName: string };

/** A seller-center balance in the provider's currency, as integer micros. */
export type ProviderBalance = { micros: bigint; currency: string };

/** The provider refused or failed (bad code, expired token, network); the message is for logs only. */
export class ProviderError extends Error {}

/**
 * An OAuth 2 authorization-code provider: a real one (fetch against its endpoints) or the built-in sandbox.
 * Callers never know which one they talk to.
 */
export type OAuthProvider = {
  readonly kind: 'sandbox' | 'oauth2';
  authorizeUrl(input: { state: string; redirectUri: string }): string;
  exchangeCode(input: { code: string; redirectUri: string }): Promise<{ accessToken: string }>;
  userInfo(accessToken: string): Promise<ProviderIdentity>;
  /** Null when the provider has no balance (Google) or does not answer. */
  sellerBalance(accessToken: string): Promise<ProviderBalance | null>;
};

import type { TestClient } from '../../testing/graphql-client';

/** Test helpers shared by the sign-up and password API tests. */
export const SIGN_UP_MUTATION = `mutation SignUp(
  $fullName: String, $email: String, $password: String, $phoneNumber: String, $address: String,
  $companyName: String, $registrationNo: String, $authorizedName: String, $postalCode: String,
  $countryCode: String, $timezone: String, $brandIds: [ID!], $sellerIds: [ID!],
  $googleRecaptchaToken: String, $walletCurrencyCode: String
) {
  createAccount(fullName: $fullName, email: $email, password: $password, phoneNumber: $phoneNumber,
    address: $address, companyName: $companyName, registrationNo: $registrationNo,
    authorizedName: $authorizedName, postalCode: $postalCode, countryCode: $countryCode,
    timezone: $timezone, brandIds: $brandIds, sellerIds: $sellerIds,
    googleRecaptchaToken: $googleRecaptchaToken, walletCurrencyCode: $walletCurrencyCode) {
    ok accountId errors { field messages }
  }
}`;

export const STRONG_PASSWORD = 'Sup3r$ecretPass';

let counter = 0;

export function uniqueEmail(prefix = 'signup'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.test`;
}

export async function brandIdNamed(client: TestClient, name: string): Promise<string> {
  const result = await client.gql<{ signUpBrandOptions: { id: string; name: string }[] }>(
    'query($s: String) { signUpBrandOptions(searchTerm: $s) { id name } }',
    { s: name },
  );
  const brand = result.body.data!.signUpBrandOptions.find((candidate) => candidate.name === name);
  if (!brand) throw new Error(`no brand ${name}`);
  return brand.id;
}

export function signUpVariables(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Ada Lovelace',
    email: uniqueEmail(),
    password: STRONG_PASSWORD,
    phoneNumber: '+65 9123 4567',
    address: '1 Engine Street',
    companyName: `Analytical Engines ${Date.now()}-${counter}`,
    registrationNo: 'REG-001',
    authorizedName: 'Ada Lovelace',
    postalCode: '018989',
    countryCode: 'SG',
    timezone: 'Asia/Singapore',
    brandIds: [],
    sellerIds: [],
    walletCurrencyCode: 'SGD',
    ...overrides,
  };
}

export type CreateAccountAnswer = {
  createAccount: {
    ok: boolean;
    accountId: string | null;
    errors: { field: string | null; messages: string[] }[];
  };
};

import type { TestApp } from '../testing/create-test-app';
import type { TestClient } from '../testing/graphql-client';

export type Acme = {
  companyId: number;
  ownerId: number;
  memberAccountId: number;
  onlyAcmeBrandIds: number[];
  acmeSellerIds: number[];
  notificationId: number;
};

export type Attempt = (client: TestClient, acme: Acme) => Promise<void>;

export const acmeHeader = (acme: Acme) => ({ 'x-company-id': String(acme.companyId) });

/** What attempts read lazily: the app and Bolt's id exist only once the test's beforeAll ran. */
export type IsolationEnv = { testApp: TestApp; boltId: number };

import { expect, type Page } from '@playwright/test';

/** GraphQL through the signed-in page's cookies, with the CSRF header; GraphQL errors fail the test. */
export async function listsGql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const csrf = (await (await page.request.get('/csrf')).json()) as { csrfToken: string };
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': csrf.csrfToken, 'Content-Type': 'application/json' },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

type Payload = { ok: boolean; errors: { field: string; messages: string[] }[] };

/** Switches the session's account to the company named `companyName` (the user must be a member). */
export async function switchAccountTo(page: Page, companyName: string) {
  const { userAccounts } = await listsGql<{ userAccounts: { id: string; company: { name: string } }[] }>(
    page,
    'query { userAccounts { id company { name } } }',
  );
  const account = userAccounts.find((candidate) => candidate.company.name === companyName);
  if (!account) throw new Error(`no account for ${companyName}`);
  const { switchAccount } = await listsGql<{ switchAccount: Payload }>(
    page,
    'mutation($id: ID!) { switchAccount(accountId: $id) { ok errors { field messages } } }',
    { id: account.id },
  );
  expect(switchAccount.errors).toEqual([]);
}

/** The acting company's id and brands. */
export async function actingCompany(page: Page) {
  const { me } = await listsGql<{
    me: { company: { id: string; name: string; brands: { id: string; name: string }[] } };
  }>(page, 'query { me { company { id name brands { id name } } } }');
  return me.company;
}

export async function changeBrands(page: Page, change: 'addBrands' | 'removeBrands', brandIds: string[]) {
  const data = await listsGql<Record<string, Payload>>(
    page,
    `mutation($ids: [ID!]!) { ${change}(brandIds: $ids) { ok errors { field messages } } }`,
    { ids: brandIds },
  );
  expect(data[change]?.errors).toEqual([]);
}

export type CampaignSummary = {
  id: string;
  name: string;
  supplier: { id: string; name: string } | null;
  adsetSet: { id: string; status: string }[];
};

export async function campaignById(page: Page, id: string) {
  const { sponsorCampaign } = await listsGql<{ sponsorCampaign: CampaignSummary | null }>(
    page,
    'query($id: ID!) { sponsorCampaign(id: $id) { id name supplier { id name } adsetSet { id status } } }',
    { id },
  );
  return sponsorCampaign;
}

export async function removeAdSet(page: Page, adSetId: string) {
  const { removeAdSet } = await listsGql<{ removeAdSet: Payload }>(
    page,
    'mutation($id: ID!) { removeAdSet(id: $id) { ok errors { field messages } } }',
    { id: adSetId },
  );
  expect(removeAdSet.errors).toEqual([]);
}

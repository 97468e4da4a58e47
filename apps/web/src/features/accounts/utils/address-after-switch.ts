import { paths } from '../../../config/paths';

/** Areas whose deeper pages show one record of the company (a campaign, a booking): their list instead. */
const listOfRecordArea: Record<string, string> = {
  sponsor: paths.sponsor,
  'sponsor-v2': paths.sponsorV2,
  booking: paths.booking,
};

/** Parameters naming something of the previous company (its brand, catalog, a record) or a page of its list. */
const companyParams = new Set(['company', 'catalog', 'page']);
const isCompanyParam = (key: string) => companyParams.has(key) || /id$/i.test(key);

/**
 * Where a switch of account lands (issue 12: it always went to /sponsor): the same page for the new
 * company (/billing/transactions stays), a record's page goes to its list (/sponsor/123/review → /sponsor),
 * and the previous company's parameters (brandId, company, catalog, page, record ids) are dropped while
 * the others (dates, statuses) are kept (docs/decisions/0182).
 */
export function addressAfterAccountSwitch({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): string {
  const area = pathname.split('/')[1] ?? '';
  const list = listOfRecordArea[area];
  const path = list ?? (pathname || paths.sponsor);
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isCompanyParam(key)) params.delete(key);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

import { fetchWithCsrf } from '../../../lib/csrf-fetch';

export type UploadedImage = { url: string; width: number; height: number };
export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; messages: string[] };

/** POST /v1/uploads/images (multipart `file` + `bannerTypeId`), with the CSRF header like GraphQL posts. */
export async function uploadBannerImage(
  file: File,
  { bannerTypeId, companyId }: { bannerTypeId: string | null; companyId?: string | null },
): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  if (bannerTypeId) body.append('bannerTypeId', bannerTypeId);
  const headers = new Headers();
  // Staff act for the company of the address's `company` parameter, like the GraphQL client (app/graphql-root).
  const actingCompanyId = companyId ?? new URLSearchParams(window.location.search).get('company');
  if (actingCompanyId) headers.set('X-Company-Id', actingCompanyId);
  try {
    const response = await fetchWithCsrf('/v1/uploads/images', { method: 'POST', body, headers });
    const json = (await response.json().catch(() => null)) as
      | (UploadedImage & { errors?: { field?: string; messages: string[] }[] })
      | null;
    if (response.ok && json?.url) return { ok: true, image: json };
    const messages = (json?.errors ?? []).flatMap((error) => error.messages);
    return { ok: false, messages: messages.length > 0 ? messages : ['sponsorContent:image.uploadFailed'] };
  } catch {
    return { ok: false, messages: ['sponsorContent:image.uploadFailed'] };
  }
}

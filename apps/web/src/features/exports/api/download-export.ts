/** GETs the finished file with the session cookie (and the staff company header) and saves it. */
export async function downloadExport(url: string): Promise<void> {
  const headers = new Headers();
  const companyId = new URLSearchParams(window.location.search).get('company');
  if (companyId) headers.set('X-Company-Id', companyId);
  const response = await fetch(url, { credentials: 'include', headers });
  if (!response.ok) throw new Error(`${response.status}`);
  const disposition = response.headers.get('content-disposition');
  const fileName = (disposition && /filename="?([^";]+)"?/i.exec(disposition)?.[1]) || 'export.csv';
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support/auth';

/** The text of an uncompressed pdfkit PDF: the hex strings of its TJ operators, one line each. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map((array) =>
      [...(array[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

test('an owner downloads an invoice PDF with its number and amount', async ({ page }) => {
  await signInAndLand(page, 'owner@demo.test');
  await page.goto('/billing/invoices');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The demo's invoices of the default range (previous month to this month).
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Download invoice / }) })
    .first();
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  const invoiceNo = ((await cells.nth(0).textContent()) ?? '').trim();
  const day = ((await cells.nth(1).textContent()) ?? '').trim();
  const total = ((await cells.nth(5).textContent()) ?? '').replace(/\s/g, ' ').trim();
  expect(invoiceNo).toMatch(/^[A-Z]{2}-\d{4}-\d{6}$/);
  // One way to write a day (decision 0181): yyyy/MM/dd in the list and on the PDF alike.
  expect(day).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
  const amount = /[\d,]+\.\d{2}/.exec(total)?.[0];
  expect(amount).toBeTruthy();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download invoice ${invoiceNo}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(invoiceNo);
  expect(text).toContain(`Date: ${day}`);
  expect(text).toContain(`Total`);
  expect(text).toContain(amount!);
});

test('monthly invoices list invoices and credit notes, and a credit note downloads', async ({ page }) => {
  await signInAndLand(page, 'owner@demo.test');
  await page.goto('/billing/monthly-invoices');
  const note = page.getByRole('button', { name: /^Download credit note / }).first();
  await expect(note).toBeVisible();
  const creditNoteNo = ((await note.textContent()) ?? '').trim();
  const downloading = page.waitForEvent('download');
  await note.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`CN_${creditNoteNo}.pdf`);
  expect(pdfText(await readFile((await download.path())!))).toContain(creditNoteNo);
});

test('a member is refused the invoices page', async ({ page }) => {
  await signInAndLand(page, 'member@demo.test');
  await page.goto('/billing/invoices');
  await expect(page.getByText('Permission denied')).toBeVisible();
});

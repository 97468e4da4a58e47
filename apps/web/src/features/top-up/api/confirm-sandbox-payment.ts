import { fetchWithCsrf } from '../../../lib/csrf-fetch';

export type SandboxConfirmation = { ok: boolean; status?: string; declineReason?: string | null };

/**
 * The sandbox provider's confirmation step ("3-D Secure"): the customer approves or refuses the charge;
 * the server applies the outcome (a signed webhook) before it answers.
 */
export async function confirmSandboxPayment(
  clientSecret: string,
  approve: boolean,
): Promise<SandboxConfirmation> {
  try {
    const response = await fetchWithCsrf('/v1/payments/sandbox/confirm', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ clientSecret, approve }),
    });
    if (!response.ok) return { ok: false };
    const body = (await response.json()) as { status?: string; declineReason?: string | null };
    return {
      ok: body.status === 'succeeded',
      status: body.status,
      declineReason: body.declineReason ?? null,
    };
  } catch {
    return { ok: false };
  }
}

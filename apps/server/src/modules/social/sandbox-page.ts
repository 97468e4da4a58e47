import { formatMicros } from '@portal/domain';
import type { SandboxUser } from './sandbox-grants';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export type AuthorizePageInput = {
  provider: string;
  providerName: string;
  redirectUri: string;
  state: string;
  accounts: SandboxUser[];
  error?: string;
};

const styles = `
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f1f3f5;margin:0;color:#212529}
main{max-width:440px;margin:48px auto;background:#fff;border-radius:12px;box-shadow:0 4px 16px rgba(0,0,0,.08);padding:28px}
.badge{display:inline-block;background:#fff3bf;color:#8a6d00;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:600}
h1{font-size:22px;margin:12px 0 4px}p{color:#495057;font-size:14px}
fieldset{border:0;padding:0;margin:16px 0}legend{font-weight:600;margin-bottom:8px}
label.account{display:flex;gap:10px;align-items:center;border:1px solid #dee2e6;border-radius:8px;padding:10px;margin-bottom:8px;cursor:pointer}
label.account small{color:#868e96;display:block}
.field{display:block;margin:8px 0 4px;font-size:14px;font-weight:500}
input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #ced4da;border-radius:6px;font-size:14px}
.actions{display:flex;gap:8px;margin-top:20px}
button{flex:1;padding:10px;border-radius:6px;font-size:15px;font-weight:600;cursor:pointer;border:1px solid #ced4da;background:#fff}
button.primary{background:#f76707;color:#fff;border-color:#f76707}
.error{background:#fff5f5;color:#c92a2a;border-radius:6px;padding:8px 10px;font-size:14px}`;

function accountOption(account: SandboxUser, index: number): string {
  const balance = `${formatMicros(account.sellerBalanceMicros)} ${escapeHtml(account.currency)}`;
  return `<label class="account"><input type="radio" name="account" value="${escapeHtml(account.email)}"${index === 0 ? ' checked' : ''}>
<span>${escapeHtml(account.fullName)}<small>${escapeHtml(account.email)} · balance ${balance}</small></span></label>`;
}

/**
 * The sandbox provider's consent page: pick one of its accounts or type a new e-mail, then Approve or Deny.
 * A GET form: the app's anti-forgery check covers every POST, and a real provider's page is on its own origin.
 */
export function renderAuthorizePage(input: AuthorizePageInput): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const action = `/sandbox/oauth/${encodeURIComponent(input.provider)}/decision`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(input.providerName)} · Sign in (sandbox)</title><style>${styles}</style></head><body><main>
<span class="badge">Sandbox provider</span>
<h1>Sign in to ${escapeHtml(input.providerName)}</h1>
<p>The Marketing Portal asks to see your e-mail address, your name and your seller balance.</p>
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="get" action="${action}">
${hidden('redirect_uri', input.redirectUri)}${hidden('state', input.state)}
<fieldset><legend>Choose an account</legend>
${input.accounts.map(accountOption).join('\n')}
<label class="account"><input type="radio" name="account" value="new"${input.accounts.length === 0 ? ' checked' : ''}><span>Use another account</span></label>
<label class="field" for="email">E-mail of another account</label>
<input id="email" type="email" name="email" autocomplete="off" placeholder="name@example.com">
<label class="field" for="fullName">Name (for a new account)</label>
<input id="fullName" type="text" name="fullName" autocomplete="off" maxlength="100">
</fieldset>
<div class="actions"><button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="approve" class="primary">Approve</button></div>
</form></main></body></html>`;
}
